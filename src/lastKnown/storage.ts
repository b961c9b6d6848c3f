import { whenIdle } from '@src/lib/whenIdle'

/**
 * Last-known screen data on the device. One borrower's copies at a time, in
 * localStorage: synchronous, so a screen opened offline draws its last copy in the first render
 * instead of waiting for IndexedDB. A fresh answer is kept at an idle moment (writeEntrySoon), not
 * as it arrives: the tab's first localStorage access (a round trip to the browser on a cold start)
 * and the record's JSON stay off the path of the screen's first content. The owner is a hash of `borrowerKey` (which may hold a session
 * id: the raw key is never written). Entries older than MAX_AGE_MS are never read and are dropped
 * on the next write; the whole record is dropped on logout, account deletion and a borrower change.
 * A copy is data from the past written by another build, or damaged: the screen's own check
 * (`shape`, a schema of src/lib/valid.ts given to useLastKnown) reads it before anything is drawn, and drops it when it does not fit.
 */

/** The bound: a copy is kept at most 7 days. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Bounds the record (orders, plans, lists): the oldest copies go first. */
export const MAX_ENTRIES = 30
const KEY = 'lk:v1'

export type Entry<T = unknown> = { at: number; data: T }
type Record_ = { v: 1; owner: string; entries: Record<string, Entry> }

/** FNV-1a (32-bit, twice with different seeds): separates borrowers without storing their key. */
export function ownerHash(borrower: string): string {
  const h = (seed: number) => {
    let x = seed >>> 0
    for (let i = 0; i < borrower.length; i++) {
      x ^= borrower.charCodeAt(i)
      x = Math.imul(x, 0x01000193) >>> 0
    }
    return x.toString(36)
  }
  return `${h(0x811c9dc5)}${h(0x5bd1e995)}`
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Blocked storage (privacy mode, some WebViews) throws on access: no last-known data then.
    return null
  }
}

function load(): Record_ | null {
  const s = storage()
  if (!s) return null
  try {
    const raw = s.getItem(KEY)
    if (!raw) return null
    const r = JSON.parse(raw) as Partial<Record_>
    if (r?.v !== 1 || typeof r.owner !== 'string' || !r.entries || typeof r.entries !== 'object') return null
    return r as Record_
  } catch {
    return null
  }
}

type Write = { borrower: string; key: string; data: unknown; at: number }
/** Copies waiting for an idle moment, in the order they came (a later borrower's drops an earlier's). */
const pending: Write[] = []

/** Keeps `data` as writeEntry does, at the browser's next idle moment or when the page leaves. */
export function writeEntrySoon(borrower: string, key: string, data: unknown, now = Date.now()): void {
  if (!borrower) return
  if (pending.push({ borrower, key, data, at: now }) === 1) whenIdle(flushWrites)
}

/** Writes every copy still waiting (an idle moment, the page or the screen leaving, a read). */
export function flushWrites(): void {
  for (const w of pending.splice(0)) writeEntry(w.borrower, w.key, w.data, w.at)
}
if (typeof window !== 'undefined') window.addEventListener('pagehide', flushWrites)

/** The borrower's copy of `key`, if one was kept within the last 7 days (and not from the future). */
export function readEntry<T>(borrower: string, key: string, now = Date.now()): Entry<T> | null {
  if (!borrower) return null
  if (pending.length) flushWrites()
  const r = load()
  if (!r || r.owner !== ownerHash(borrower)) return null
  const e = r.entries[key]
  if (!e || typeof e.at !== 'number' || now - e.at > MAX_AGE_MS || e.at > now + 60_000) return null
  return e as Entry<T>
}

/** Keeps `data` as the borrower's copy of `key`; another borrower's copies are dropped first. */
export function writeEntry(borrower: string, key: string, data: unknown, now = Date.now()): void {
  const s = storage()
  if (!s || !borrower) return
  const owner = ownerHash(borrower)
  const prev = load()
  const kept = prev && prev.owner === owner ? prev.entries : {}
  const entries: Record<string, Entry> = {}
  const fresh = Object.entries(kept)
    .filter(([k, e]) => k !== key && e && typeof e.at === 'number' && now - e.at <= MAX_AGE_MS)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, MAX_ENTRIES - 1)
  for (const [k, e] of fresh) entries[k] = e
  entries[key] = { at: now, data }
  try {
    s.setItem(KEY, JSON.stringify({ v: 1, owner, entries } satisfies Record_))
  } catch {
    // Full storage: the copy is a convenience, the screen works without it.
  }
}

/** Forgets one copy (it no longer fits the screen that would draw it). */
export function dropEntry(borrower: string, key: string): void {
  if (pending.length) flushWrites()
  const s = storage()
  const r = load()
  if (!s || !r || !borrower || r.owner !== ownerHash(borrower) || !(key in r.entries)) return
  const { [key]: _gone, ...entries } = r.entries
  try {
    s.setItem(KEY, JSON.stringify({ ...r, entries } satisfies Record_))
  } catch {
    /* the copy stays unread: it is checked again on every read */
  }
}

/** Forgets every copy (logout, account deletion, another borrower). */
export function clearLastKnown(): void {
  // A copy still waiting is the departing borrower's too: never written after this.
  pending.length = 0
  try {
    storage()?.removeItem(KEY)
  } catch {
    /* nothing kept */
  }
}
