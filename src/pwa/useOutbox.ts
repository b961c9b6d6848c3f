import { useCallback, useMemo } from 'react'
import { config } from '@src/config/env'
import { sendOrQueueComplaint, trackEvent, type DirectComplaintSend, type QueueResult } from '@src/outbox/api'
import { getOutbox, requestReplay } from '@src/outbox/default'
import type { ComplaintInput } from '@src/outbox/outbox'
import type { EventCall, OutboxItem, QueueName } from '@src/outbox/types'
import { useAppSelector } from '@store/hooks'
import { selectNextAttemptAt, type OutboxState } from '@store/outbox'
import { commonParamsOf } from '@store/session'

const NONE: OutboxItem[] = []

/** The outbox slice, if the store has it (screens tested with a store without it see an empty outbox). */
function outboxOf(s: unknown): OutboxState | undefined {
  return (s as { outbox?: OutboxState }).outbox
}

/** Entries of one queue as the UI shows them (waiting, sending, failed with reason, not sent). */
export function useOutboxEntries(queue: QueueName): OutboxItem[] {
  return useAppSelector((s) => outboxOf(s)?.[queue] ?? NONE)
}

/** When the earliest waiting entry is due again (the page's wake-up timer). */
export function useOutboxNextAttemptAt(): number | null {
  return useAppSelector((s) => {
    const o = outboxOf(s)
    return o ? selectNextAttemptAt({ outbox: o }) : null
  })
}

/** Complaints still on their way (waiting or sending), for the app-wide status. */
export function usePendingComplaints(): number {
  return useAppSelector((s) => (outboxOf(s)?.complaints ?? NONE).filter((e) => e.state === 'waiting' || e.state === 'sending').length)
}

/** Retry (a failed entry goes back in line) and Discard (a failed or not-sent entry is let go). */
export function useOutboxActions() {
  const retry = useCallback(async (id: string) => {
    await getOutbox().retry(id)
    requestReplay('retry')
  }, [])
  const discard = useCallback((id: string) => getOutbox().discard(id), [])
  return { retry, discard }
}

function useCommonParams() {
  const params = useAppSelector((s) => s.session.params)
  return useMemo(() => commonParamsOf(params), [params])
}

/**
 * The complaint screen's Send: `send(input, { sendComplaint, idempotencyKey })` -> 'sent' | 'queued' | 'failed'.
 * Pass the screen's own RTK Query send (useSendComplaint) so the list cache and toasts behave
 * as usual when online; without it the queue's own sender is used.
 */
export function useSendOrQueueComplaint(): (input: ComplaintInput, opts?: { sendComplaint?: DirectComplaintSend; idempotencyKey?: string }) => Promise<QueueResult> {
  const commonParams = useCommonParams()
  return useCallback((input, opts = {}) => sendOrQueueComplaint(input, { commonParams, apiBase: config.apiBase, ...opts }), [commonParams])
}

/** Tracking: `track(call)` sends now or queues; callers need not wait for it. */
export function useTrackEvent(): (call: EventCall) => Promise<QueueResult> {
  const commonParams = useCommonParams()
  return useCallback((call) => trackEvent(call, { commonParams, apiBase: config.apiBase }), [commonParams])
}
