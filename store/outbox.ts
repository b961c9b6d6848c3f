import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import type { OutboxItem, OutboxSnapshot } from '@src/outbox/page'

/**
 * A mirror of the offline outbox (its truth lives in its own IndexedDB, shared with the service
 * worker) for the UI and Redux DevTools. Summaries only: no image bytes, no phone numbers, no
 * session parameters. Not persisted: it is rebuilt from IndexedDB at start.
 */
export type OutboxState = {
  /** False when the outbox cannot store anything (no IndexedDB, private mode, quota). */
  available: boolean
  complaints: OutboxItem[]
  events: OutboxItem[]
  /** Tracking events dropped by the bounds (500 / 24 h), ever. */
  dropped: number
  /** Complaints on this phone not proven this borrower's: counted, never shown. */
  parked: number
  /** When the mirror was last refreshed (ms), null before the first read. */
  syncedAt: number | null
}

const initialState: OutboxState = { available: true, complaints: [], events: [], dropped: 0, parked: 0, syncedAt: null }

const slice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    /** A fresh read of the outbox (after any change in this tab, another tab or the worker). */
    outboxSynced: {
      reducer(state, action: PayloadAction<OutboxSnapshot & { at: number }>) {
        state.available = true
        state.complaints = action.payload.complaints
        state.events = action.payload.events
        state.dropped = action.payload.dropped
        state.parked = action.payload.parked ?? 0
        state.syncedAt = action.payload.at
      },
      prepare(snapshot: OutboxSnapshot, at: number = Date.now()) {
        return { payload: { ...snapshot, at } }
      },
    },
    outboxUnavailable(state) {
      state.available = false
    },
  },
})

export const { outboxSynced, outboxUnavailable } = slice.actions
export const outboxReducer = slice.reducer

type WithOutbox = { outbox: OutboxState }

/** The earliest time a waiting entry is due again (or a sender's lease ends), for the page's wake-up timer. */
export const selectNextAttemptAt = (s: WithOutbox): number | null => {
  const times = [...s.outbox.complaints, ...s.outbox.events].map((e) => e.nextAttemptAt).filter((t): t is number => t !== null)
  return times.length ? Math.min(...times) : null
}
