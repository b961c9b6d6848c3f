import { confirmTrackingPoint } from '@src/bridge/tracking'
import { config } from '@src/config/env'
import { common } from '@src/i18n/common'
import { translator } from '@src/i18n/index'
import { type LenderCall, requestFor } from '@src/lender/call'
import { type ApiError, isRetryable } from '@src/lender/errors'
import { promotionCalls, type RegisterBody, type SmsBody } from '@src/lender/promotion/calls'
import { trackingCalls } from '@src/lender/tracking/calls'
import { buildUrl, type RequestContext } from '@src/lender/wire'
import type { AppDispatch, RootState } from '@store/index'
import { requestContext } from '@store/requestContext'
import { sendRequest } from '@store/sendRequest'

/**
 * The landing's calls. They go through the one base query (common params, envelope, alias map)
 * but not through RTK Query: the landing must hydrate within the public pages' JS budget, and RTK
 * Query with its hooks would take a large share of it (docs/performance.md, 'The public pages'
 * budget'). None of these answers is worth caching anyway.
 */
export type Outcome<T> = { ok: true; data: T; message: string } | { ok: false; error: ApiError }

type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>

/** Sends `c` with `args` as the base query does (store/sendRequest.ts) and reads its answer with the call's reader. */
function request<A, T>(c: LenderCall<A, T>, args: A): Thunk<Outcome<T>> {
  return async (_dispatch, getState) => {
    // Not RTK Query, so no feedback middleware: screens show or toast the outcome themselves (the spec words some codes differently).
    const r = await sendRequest(requestFor(c, args), getState())
    if (r.error) return { ok: false, error: r.error }
    const message = r.meta.message
    try {
      return { ok: true, data: c.read(r.data, message, args), message }
    } catch {
      const t = translator(common, getState().session?.lang ?? 'en')
      return { ok: false, error: { kind: 'malformed', message: t('malformedError') } }
    }
  }
}

export const getTemplate = (templateId: string) => request(promotionCalls.template, templateId)

export type VisitQuery = { page_id: string; user_from: string; client_type: string; utm_tag: string; app_from: string }

type TrackKind = 'trackVisit' | 'trackClick'

/**
 * Tracking; the answer is ignored (SPEC 7). The first attempt goes straight through the base query
 * (already loaded), after the page has loaded. Only when it fails on the way (network, timeout,
 * 5xx, 408, 429) does the offline outbox load and keep the visit or click to send later, once: on
 * a good connection the landing never downloads the outbox code (docs/performance.md, 'The
 * outbox's code, off the start'), which keeps /promotion within the public pages' JS budget. (A
 * timeout whose request did arrive may count twice; the lender reads these as counts, not as
 * money.)
 */
function track(kind: TrackKind, params: Record<string, string>): Thunk<void> {
  return async (dispatch, getState) => {
    await afterLoad()
    const query = { ...params, page_type: '1' }
    // The shell hears of the event too (SPEC 2 bridge: confirm tracking point); never the phone.
    confirmTrackingPoint({ path: trackingCalls[kind].path, params: query })
    const r = await request(trackingCalls[kind], query)(dispatch, getState)
    if (r.ok || !isRetryable(r.error)) return
    const { commonParams, settings } = requestContext(getState().session)
    // The queue and the tracking calls in its form load together, only now: the landing starts without either.
    const [{ trackEvent }, { eventCalls }] = await Promise.all([import('@src/outbox/page'), import('@src/outbox/eventCalls')])
    await trackEvent(eventCalls[kind](query), { commonParams, wire: settings, apiBase: config.apiBase }).catch(() => undefined)
  }
}

/** Resolves once the page has loaded, so tracking code never competes with the first paint. */
function afterLoad(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => setTimeout(resolve, 0), { once: true }))
}

export const trackVisit = (q: VisitQuery) => track('trackVisit', q)

export const trackClick = (q: VisitQuery & { phone: string }) => track('trackClick', q)

export const getSid = () => request(promotionCalls.sid, undefined)

export type { RegisterBody, SmsBody }

export const getSms = (body: SmsBody) => request(promotionCalls.sms, body)

export const register = (body: RegisterBody) => request(promotionCalls.register, body)

/**
 * The captcha image for a sid; the timestamp makes each tap draw a new one (SPEC 7). The picture is
 * a request like any other: it carries the common client parameters (SPEC 7 shared behaviour).
 */
export function captchaUrl(
  sid: string,
  t: number,
  session: RequestContext = requestContext(undefined),
  origin = typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1',
): string {
  return buildUrl(requestFor(promotionCalls.captcha, { sid, t }), session, origin)
}
