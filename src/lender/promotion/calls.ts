import type { LenderCall } from '../call'
import { parseSid, parseTemplate } from './answers'
import type { LandingParams, Template } from './types'

/** The promotion group's paths sit under the market segment (SPEC 7). */
const segment = (path: string) => `/api/v2/{segment}${path}`

export type SmsBody = { phone: string; capcode: string; sid: string; deviceId: string; appName: string } & Pick<
  LandingParams,
  'app_from' | 'user_from' | 'utm_tag'
>

export type RegisterBody = SmsBody & { merchantNumber: string; userName: string; smsCode: string; invite_code: string; id: string }

/**
 * The landing's calls (SPEC 7). get-sms and register answer with a code and a message the landing
 * words itself (SPEC 8), so their data is not read. The visit and click tracking calls are in
 * ../tracking/calls.ts (the offline queue sends them too).
 */
// Plain descriptors, without the call() helper: this module is on the landing's start path (the public pages' JS budget).
const ignore = (): null => null

export const promotionCalls = {
  /** Code '00' is ok; its data is the template (id plus the template data). */
  template: {
    method: 'GET',
    path: segment('/service/channel/channel-template'),
    ok: ['00'],
    send: (templateId: string) => ({ params: { templateId } }),
    read: parseTemplate,
  } satisfies LenderCall<string, Template>,
  sid: { method: 'GET', path: segment('/promotion/get-sid'), read: parseSid } satisfies LenderCall<void, string>,
  sms: { method: 'POST', path: segment('/promotion/get-sms'), send: (body: SmsBody) => ({ body }), read: ignore } satisfies LenderCall<
    SmsBody,
    null
  >,
  register: {
    method: 'POST',
    path: segment('/promotion/register'),
    send: (body: RegisterBody) => ({ body }),
    read: ignore,
  } satisfies LenderCall<RegisterBody, null>,
  /** The captcha picture: not fetched by the app but drawn by an image, at the URL the call builds (a sid and a timestamp). */
  captcha: {
    method: 'GET',
    path: segment('/promotion/get-captcha'),
    send: ({ sid, t }: { sid: string; t: number }) => ({ params: { sid, t } }),
    read: ignore,
  } satisfies LenderCall<{ sid: string; t: number }, null>,
}
