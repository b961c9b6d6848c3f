import { flag, list, parseOrThrow, text } from '@src/lender/schema'
import * as v from '@src/lib/valid'

import type { OldCommitResult, OldRepayWay } from './types'

/** Wire schemas of the old repayment flow (/oldRepay) and their mapping to domain types. */

const oldWaySchema = v.looseObject({
  alipay: flag,
  repayToken: text,
  bankCards: list(v.looseObject({ id: v.pipe(text, v.nonEmpty()), bankName: text, cardNo: text, bankCode: text })),
})

export function toOldRepayWay(data: unknown): OldRepayWay {
  const d = parseOrThrow(oldWaySchema, data, 'repayment way')
  const bankCards = (d.bankCards ?? []).map((c) => ({ id: c.id, bankName: c.bankName, cardNo: c.cardNo, bankCode: c.bankCode }))
  return { alipay: d.alipay === 1, repayToken: d.repayToken, bankCards }
}

export function toOldCommitResult(data: unknown): OldCommitResult {
  const d = parseOrThrow(v.looseObject({ needValid: flag, repayRecordId: text }), data, 'repayment commit')
  return { needValid: d.needValid === 1, repayRecordId: d.repayRecordId }
}

/** The alipay answer's redirect url: the data itself, or data.url / data.redirectUrl. */
export function toRedirectUrl(data: unknown): string {
  if (typeof data === 'string') return data
  const d = parseOrThrow(v.looseObject({ url: text, redirectUrl: text }), data, 'alipay repayment')
  return d.url || d.redirectUrl
}
