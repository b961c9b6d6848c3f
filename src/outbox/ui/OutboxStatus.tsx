import { useT } from '@store/hooks'

import { messages } from './outboxMessages'
import { usePendingComplaints } from './useOutboxState'

import './outbox.css'

/** App-wide: how many complaints are still waiting to be sent (nothing when none). */
export function OutboxStatus() {
  const t = useT(messages)
  const n = usePendingComplaints()
  return (
    <p role="status" aria-live="polite" className={n ? 'outbox-status' : 'ui-sr-only'}>
      {n ? t('pendingCount', { n }) : ''}
    </p>
  )
}
