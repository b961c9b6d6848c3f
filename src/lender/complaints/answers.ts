import * as v from '@src/lib/valid'

import { flag, list, maybeNumber, parseOrThrow, text } from '../schema'
import type { ComplaintDetail, ComplaintInit, ComplaintOrder, ComplaintTab, ProblemOption } from './types'

const option = v.pipe(
  v.object({ title: text, value: text }),
  v.check((o) => o.value !== '' && o.title !== ''),
)

const order = v.pipe(
  v.object({
    orderNo: text,
    productLogo: text,
    productName: text,
    status: text,
    isShow: flag,
    list: list(v.object({ title: text, value: text })),
  }),
  v.check((o) => o.orderNo !== ''),
  v.transform(({ list: rows, ...o }): ComplaintOrder => ({
    ...o,
    productLogo: safeImageUrl(o.productLogo),
    isShow: o.isShow === 1 ? 1 : 0,
    rows: rows ?? [],
  })),
)

const initSchema = v.object({
  problemType: list(option),
  problemSonType: list(option),
  orderDetail: v.optional(v.nullable(v.unknown())),
  orderList: list(order),
})

/** problem-init answer -> what the start page needs; a missing or odd orderDetail is just 'none'. */
export function toComplaintInit(data: unknown): ComplaintInit {
  const d = parseOrThrow(initSchema, data, 'complaint init')
  const detail = v.safeParse(order, d.orderDetail)
  return {
    types: (d.problemType ?? []) as ProblemOption[],
    sonTypes: (d.problemSonType ?? []) as ProblemOption[],
    orderDetail: detail.success ? detail.output : null,
    orders: d.orderList ?? [],
  }
}

const entry = v.pipe(
  v.object({ id: text, problemId: text, time: text, type: text, content: text }),
  v.transform((e) => ({ id: e.id || e.problemId, time: e.time, type: e.type, content: e.content })),
  v.check((e) => e.id !== ''),
)

const tab = v.pipe(
  v.object({ title: text, name: text, list: v.optional(v.unknown()), data: v.optional(v.unknown()) }),
  v.transform((t): ComplaintTab => ({ title: t.title || t.name, entries: v.parse(list(entry), t.list ?? t.data) })),
  v.check((t) => t.title !== ''),
)

/** problem-list answer: `{ tabs: [...] }` or the bare tab array some servers send. */
export function toComplaintTabs(data: unknown): ComplaintTab[] {
  const raw = Array.isArray(data) ? data : parseOrThrow(v.object({ tabs: v.array(v.unknown()) }), data, 'complaint list').tabs
  return v.parse(list(tab), raw)
}

/** Images arrive as a list of URLs, a list of { url }, or one comma-joined string. */
const images = v.pipe(
  v.optional(v.unknown()),
  v.transform((x): string[] => {
    const items: unknown[] = Array.isArray(x) ? x : typeof x === 'string' ? x.split(',') : []
    return items
      .map((i) =>
        typeof i === 'string'
          ? i
          : i && typeof i === 'object' && typeof (i as { url?: unknown }).url === 'string'
            ? (i as { url: string }).url
            : '',
      )
      .map((s) => safeImageUrl(s.trim()))
      .filter(Boolean)
  }),
)

const detailSchema = v.object({
  problemId: text,
  type: text,
  sonType: text,
  content: text,
  images,
  disposeDetail: text,
  disposeImages: images,
  isNeedScore: maybeNumber,
})

/** problem-detail answer -> domain detail; `fallbackId` fills a missing problemId. */
export function toComplaintDetail(data: unknown, fallbackId = ''): ComplaintDetail {
  const d = parseOrThrow(detailSchema, data, 'complaint detail')
  return {
    ...d,
    images: d.images ?? [],
    disposeImages: d.disposeImages ?? [],
    problemId: d.problemId || fallbackId,
    isNeedScore: d.isNeedScore ?? 0,
  }
}

/**
 * Image sources from the server: http(s), same-origin paths and inline images only, so a
 * stray `javascript:` or unknown scheme never reaches an <img>.
 */
export function safeImageUrl(url: string): string {
  if (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) || /^data:image\//i.test(url) || /^blob:/i.test(url)) return url
  return ''
}
