import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { captchaUrl, getSid, getSms, getTemplate, register, type RegisterBody, trackClick, trackVisit } from '@features/promotion/api'
import { server } from '@sandbox/node'
import { overrideConfig } from '@src/config/env'
import { wireSettings } from '@src/lender/wire'
import { eventCalls } from '@src/outbox/eventCalls'
import { trackEvent } from '@src/outbox/page'
import { baseApi } from '@store/api'
import { makeStore } from '@store/index'

/**
 * The API contract: with any base, absolute or relative, every request goes to the base
 * plus exactly the path of SPEC section 7. Every endpoint of every features/<group>/api.ts is
 * listed here, and a new endpoint fails the test until it is.
 */

// Every feature's endpoints, injected into the one API.
const featureApis = import.meta.glob(['../features/*/api.ts', '../features/*/*/api.ts'], { eager: true })

type Endpoint = { initiate: (args: unknown) => unknown }
const endpoints = baseApi.endpoints as unknown as Record<string, Endpoint>

/** The lender behind a gateway path, to show that a base with a path keeps it. */
const BASE = 'https://lender.example/gw'
const ORIGIN = 'https://lender.example'

const order = { productId: 'P1', orderId: 'O1' }
const sms: RegisterBody = {
  phone: '13812345678',
  capcode: 'AB12',
  sid: 's',
  deviceId: 'd',
  appName: 'A',
  app_from: '',
  user_from: '',
  utm_tag: '',
  merchantNumber: '',
  userName: '',
  smsCode: '123456',
  invite_code: '',
  id: '1001',
}

/** endpoint -> [args, method, SPEC 7 path]. Legacy calls whose real path is an alias are marked. */
const RTK: Record<string, [unknown, 'GET' | 'POST', string]> = {
  sendDeleteCode: [{ phone: '0712345678' }, 'POST', '/service/login/send-sms-code-new'],
  deleteAccount: [{ phone: '0712345678', code: '123456' }, 'POST', '/service/login/user-delete'],
  getBankForm: [{ productId: 'P1' }, 'POST', '/service/entry-order/card-init'],
  saveBankInfo: [{ source: '', body: { product_id: 'P1' } }, 'POST', '/v3/certify/save-bank-info'],
  getComplaintInit: [{ orderId: 'O1' }, 'POST', '/user-problem/problem-init'],
  uploadComplaintImage: [{ body: new FormData(), idempotencyKey: 'k' }, 'POST', '/user-problem/upload-problem-img'],
  getComplaintList: [undefined, 'POST', '/user-problem/problem-list'],
  getComplaintDetail: [{ problemId: '9' }, 'POST', '/user-problem/problem-detail'],
  saveComplaintScore: [{ problemId: '9', score: 5 }, 'POST', '/user-problem/save-score'],
  getLoanOffer: [{ variant: 'v3', productId: 'P1' }, 'POST', '/v3/loan-confirm/loan-detail-confirm'],
  getContracts: [{ variant: 'v3', productId: 'P1' }, 'POST', '/v3/contract/contract'],
  openContract: [{ variant: 'v3', productId: 'P1', scene: 3, position: 0, orderId: 'O1' }, 'POST', '/v3/contract/contract-jump'],
  pushLoan: [{ variant: 'v3', amount: 1, periods: 1, termUnit: 1, productId: 'P1' }, 'POST', '/v3/loan-confirm/loan-detail-push-yd'],
  getOrderNumbers: [undefined, 'POST', '/user-problem/problem-init'],
  getLoanDetails: [order, 'POST', '/v3/loan-details/loan-details'],
  getUnionErrorInfo: [undefined, 'POST', '/service/new/union-error-info'],
  scoreOrder: [order, 'POST', '/v3/loan-details/google-score'],
  // SPEC 7 gives no path for the legacy obfuscated 'define' call: ours, through the alias map.
  defineProduct: [{ moduleId: '1', position: '0', linkId: 'L' }, 'POST', '/x1/k7/d3'],
  getRepayPlan: [order, 'POST', '/v3/installment/loan-play-detail-yd'],
  getDelayDetail: [order, 'POST', '/v3/loan-details/delay-detail-yd'],
  generateRepayment: [
    { product_id: 'P1', orderId: 'O1', amount: 1, cardNo: '', bankCode: '', isDelay: 0 },
    'POST',
    '/v3/loan-details/generate-vcode-yd',
  ],
  submitUtr: [{ orderId: 'O1', utr: 'U', isDelay: 0 }, 'POST', '/v3/loan-details/submit-utr'],
  getOldRepayWay: [{ orderId: 'O1' }, 'POST', '/api/v1/tz/tz/service/loan/repayment-way'],
  commitOldRepayment: [
    { amount: 1, bankName: '', cardId: '', cardNo: '', couponId: null, orderId: 'O1', repayToken: '', bankCode: '', sendMsg: 0 },
    'POST',
    '/api/v1/tz/tz/service/loan/repayment-commit',
  ],
  confirmOldRepayment: [
    { orderId: 'O1', verifyCode: '123456', repaymentRecordId: 'R' },
    'POST',
    '/api/v1/tz/tz/service/loan/repayment-confirm',
  ],
  payOldByAlipay: [{ userId: 'U', orderId: 'O1', amount: 1 }, 'POST', '/api/v1/tz/tz/service/loan/repayment-huichao'],
  getContactInfo: [undefined, 'POST', '/v3/personal-center/contact-kf-info'],
}

