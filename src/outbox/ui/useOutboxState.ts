import { useMemo } from 'react'

import { confirmTrackingPoint } from '@src/bridge/tracking'
import { config } from '@src/config/env'
import type { WireSettings } from '@src/lender/wire'
import type { EventCall, OutboxItem, QueueName, QueueResult } from '@src/outbox/page'
import { useAppSelector, useRequestContext } from '@store/hooks'
import { type OutboxState, selectNextAttemptAt } from '@store/outbox'

/*
 * The outbox as the shell and the screens read it, without the outbox itself: these hooks read the
 * Redux mirror, and tracking loads the outbox code on first use. Every screen starts without the
 * outbox's code (IndexedDB queue, replay, locks: docs/performance.md, 'The outbox's code, off the
 * start'); it arrives after the first paint.
 */

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

/** Complaints on this phone not proven this borrower's (counted only: their text is not shown). */
export function useParkedComplaints(): number {
  return useAppSelector((s) => outboxOf(s)?.parked ?? 0)
}

/** Complaints still on their way (waiting or sending), for the app-wide status. */
export function usePendingComplaints(): number {
  return useAppSelector((s) => (outboxOf(s)?.complaints ?? NONE).filter((e) => e.state === 'waiting' || e.state === 'sending').length)
}

/** Loads the outbox's send-or-queue code once, on first need (an object so tests can make it fail). */
export const outboxCode = {
  load: () => import('@src/outbox/page'),
}

/** Tracking with the given common parameters: sends now or queues; callers need not wait for it. */
export function trackWith(commonParams: Record<string, string>, wire?: WireSettings): (call: EventCall) => Promise<QueueResult> {
  return async (call) => {
    // The shell hears of every tracking event too (SPEC 2 bridge: confirm tracking point).
    confirmTrackingPoint(call)
    try {
      return (await outboxCode.load()).trackEvent(call, { commonParams, apiBase: config.apiBase, ...(wire ? { wire } : {}) })
    } catch (e) {
      // The outbox's code could not load (offline before the worker cached it): the event is lost, the screen goes on.
      return { status: 'failed', reason: 'notKept', message: e instanceof Error ? e.message : String(e) }
    }
  }
}

/** Tracking: `track(call)` sends now or queues; callers need not wait for it. */
export function useTrackEvent(): (call: EventCall) => Promise<QueueResult> {
  const { commonParams, settings: wire } = useRequestContext()
  return useMemo(() => trackWith(commonParams, wire), [commonParams, wire])
}
