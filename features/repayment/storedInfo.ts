import { readSteps } from '@src/lender/repayment/stepNames'
import type { PayNoticeStep } from '@src/lender/repayment/types'
import * as v from '@src/lib/valid'
import type { RepaymentInfo } from '@store/repaymentInfo'

import { savedInfoShape } from './kept'

/**
 * Repayment code page two's data (SPEC 2, 3): the info this app saved at Pay Now, else
 * `localStorage.repaymentInfo` in the spec's shape (written by the shell or another page),
 * validated. Amounts are minor units, as everywhere in SPEC 9.
 */

/** localStorage, or undefined where reading it throws (blocked storage in some WebViews). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** The spec names the key; the shell may write it. */
export const STORAGE_KEY = 'repaymentInfo'

// Plain checks, not minValue/regex: the schema reader (src/lib/valid.ts) is shared by every screen's
// start, and these two would be there only for this file.
const amount = v.optional(
  v.nullable(
    v.union([
      v.pipe(
        v.number(),
        v.finite(),
        v.check((n) => n >= 0),
      ),
      v.pipe(
        v.string(),
        v.check((s) => /^\d+$/.test(s)),
        v.transform(Number),
      ),
    ]),
  ),
)
const str = v.optional(v.nullable(v.union([v.string(), v.pipe(v.number(), v.transform(String))])))
// The step list's own name is read by readSteps (SPEC 3 does not give it).
const stepItem = v.looseObject({ name: str })
const shellSchema = v.looseObject({
  repayAmount: amount,
  delayInfo: v.optional(v.nullable(v.looseObject({ delayAmount: amount }))),
  defDetail: v.looseObject({
    logo: str,
    payCode: v.union([v.pipe(v.string(), v.trim(), v.nonEmpty()), v.pipe(v.number(), v.transform(String))]),
    payNotice: v.optional(v.nullable(v.record(v.string(), v.array(stepItem)))),
  }),
  // Not in the spec's shape; honoured when a writer adds them, so another order's code is never shown.
  orderId: str,
  userId: str,
})

export type StoredInfo = { status: 'ok'; info: RepaymentInfo } | { status: 'missing' } | { status: 'unreadable' } | { status: 'notYours' }

/** Reads and validates the shell's localStorage.repaymentInfo. */
export function readShellInfo(storage: Pick<Storage, 'getItem'> | undefined): StoredInfo {
  let raw: string | null
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null
  } catch {
    return { status: 'missing' }
  }
  if (raw === null || raw.trim() === '') return { status: 'missing' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { status: 'unreadable' }
  }
  const r = v.safeParse(shellSchema, json)
  if (!r.success) return { status: 'unreadable' }
  const d = r.output
  const payNotice: Record<string, PayNoticeStep[]> = {}
  for (const [channel, items] of Object.entries(d.defDetail.payNotice ?? {})) {
    payNotice[channel] = items.map((i) => ({ name: i.name ?? '', steps: readSteps(i, 'Repayment code page two') }))
  }
  return {
    status: 'ok',
    info: {
      repayAmount: d.repayAmount ?? null,
      delayInfo: d.delayInfo ? { delayAmount: d.delayInfo.delayAmount ?? null } : null,
      defDetail: { logo: d.defDetail.logo ?? '', payCode: d.defDetail.payCode, payNotice },
      savedAt: 0,
      owner: d.userId ? `u:${d.userId}` : undefined,
      orderId: d.orderId || undefined,
    },
  }
}

/**
 * Whether info may be shown: never under another borrower (owner recorded and different) or for
 * another order (the page names an order and the info names another).
 */
export function belongsHere(info: RepaymentInfo, who: { owner: string; orderId: string }): boolean {
  // Strict on the borrower: info saved under someone cannot be shown to nobody (a logged-out page) either.
  if (info.owner && info.owner !== who.owner) return false
  if (info.orderId && who.orderId && info.orderId !== who.orderId) return false
  return true
}

/** Whether the info Pay Now saved (persisted: maybe another build's, or damaged) has the shape page two draws. */
export function savedFits(saved: RepaymentInfo | null): saved is RepaymentInfo {
  return saved !== null && v.is(savedInfoShape, saved)
}

/** Page two's info: ours first (when it fits and belongs here), else the shell's. */
export function pickInfo(
  saved: RepaymentInfo | null,
  storage: Pick<Storage, 'getItem'> | undefined,
  who: { owner: string; orderId: string },
): StoredInfo {
  if (savedFits(saved) && saved.defDetail.payCode) return belongsHere(saved, who) ? { status: 'ok', info: saved } : { status: 'notYours' }
  const shell = readShellInfo(storage)
  if (shell.status === 'ok' && !belongsHere(shell.info, who)) return { status: 'notYours' }
  return shell
}
