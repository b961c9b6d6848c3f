import { flag, list, numeric, parseOrThrow, text, textRow } from '@src/lender/schema'
import { noteLeftOut } from '@src/lib/diagnosticNotes'
import * as v from '@src/lib/valid'

import { recProductNamesConfigured } from './aliases'
import type { LoanDetails, RecProduct, UnionErrorInfo } from './types'

// Field names here are the real ones: the base query has already read the obfuscated names
// back through the alias map (see aliases.ts).
/** A recommended product's fields (SPEC 3), by the names the mapper reads. */
const REC_FIELDS = ['linkId', 'logo', 'name', 'buttonText', 'amountRange', 'rangeDesc', 'rate', 'description', 'clickable'] as const

/**
 * SPEC 3 gives the fields by meaning, not by name: a lender without obfuscated names may send
 * them in snake case (`link_id`, `button_text`, `amount_range`, `range_desc`). Those are read as a
 * fallback, after the alias map (already applied) and the camel-case name.
 */
function withPlainNames(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw
  const o = raw as Record<string, unknown>
  const out: Record<string, unknown> = { ...o }
  for (const f of REC_FIELDS) {
    if (out[f] !== undefined) continue
    const snake = f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    if (o[snake] !== undefined) out[f] = o[snake]
  }
  return out
}

const recProduct = v.pipe(
  v.unknown(),
  v.transform(withPlainNames),
  v.object({
    linkId: text,
    logo: text,
    name: text,
    buttonText: text,
    amountRange: text,
    rangeDesc: text,
    rate: text,
    description: text,
    clickable: v.optional(v.unknown()),
  }),
  v.check((p) => p.name.trim() !== '', 'a recommended product needs a name'),
  // SPEC 9: clickable when its flag is not "0" (a missing flag is not "0").
  // Only a primitive can say "0"; String() on an odd object from the server could even throw.
  v.transform(({ clickable, ...p }): RecProduct => ({
    ...p,
    clickable: clickable === null || typeof clickable === 'object' || String(clickable).trim() !== '0',
  })),
)

const loanDetails = v.object({
  orderStatus: numeric,
  noticeStatusText: text,
  noticeDesText: text,
  productName: text,
  productLogo: text,
  recProducts: list(recProduct),
  userOrderDetail: v.optional(v.nullable(v.object({ detail: list(textRow) })), null),
  inside: flag,
  h5Url: text,
  isDelay: flag,
  telephone: text,
  isScore: flag,
  playeduL: text,
  reyMsg: text,
  cardNeedPop: flag,
  cardPopTitle: text,
  cardPopMsg: text,
})

/**
 * Recommended products that could not be read are left out of the list; the reason is recorded
 * (Copy diagnostics), most likely the deployment's missing alias map.
 */
function noteUnread(raw: unknown, read: readonly unknown[], where: string): void {
  const sent = Array.isArray(raw) ? raw.length : 0
  if (sent <= read.length) return
  const why = recProductNamesConfigured()
    ? 'they lack a name or a field (check the alias map for recommended products)'
    : 'the alias map for recommended products is not configured'
  noteLeftOut(`${where}: ${sent - read.length} of ${sent} recommended products left out: ${why}`)
}

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined

/** /v3/loan-details/loan-details data -> LoanDetails; throws MalformedResponseError on a bad answer. */
export function toLoanDetails(data: unknown): LoanDetails {
  const d = parseOrThrow(loanDetails, data, 'loan details')
  noteUnread(field(data, 'recProducts'), d.recProducts, 'Order details')
  return {
    status: d.orderStatus,
    noticeTitle: d.noticeStatusText,
    noticeText: d.noticeDesText,
    productName: d.productName,
    productLogo: d.productLogo,
    rows: (d.userOrderDetail?.detail ?? []).map((r) => ({ label: r.text, value: r.value })),
    recProducts: d.recProducts ?? [],
    isDelay: d.isDelay === 1,
    isScore: d.isScore === 1,
    telephone: d.telephone.trim(),
    confirmUrl: d.playeduL.trim(),
    withdrawMessage: d.reyMsg.trim(),
    h5Url: d.h5Url.trim(),
    inside: d.inside === 1,
    cardPop: d.cardNeedPop === 1 ? { title: d.cardPopTitle, message: d.cardPopMsg } : null,
  }
}

const unionInfo = v.object({ noticeMessage: text, errMessage: text, family: list(recProduct) })

/** /service/new/union-error-info data -> UnionErrorInfo. */
export function toUnionErrorInfo(data: unknown): UnionErrorInfo {
  const d = parseOrThrow(unionInfo, data, 'union error info')
  noteUnread(field(data, 'family'), d.family, 'Joint login failure')
  // list() is optional at the type level (it turns a missing key into []).
  return { noticeMessage: d.noticeMessage, errMessage: d.errMessage, family: d.family ?? [] }
}

/** The 'define' call's data: the product link (an http URL or something for the native app). */
export function toDefineLink(data: unknown): string {
  return parseOrThrow(text, data, 'product link').trim()
}
