import { confirmTrackingPoint } from '@src/bridge/tracking'
import { config } from '@src/config/env'
import { common } from '@src/i18n/common'
import { translator } from '@src/i18n/index'
import { baseQuery, buildUrl } from '@store/baseQuery'
import { languageParams, type ApiArgs } from '@store/request'
import { lenderCalls } from '@src/lender/calls'
import { isRetryable, type ApiError } from '@src/lender/errors'
import type { AppDispatch, RootState } from '@store/index'
import { commonParamsOf } from '@store/session'
import { parseSid, parseTemplate } from './wire'
import type { LandingParams, Template } from './types'

/**
 * The landing's calls. They go through the one base query (common params, envelope, alias map)
 * but not through RTK Query: the landing must hydrate within 100 KB of gzip JS, and RTK Query's
 * hooks alone cost about 14 KB of it. None of these answers is worth caching anyway.
 */
export type Outcome<T> = { ok: true; data: T; message: string } | { ok: false; error: ApiError }

type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>

function request<T>(endpoint: string, args: ApiArgs, parse: (data: unknown) => T): Thunk<Outcome<T>> {
  return async (dispatch, getState) => {
    const controller = new AbortController()
    // Not RTK Query, so no feedback middleware: screens show or toast the outcome themselves (the spec words some codes differently).
    const api = { signal: controller.signal, abort: (r?: string) => controller.abort(r), dispatch, getState, extra: undefined, endpoint, type: 'mutation' as const }
    const r = await baseQuery(args, api, {})
    if (r.error) return { ok: false, error: r.error }
    try {
      return { ok: true, data: parse(r.data), message: r.meta?.message ?? '' }
    } catch {
      const t = translator(common, getState().session?.lang ?? 'en')
      return { ok: false, error: { kind: 'malformed', message: t('malformedError') } }
    }
  }
}

const ignore = () => null
const segment = (path: string) => `/api/v2/{segment}${path}`

export const getTemplate = (templateId: string) =>
  request<Template>('channelTemplate', { url: segment('/service/channel/channel-template'), method: 'GET', params: { templateId }, ok: ['00'] }, parseTemplate)

export type VisitQuery = { page_id: string; user_from: string; client_type: string; utm_tag: string; app_from: string }

type TrackKind = 'trackVisit' | 'trackClick'


/**
 * Tracking; the answer is ignored (SPEC 7). The first attempt goes straight through the base query
 * (already loaded), after the page has loaded. Only when it fails on the way (network, timeout,
 * 5xx, 408, 429) does the offline outbox load (about 7 KB gzip) and keep the visit or click to
 * send later, once: on a good connection the landing never downloads the outbox code, which keeps
 * /promotion within 100 KB of JS fetched before the network is idle. (A timeout whose request did
 * arrive may count twice; the lender reads these as counts, not as money.)
 */
function track(kind: TrackKind, params: Record<string, string>): Thunk<void> {
  return async (dispatch, getState) => {
    await afterLoad()
    const query = { ...params, page_type: '1' }
    // The shell hears of the event too (SPEC 2 bridge: confirm tracking point); never the phone.
    confirmTrackingPoint({ path: lenderCalls[kind].path, params: query })
    const { path, method, ok } = lenderCalls[kind]
    const r = await request(kind, { url: path, method, params: query, ok }, ignore)(dispatch, getState)
    if (r.ok || !isRetryable(r.error)) return
    const commonParams = { ...commonParamsOf(getState().session.params), ...languageParams(getState().session.lang) }
    const { trackEvent, trackingCalls } = await import('@src/outbox/api')
    await trackEvent(trackingCalls[kind](query), { commonParams, apiBase: config.apiBase }).catch(() => undefined)
  }
}

/** Resolves once the page has loaded, so tracking code never competes with the first paint. */
function afterLoad(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => setTimeout(resolve, 0), { once: true }))
}

export const trackVisit = (q: VisitQuery) => track('trackVisit', q)

export const trackClick = (q: VisitQuery & { phone: string }) => track('trackClick', q)

export const getSid = () => request<string>('getSid', { url: segment('/promotion/get-sid'), method: 'GET' }, parseSid)

export type SmsBody = { phone: string; capcode: string; sid: string; deviceId: string; appName: string } & Pick<LandingParams, 'app_from' | 'user_from' | 'utm_tag'>

export const getSms = (body: SmsBody) => request('getSms', { url: segment('/promotion/get-sms'), body }, ignore)

export type RegisterBody = SmsBody & { merchantNumber: string; userName: string; smsCode: string; invite_code: string; id: string }

export const register = (body: RegisterBody) => request('register', { url: segment('/promotion/register'), body }, ignore)

/**
 * The captcha image for a sid; the timestamp makes each tap draw a new one (SPEC 7). The picture is
 * a request like any other: it carries the common client parameters (SPEC 7 shared behaviour).
 */
export function captchaUrl(sid: string, t: number, commonParams: Record<string, string> = {}, origin = typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1'): string {
  return buildUrl({ url: segment('/promotion/get-captcha'), params: { sid, t } }, commonParams, config.aliases, origin)
}
