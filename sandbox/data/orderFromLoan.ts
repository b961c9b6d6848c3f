import { darTime } from '../clock.ts'
import type { SandboxOffer } from './loan.ts'
import type { SandboxOrder } from './order.ts'

/**
 * A wallet number in the national masked form every screen shows ('255754123456', '0754123456'
 * and '754123456' read '0754 *** 456'); anything else as written.
 */
export function maskedPhone(no: string): string {
  const national = /^(?:255|0)?([67]\d{8})$/.exec(no.replace(/\D/g, ''))?.[1]
  return national ? `0${national.slice(0, 3)} *** ${national.slice(-3)}` : no
}

/** A receiving account as the confirm page shows it: a wallet number in the national masked form, a card's middle hidden. */
export function maskedAccount(card: NonNullable<SandboxOffer['bankCardInfo']>): string {
  const no = card.cardNo
  if (/^255\d{9}$/.test(no)) return `${card.bankName} ${maskedPhone(no)}`
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
