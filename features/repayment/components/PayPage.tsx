import type { ReactNode } from 'react'

import { LastKnownNote, NeedsNetwork } from '@src/lastKnown/screen/LastKnownNote'
import type { Stale } from '@src/lastKnown/screen/useLastKnown'
import { Button } from '@src/ui/Button'
import { Page } from '@src/ui/Page'
import { ValueText } from '@src/ui/ValueText'
import { whenOpen } from '@src/ui/whenOpen'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import type { usePayNow } from '../usePayNow'
import { PayDoubtNote } from './PayDoubtNote'
import type { Reminder } from './ReminderDialog'

/** The reminder opens with the payment's answer: its code comes then, not with the screen. */
const ReminderDialog = whenOpen<{ reminder: Reminder | null; onClose: () => void }>(
  () => import('./ReminderDialog').then((m) => m.ReminderDialog),
  (p) => p.reminder !== null,
)

type Props = {
  title: string
  /** The age of the shown copy when it is the last known one; Pay Now then waits for the network. */
  stale: Stale | null
  payment: ReturnType<typeof usePayNow>
  onPay: () => void
  payDisabled?: boolean
  /** What Pay Now asks for, in a line above it ('You pay TZS 45,500.00 from M-Pesa 0754 123 456.'); null while incomplete. */
  summary?: string | null
  children: ReactNode
}

/**
 * A Pay Now screen (installments or rollover): the Pay Now footer, the last-known note, the
 * 'payment in progress' status when the borrower comes back, the screen's own parts, and the
 * reminder the payment answers with. The line above Pay Now names the amount, wallet and number
 * the request carries, so what the borrower typed is seen before it goes; SPEC's dialogs stay as they are.
 */
export function PayPage({ title, stale, payment, onPay, payDisabled, summary, children }: Props) {
  const t = useT(messages)
  const footer = (
    <NeedsNetwork stale={stale}>
      <p className="repay-summary" aria-live="polite">
        {summary && <ValueText text={summary} />}
      </p>
      {/* Off while a lost request's outcome is unknown: a second request can be a second prompt on the phone. */}
      <Button fullWidth loading={payment.paying} onClick={onPay} disabled={payDisabled || payment.doubt.blocked}>
        {t('payNow')}
      </Button>
    </NeedsNetwork>
  )
  return (
    <Page title={title} footer={footer}>
      <LastKnownNote stale={stale} />
      <PayDoubtNote doubt={payment.doubt} />
      {payment.inProgress && (
        <p role="status" className="repay-notice">
          {t('paymentInProgress')}
        </p>
      )}
      {children}
      <ReminderDialog reminder={payment.reminder} onClose={payment.closeReminder} />
    </Page>
  )
}
