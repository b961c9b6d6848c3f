import { useState } from 'react'

import { formatDate } from '@src/lib/dates'
import type { OutboxItem } from '@src/outbox/page'
import { Button } from '@src/ui/Button'
import { CopyButton } from '@src/ui/CopyButton'
import { useT } from '@store/hooks'

import { messages } from './outboxMessages'
import { useOutboxActions, useOutboxEntries } from './useOutbox'
import { useParkedComplaints } from './useOutboxState'

import './outbox.css'

export type OutboxComplaintsProps = {
  /** The question type's title for a type value, when the screen knows it. */
  typeTitle?: (problemType: string) => string | undefined
}

/**
 * Complaints the outbox still holds, for the top of the complaint list: waiting, sending,
 * failed (with the server's reason, Retry / Discard) and not sent after 7 days (Copy text / Discard).
 */
export function OutboxComplaints({ typeTitle }: OutboxComplaintsProps) {
  const t = useT(messages)
  const items = useOutboxEntries('complaints')
  const parked = useParkedComplaints()
  const { retry, discard, resend } = useOutboxActions()
  const [busy, setBusy] = useState<string | null>(null)
  // Another account's complaints: only that they exist, never their words (a shared phone).
  const parkedNote = parked > 0 && (
    <p className="hint" role="note" data-testid="outbox-parked">
      {t('parkedNote', { n: parked })}
    </p>
  )
  if (!items.length) return parkedNote || null

  const act = async (id: string, fn: (id: string) => Promise<unknown>) => {
    setBusy(id)
    try {
      await fn(id)
    } finally {
      setBusy(null)
    }
  }
  const stateText = (e: OutboxItem) => {
    if (e.unreadable) return t('unreadableState')
    if (e.unchecked) return t('uncheckedState')
    if (e.needsSession) return t('needsSessionState')
    // The lender said "not now" (429, 503): that is what the borrower waits for, even when it is looked up first.
    if (e.unavailable && e.state === 'waiting') return t('unavailableState')
    if (e.checking && e.state === 'waiting') return t('checkingState')
    if (e.state === 'failed') return t('failedState', { reason: e.reason || t('failedNoReason') })
    if (e.state === 'notSent') return t('notSentState')
    return e.state === 'sending' ? t('sendingState') : t('waitingState')
  }

  return (
    <section aria-labelledby="outbox-heading" data-testid="outbox-complaints">
      <h2 id="outbox-heading">{t('heading')}</h2>
      {parkedNote}
      <ul className="outbox-list">
        {items.map((e) => {
          const text = e.complaint?.problemDetail ?? ''
          const textId = `outbox-text-${e.id}`
          return (
            <li key={e.id} className="outbox-item">
              <p className={`outbox-item__state outbox-item__state--${e.state}`}>{stateText(e)}</p>
              {e.complaint && typeTitle?.(e.complaint.problemType) && <p className="hint">{typeTitle(e.complaint.problemType)}</p>}
              <p id={textId} className="outbox-item__text">
                {text}
              </p>
              {!!e.complaint?.imageCount && <p className="hint">{t('imageCount', { n: e.complaint.imageCount })}</p>}
              {e.state === 'notSent' && <p className="hint">{t('notSentHint')}</p>}
              {!!e.complaint?.removedCount && <p className="hint">{t('photosRemoved', { n: e.complaint.removedCount })}</p>}
              {/* Not sent any more: the borrower is told when this phone deletes it (src/outbox/queue/bounds.ts). */}
              {e.deleteAt !== undefined && !e.unreadable && (
                <p className="hint" data-testid="outbox-kept-until">
                  {t('keptUntil', { date: formatDate(e.deleteAt, { dateOnly: true }) })}
                </p>
              )}
              {/* Every entry can be copied and discarded; one being sent right now cannot be discarded. */}
              <div className="outbox-item__actions">
                {e.unchecked && (
                  <Button variant="primary" aria-describedby={textId} loading={busy === e.id} onClick={() => act(e.id, resend)}>
                    {t('sendAgain')}
                  </Button>
                )}
                {/* Retry of an unsure entry looks it up first; it is sent only if it is not there. */}
                {e.state === 'failed' && !e.unreadable && (
                  <Button
                    variant={e.unchecked ? 'secondary' : 'primary'}
                    aria-describedby={textId}
                    disabled={busy === e.id}
                    loading={busy === e.id && !e.unchecked}
                    onClick={() => act(e.id, retry)}
                  >
                    {e.unchecked ? t('checkAgain') : t('retry')}
                  </Button>
                )}
                {!!text && (
                  <CopyButton variant={e.state === 'notSent' ? 'primary' : 'secondary'} text={text} aria-describedby={textId}>
                    {t('copyText')}
                  </CopyButton>
                )}
                {e.state !== 'sending' && (
                  <Button variant="secondary" aria-describedby={textId} disabled={busy === e.id} onClick={() => act(e.id, discard)}>
                    {t('discard')}
                  </Button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