let seen: { method: string; url: URL }[] = []
let undo: () => void = () => undefined

beforeEach(() => {
  seen = []
  server.use(
    http.all(`${ORIGIN}/*`, ({ request }) => {
      seen.push({ method: request.method, url: new URL(request.url) })
      return HttpResponse.json({ code: 0, message: 'ok', data: null, success: true })
    }),
  )
  undo = overrideConfig({ apiBase: BASE })
  // The stub answers data: null; the endpoints' schema errors are expected here and not the point.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => undo())

const pathOf = (u: URL) => u.origin + u.pathname

async function callEndpoint(name: string, args: unknown): Promise<void> {
  const store = makeStore()
  const r = store.dispatch(endpoints[name].initiate(args) as never) as unknown as Promise<unknown> & { unsubscribe?: () => void }
  await Promise.resolve(r).catch(() => undefined)
  r.unsubscribe?.()
}

describe('API contract: base + the SPEC 7 path, under an absolute base', () => {
  it('lists every endpoint of every feature', () => {
    expect(Object.keys(featureApis).length).toBeGreaterThanOrEqual(8)
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(RTK).sort())
  })

  it.each(Object.entries(RTK))('%s', async (name, [args, method, path]) => {
    await callEndpoint(name, args)
    expect(seen.map((s) => `${s.method} ${pathOf(s.url)}`)).toEqual([`${method} ${BASE}${path}`])
  })

  it('bank info goes to /yours/cardChange when opened from the order page', async () => {
    await callEndpoint('saveBankInfo', { source: 'loanDetail', body: { product_id: 'P1' } })
    expect(seen.map((s) => pathOf(s.url))).toEqual([`${BASE}/yours/cardChange`])
  })

  it('the landing: template, sid, SMS code, register, captcha (with the common parameters)', async () => {
    const store = makeStore()
    await store.dispatch(getTemplate('1001'))
    await store.dispatch(getSid())
    await store.dispatch(getSms(sms))
    await store.dispatch(register(sms))
    expect(seen.map((s) => `${s.method} ${pathOf(s.url)}`)).toEqual([
      `GET ${BASE}/api/v2/tz/service/channel/channel-template`,
      `GET ${BASE}/api/v2/tz/promotion/get-sid`,
      `POST ${BASE}/api/v2/tz/promotion/get-sms`,
      `POST ${BASE}/api/v2/tz/promotion/register`,
    ])
    const captcha = new URL(captchaUrl('s1', 7, { settings: wireSettings(), commonParams: { session_id: 'S', device_id: 'D' } }))
    expect(pathOf(captcha)).toBe(`${BASE}/api/v2/tz/promotion/get-captcha`)
    expect(Object.fromEntries(captcha.searchParams)).toEqual({ session_id: 'S', device_id: 'D', sid: 's1', t: '7' })
  })

  it('tracking: visit, click and event save, sent through the outbox', async () => {
    const store = makeStore()
    const q = { page_id: '1001', user_from: '', client_type: 'h5', utm_tag: '', app_from: '' }
    await store.dispatch(trackVisit(q))
    await store.dispatch(trackClick({ ...q, phone: '13812345678' }))
    await trackEvent(eventCalls.eventSave({ productId: 'P1', moduleId: '30' }), { commonParams: {}, apiBase: BASE })
    expect(seen.map((s) => `${s.method} ${pathOf(s.url)}`)).toEqual([
      `GET ${BASE}/api/v2/tz/promotion/track-visit`,
      `GET ${BASE}/api/v2/tz/promotion/track-click`,
      `POST ${BASE}/service/event/save`,
    ])
  })

  it('a relative base on the same origin works the same way (the default /api mount)', async () => {
    undo()
    undo = overrideConfig({ apiBase: '/api' })
    const store = makeStore()
    const r = await store.dispatch(getSid())
    expect(r.ok).toBe(true)
    expect(new URL(captchaUrl('s1', 1)).pathname).toBe('/api/api/v2/tz/promotion/get-captcha')
  })
})
