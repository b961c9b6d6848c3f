import { useT } from '@store/hooks'
import { messages } from '../messages'

/** A complaint the offline queue holds. */
export type WaitingComplaint = {
  id: string
  problemDetail: string
  typeTitle?: string
  state: 'waiting' | 'sending' | 'failed'
  /** Why the last attempt failed (server message), for state 'failed'. */
  reason?: string
}

/**
 * Complaints waiting in the outbox, shown at the top of the complaint list (the list page
 * passes the outbox's entries); renders nothing when there are none.
 */
export function WaitingComplaints({ items }: { items: WaitingComplaint[] }) {
  const t = useT(messages)
  if (!items.length) return null
  const stateText = (c: WaitingComplaint) =>
    c.state === 'failed' ? t('failedState', { reason: c.reason ?? '' }) : c.state === 'sending' ? t('sendingState') : t('waitingState')
  return (
    <section className="cmp-waiting" aria-labelledby="cmp-waiting-heading" data-slot="waiting-complaints">
      <h2 id="cmp-waiting-heading" className="cmp-heading">
        {t('waitingHeading')}
      </h2>
      <ul className="cmp-entries">
        {items.map((c) => (
          <li key={c.id} className="cmp-entry">
            <p className="cmp-entry__time">{stateText(c)}</p>
            {c.typeTitle && <p className="cmp-entry__type">{c.typeTitle}</p>}
            <p className="cmp-entry__content">{c.problemDetail}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
