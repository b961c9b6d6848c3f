import type { Middleware } from '@reduxjs/toolkit'

import { borrowerChanged } from './borrowerGuard'
import { sessionCleared } from './session'

/**
 * Writes whose outcome is not known yet (docs/write-calls.md), kept per borrower, call and
 * order/product in sessionStorage: a reload in this tab checks with the lender before the action
 * works again, and the tab's closing, a logout or another borrower forgets them. The borrower is
 * kept as an owner tag (store/borrower.ts ownerTag), never a session or user id; `data` is what
 * the check compares against (the order numbers read before a push, the amount owed before a
 * payment), null when nothing could be read before the write.
 */
const KEY = 'writeDoubts'
/** After this long a record is no longer about the page the borrower is on, whatever the window. */
const KEEP_MS = 30 * 60 * 1000

export type Doubt = { at: number; data: string[] | null }
type Doubts = Record<string, Doubt>

/** One record's name: who, which call, about what. */
export type DoubtKey = { owner: string; call: string; subject: string }
const nameOf = (k: DoubtKey) => `${k.owner}|${k.call}|${k.subject}`

function isDoubt(v: unknown): v is Doubt {
  if (typeof v !== 'object' || v === null) return false
  const d = v as Partial<Doubt>
  return typeof d.at === 'number' && (d.data === null || (Array.isArray(d.data) && d.data.every((x) => typeof x === 'string')))
}

function readAll(): Doubts {
  try {
    const raw = sessionStorage.getItem(KEY)
    const v: unknown = raw ? JSON.parse(raw) : {}
    if (typeof v !== 'object' || v === null) return {}
    return Object.fromEntries(Object.entries(v).filter(([, d]) => isDoubt(d))) as Doubts
  } catch {
    return {}
  }
}

function writeAll(all: Doubts): void {
  try {
    if (Object.keys(all).length === 0) sessionStorage.removeItem(KEY)
    else sessionStorage.setItem(KEY, JSON.stringify(all))
  } catch {
    // Storage full or blocked: the page's own state still holds the doubt until it leaves.
  }
}

/** Notes that a write's outcome is unknown as of `at`. */
export function keepDoubt(key: DoubtKey, data: string[] | null, at = Date.now()): void {
  writeAll({ ...readAll(), [nameOf(key)]: { at, data } })
}

/**
 * The record of a write in doubt, or null. A record older than KEEP_MS is dropped; a record from
 * the future (the clock went back) is kept: a clock change never ends a doubt.
 */
export function doubtOf(key: DoubtKey, now = Date.now()): Doubt | null {
  const d = readAll()[nameOf(key)]
  if (!d) return null
  if (now - d.at >= KEEP_MS) {
    forgetDoubt(key)
    return null
  }
  return d
}

/** Forgets one record: its outcome is known, or its window has passed and the borrower was told. */
export function forgetDoubt(key: DoubtKey): void {
  const all = readAll()
  if (!(nameOf(key) in all)) return
  delete all[nameOf(key)]
  writeAll(all)
}

/** Forgets every record in this tab: a logout, an account deletion or another borrower. */
export function forgetAllDoubts(): void {
  writeAll({})
}

/** Forgets the tab's doubts on a logout, an account deletion or another borrower (store/borrowerGuard.ts). */
export const forgetDoubtsOnLeave: Middleware = () => (next) => (action) => {
  const result = next(action)
  if (sessionCleared.match(action) || borrowerChanged.match(action)) forgetAllDoubts()
  return result
}
