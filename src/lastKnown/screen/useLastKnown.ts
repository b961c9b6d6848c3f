import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'

import { dropEntry, flushWrites, readEntry, writeEntrySoon } from '@src/lastKnown/storage'
import { isApiError, isRetryable } from '@src/lender/errors'
import { noteLeftOut } from '@src/lib/diagnosticNotes'
import * as v from '@src/lib/valid'
import { whenIdle } from '@src/lib/whenIdle'
import { borrowerKey } from '@store/borrower'
import { useAppSelector } from '@store/hooks'

import { useOnline } from '../../pwa/online'

/** Why a stored copy is on screen instead of a fresh answer. */
export type StaleReason = 'offline' | 'refreshing' | 'failed'
export type Stale = { at: number; reason: StaleReason; retry: () => void }

/** The parts of an RTK Query result the hook needs. */
export type QueryLike<T> = { data?: T | undefined; error?: unknown; isFetching: boolean; refetch: () => unknown }

/**
 * Last-known data for a screen. `key` names what is shown (e.g. `order:P1:ORD1`), null
 * when there is nothing to show. Every fresh answer is kept through `keep` (which drops what must
 * not stay on the device) for the current borrower; with no fresh answer yet, the stored copy is
 * returned while the request is pending or after it failed in a way a retry may fix (offline,
 * timeout, 5xx). A business error (an expired session, an unknown order) shows the screen's error
 * state, never old data. A fresh answer always wins; when the network returns the screen refetches.
 * `shape` is the screen's own schema of what it keeps: a stored copy that does not fit it
 * (another build's, or damaged on the device) is dropped and noted for Copy diagnostics, never drawn;
 * the screen then behaves as with no copy (offline: its error state with Retry).
 */
export function useLastKnown<T>(
  key: string | null,
  q: QueryLike<T>,
  keep: (fresh: T) => T,
  shape: v.GenericSchema<T>,
): { data: T | undefined; stale: Stale | null } {
  const borrower = useAppSelector((s) => borrowerKey(s.session.params))
  const online = useOnline()
  // The first fresh answer is drawn after one more render without it, in a transition: in slices a
  // low-end phone answers a tap between. React draws a store's change (an answer) in one task, and a
  // screen's whole content was 50-200 ms of it at CPU x4 (docs/performance.md). Until then
  // the screen is as before the answer (its loading state, or the stored copy and its age). An
  // answer that replaces one is drawn at once: a screen never shows an answer it has replaced.
  // (An answer is an object or a list, never a falsy value.)
  const fresh = useDeferredValue(q.data) && q.data
  const keepRef = useRef(keep)
  keepRef.current = keep

  // Kept at an idle moment (src/lastKnown/storage.ts), and at once when the screen goes.
  useEffect(() => {
    if (fresh !== undefined && key) writeEntrySoon(borrower, key, keepRef.current(fresh))
  }, [fresh, key, borrower])
  useEffect(() => flushWrites, [])

  // Offline, the copy is read in the first render: synchronous, so it is drawn at once. Online the
  // screen's answer is on its way: the copy is read at the first idle moment after the first paint
  // (or at once when the answer fails), so the tab's first localStorage access is not on the
  // start's path, and it is drawn then if the answer is still out.
  const failed = q.error != null && !q.isFetching
  const [idle, setIdle] = useState(() => !online)
  useEffect(() => {
    if (!idle) return whenIdle(() => setIdle(true))
  }, [idle])
  const readable = idle || failed || !online
  // Read once per screen and borrower. A copy that does not fit the screen's own schema (another
  // build's, or damaged) is dropped, never drawn.
  const shapeRef = useRef(shape)
  shapeRef.current = shape
  const entry = useMemo(() => {
    if (!key || fresh !== undefined || !readable) return null
    const e = readEntry<unknown>(borrower, key)
    if (!e || v.is(shapeRef.current, e.data)) return e as { at: number; data: T } | null
    dropEntry(borrower, key)
    // What, never whose: the key's kind only (its ids name an order).
    noteLeftOut(`A last-known copy (${key.split(':')[0]}) did not fit this screen and was dropped`)
    return null
  }, [borrower, key, fresh, readable])
  const usable = entry !== null && fresh === undefined && (!failed || isRetryable(q.error) || !online)
  const reason: StaleReason = !online || (isApiError(q.error) && q.error.kind === 'network') ? 'offline' : failed ? 'failed' : 'refreshing'

  // Back online: refresh by itself (the stored copy and its age then give way to the answer).
  const refetch = useRef(q.refetch)
  refetch.current = q.refetch
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current && usable) void refetch.current()
    wasOnline.current = online
  }, [online, usable])

  const stale = useMemo<Stale | null>(
    () => (usable && entry ? { at: entry.at, reason, retry: () => void refetch.current() } : null),
    [usable, entry, reason],
  )
  return { data: fresh ?? (usable ? entry?.data : undefined), stale }
}
