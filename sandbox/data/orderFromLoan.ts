import { darTime } from '../clock.ts'
import type { SandboxOffer } from './loan.ts'
import type { SandboxOrder } from './order.ts'

/** A receiving account as the confirm page shows it: a wallet number in the national masked form, a card's middle hidden. */
export function maskedAccount(card: NonNullable<SandboxOffer['bankCardInfo']>): string {
  const no = card.cardNo
  const wallet = /^255(\d{9})$/.exec(no)
  if (wallet) return `${card.bankName} 0${wallet[1].slice(0, 3)} *** ${wallet[1].slice(-3)}`
  return `${card.bankName} ${no.slice(0, 6)}${'*'.repeat(Math.max(0, no.length - 10))}${no.slice(-4)}`
}

/**
 * The order a Loan Now makes tells the confirm page's story: the confirmed amount, term and fees,
 * applied for now, due on the plan's last day, paid to the confirmed account.
 */
export function orderRowsFromOffer(offer: SandboxOffer, now = Date.now()): SandboxOrder['detail'] {
  const line = (text: string) => offer.details.filter((d) => d.text === text)
  const lastDue = offer.repay_plans.at(-1)?.pay_time ?? offer.firstPayTime
  return [
    ...line('Loan amount'),
    ...line('Loan term'),
    ...line('Service fee'),
    { text: 'Apply date', value: darTime(0, now) },
    { text: 'Due date', value: `${lastDue} 23:59:59` },
    ...(offer.bankCardInfo ? [{ text: 'Receiving account', value: maskedAccount(offer.bankCardInfo) }] : []),
  ]
}
