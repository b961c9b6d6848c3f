import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildConfig, overrideConfig } from '@src/config/env'
import { requestFor, type CallSpec } from '@src/lender/call'
import { exchange } from '@src/lender/wire'
import { accountCalls } from '@src/lender/account/calls'
import { bankCalls } from '@src/lender/bank/calls'
import { complaintCalls } from '@src/lender/complaints/calls'
import { loanCalls } from '@src/lender/loan/calls'
import { orderCalls } from '@src/lender/order/calls'
import { promotionCalls } from '@src/lender/promotion/calls'
import { repaymentCalls } from '@src/lender/repayment/calls'
import { supportCalls } from '@src/lender/support/calls'
import { trackingCalls } from '@src/lender/tracking/calls'
import { initialSession, type SessionState } from './session'
import { toWireRequest } from './request'

/*
 * The default wire (no deployment extras) of every call against SPEC 7's table: the path, the
 * common client parameters in the query string, the call's own payload and nothing else; no
 * Idempotency-Key, no Accept-Language, no language parameter. The names are SPEC 7's, written
 * here rather than read from the code under test.
 */

/** The common client parameters the developer test page edits (SPEC 2), as the shell names them. */
const COMMON = ['app_version', 'device_name', 'device_id', 'os_version', 'session_id', 'advertising_id']

/** Headers SPEC 7 names: the JSON and form clients' marker, content type and their two headers each. */
const SPEC_HEADERS = ['accept', 'content-type', 'x-requested-with', 'building', 'gather', 'swift', 'eyes']

type Row = { call: CallSpec<never>; args: unknown; method: 'GET' | 'POST'; path: string; payload: string[]; query?: string[] }

const order = { productId: 'P1', orderId: 'O1' }
const smsBody = {
  phone: '0712345678',
  capcode: 'AB12',
  sid: 's1',
  deviceId: 'd1',
  appName: 'App',
  app_from: 'a',
  user_from: 'u',
  utm_tag: 't',
}
const visit = { page_id: '7', user_from: 'u', client_type: 'android', utm_tag: 't', app_from: 'a' }

/** SPEC 7's calls table: method, path and payload names per call. */
const TABLE: Record<string, Row> = {
  cardInit: {
    call: bankCalls.cardInit,
    args: { productId: 'P1' },
    method: 'POST',
    path: '/service/entry-order/card-init',
    payload: ['product_id'],
  },
  // "form fields plus product_id": the form's fields are the lender's own (card-init gives them).
  saveBankInfo: {
    call: bankCalls.saveBankInfo,
    args: { source: '', body: { product_id: 'P1', fullName: 'A' } },
    method: 'POST',
    path: '/v3/certify/save-bank-info',
    payload: ['product_id', 'fullName'],
  },
  saveBankInfoFromLoan: {
    call: bankCalls.saveBankInfo,
    args: { source: 'loanDetail', body: { product_id: 'P1' } },
    method: 'POST',
    path: '/yours/cardChange',
    payload: ['product_id'],
  },
  problemInit: {
    call: complaintCalls.init,
    args: { orderId: 'O1' },
    method: 'POST',
    path: '/user-problem/problem-init',
    payload: ['orderId'],
  },
  problemInitSessionOnly: { call: complaintCalls.init, args: {}, method: 'POST', path: '/user-problem/problem-init', payload: [] },
  problemList: { call: complaintCalls.list, args: undefined, method: 'POST', path: '/user-problem/problem-list', payload: [] },
  problemDetail: {
    call: complaintCalls.detail,
    args: { problemId: '9' },
    method: 'POST',
    path: '/user-problem/problem-detail',
    payload: ['problemId'],
  },
  saveScore: {
    call: complaintCalls.score,
    args: { problemId: '9', score: 5 },
    method: 'POST',
    path: '/user-problem/save-score',
    payload: ['score', 'problemId'],
  },
  contactInfo: {
    call: supportCalls.contactInfo,
    args: undefined,
    method: 'POST',
    path: '/v3/personal-center/contact-kf-info',
    payload: ['overall'],
  },
  sendDeleteCode: {
    call: accountCalls.sendDeleteCode,
    args: { phone: '0712345678' },
    method: 'POST',
    path: '/service/login/send-sms-code-new',
    payload: ['phone', 'type'],
  },
  deleteAccount: {
    call: accountCalls.deleteAccount,
    args: { phone: '0712345678', code: '123456' },
    method: 'POST',
    path: '/service/login/user-delete',
    payload: ['phone', 'code'],
  },
  template: {
    call: promotionCalls.template,
    args: '12',
    method: 'GET',
    path: '/api/v2/tz/service/channel/channel-template',
    payload: [],
    query: ['templateId'],
  },
  trackVisit: {
    call: trackingCalls.trackVisit,
    args: { ...visit, page_type: '1' },
    method: 'GET',
    path: '/api/v2/tz/promotion/track-visit',
    payload: [],
    query: ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from'],
  },
  getSid: { call: promotionCalls.sid, args: undefined, method: 'GET', path: '/api/v2/tz/promotion/get-sid', payload: [] },
  getSms: {
    call: promotionCalls.sms,
    args: smsBody,
    method: 'POST',
    path: '/api/v2/tz/promotion/get-sms',
    payload: ['phone', 'capcode', 'sid', 'deviceId', 'appName', 'app_from', 'user_from', 'utm_tag'],
  },
  trackClick: {
    call: trackingCalls.trackClick,
    args: { ...visit, page_type: '1', phone: '0712345678' },
    method: 'GET',
    path: '/api/v2/tz/promotion/track-click',
    payload: [],
    query: ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from', 'phone'],
  },
  register: {
    call: promotionCalls.register,
    args: { ...smsBody, merchantNumber: 'm', userName: '0712345678', smsCode: '123456', invite_code: '', id: '7' },
    method: 'POST',
    path: '/api/v2/tz/promotion/register',
    payload: [
      'phone',
      'capcode',
      'sid',
      'deviceId',
      'appName',
      'merchantNumber',
      'userName',
      'smsCode',
      'invite_code',
      'user_from',
      'id',
      'app_from',
      'utm_tag',
    ],
  },
  repayPlan: {
    call: repaymentCalls.plan,
    args: order,
    method: 'POST',
    path: '/v3/installment/loan-play-detail-yd',
    payload: ['productId', 'orderId'],
  },
  delayDetail: {
    call: repaymentCalls.delayDetail,
    args: order,
    method: 'POST',
    path: '/v3/loan-details/delay-detail-yd',
    payload: ['productId', 'orderId'],
  },
  generate: {
    call: repaymentCalls.generate,
    args: { product_id: 'P1', orderId: 'O1', amount: 100, cardNo: '', bankCode: '', isDelay: 0 },
    method: 'POST',
    path: '/v3/loan-details/generate-vcode-yd',
    payload: ['product_id', 'orderId', 'amount', 'cardNo', 'bankCode', 'isDelay'],
  },
  submitUtr: {
    call: repaymentCalls.submitUtr,
    args: { orderId: 'O1', utr: 'U1', isDelay: 0 },
    method: 'POST',
    path: '/v3/loan-details/submit-utr',
    payload: ['orderId', 'utr', 'isDelay'],
  },
  loanConfirm: {
    call: loanCalls.offer,
    args: { variant: 'v3', productId: 'P1' },
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-confirm',
    payload: ['productId'],
  },
  contracts: {
    call: loanCalls.contracts,
    args: { variant: 'v3', productId: 'P1' },
    method: 'POST',
    path: '/v3/contract/contract',
    payload: ['productId', 'scene'],
  },
  contractJump: {
    call: loanCalls.contractJump,
    args: { variant: 'v3', productId: 'P1', scene: 3, position: 0, orderId: 'O1' },
    method: 'POST',
    path: '/v3/contract/contract-jump',
    payload: ['productId', 'scene', 'position', 'orderId'],
  },
  push: {
    call: loanCalls.push,
    args: { variant: 'v3', amount: 100, periods: 1, termUnit: 1, productId: 'P1' },
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-push-yd',
    payload: ['amount', 'periods', 'termUnit', 'productId'],
  },
  unionErrorInfo: { call: orderCalls.unionErrorInfo, args: undefined, method: 'POST', path: '/service/new/union-error-info', payload: [] },
  loanDetails: {
    call: orderCalls.loanDetails,
    args: order,
    method: 'POST',
    path: '/v3/loan-details/loan-details',
    payload: ['productId', 'orderId'],
  },
  googleScore: { call: orderCalls.googleScore, args: order, method: 'POST', path: '/v3/loan-details/google-score', payload: ['score'] },
  borrowAgainEvent: {
    call: trackingCalls.eventSave,
    args: { productId: 'P1', moduleId: '30', positionId: '0' },
    method: 'POST',
    path: '/service/event/save',
    payload: ['productId', 'moduleId', 'positionId'],
  },
}

type Seen = { method: string; url: URL; headers: Headers; body: string }

async function send(row: Row, session: SessionState): Promise<Seen> {
  let seen: Seen | null = null
  const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? init.body : ''
    seen = { method: init?.method ?? 'GET', url: new URL(String(input)), headers: new Headers(init?.headers), body }
    return new Response(JSON.stringify({ code: 0, success: true, data: null }), { headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  const { req, settings } = toWireRequest(requestFor(row.call, row.args as never), session)
  await exchange(req, settings, { origin: 'https://app.example', fetch: fake })
  if (!seen) throw new Error('nothing sent')
  return seen
}

let undo: () => void = () => undefined
beforeEach(() => {
  // The defaults of a build given no extras (the tests' setup plays the sandbox, which turns them on).
  const d = buildConfig({})
  undo = overrideConfig({
    langParam: d.langParam,
    acceptLanguage: d.acceptLanguage,
    idempotencyKey: d.idempotencyKey,
    apiBase: '/api',
    segment: 'tz',
  })
})
afterEach(() => undo())

describe("the default wire of every call is SPEC 7's", () => {
  const session: SessionState = {
    ...initialSession([]),
    lang: 'sw',
    params: {
      appVersion: '3.1',
      deviceName: 'Tecno',
      deviceId: 'd1',
      osVersion: '11',
      sessionId: 's1',
      advertisingId: 'ad1',
      extra: {},
      headers: {},
    },
  }

  for (const [name, row] of Object.entries(TABLE)) {
    it(`${name}: ${row.method} ${row.path} with the common parameters and ${row.payload.concat(row.query ?? []).join(', ') || 'no payload'}`, async () => {
      const seen = await send(row, session)
      expect(seen.method).toBe(row.method)
      expect(seen.url.pathname).toBe(`/api${row.path}`)
      const keys = [...seen.url.searchParams.keys()]
      expect(keys.slice(0, COMMON.length)).toEqual(COMMON)
      expect(keys.slice(COMMON.length).sort()).toEqual([...(row.query ?? [])].sort())
      expect([...new URLSearchParams(seen.body).keys()].sort()).toEqual([...row.payload].sort())
      const headers = [...seen.headers.keys()]
      expect(headers.filter((h) => !SPEC_HEADERS.includes(h))).toEqual([])
    })
  }

  /** A complaint save with the key 'k1', as the outbox sends it. */
  const sendSave = () =>
    send(
      {
        call: complaintCalls.save,
        args: {
          payload: { problemType: '1', problemSonType: '', problemDetail: 'x', problemImage: '', orderNo: 'O1' },
          idempotencyKey: 'k1',
        },
        method: 'POST',
        path: '/user-problem/problem-save',
        payload: [],
      },
      session,
    )

  it('each extra is sent once the deployment turns it on', async () => {
    const more = overrideConfig({ langParam: 'language', acceptLanguage: true, idempotencyKey: true })
    try {
      const seen = await send({ ...TABLE.problemList!, args: undefined }, session)
      expect(seen.url.searchParams.get('language')).toBe('sw')
      expect(seen.headers.get('accept-language')).toBe('sw')
      const save = await sendSave()
      expect(save.headers.get('idempotency-key')).toBe('k1')
    } finally {
      more()
    }
  })

  it('a complaint save carries no Idempotency-Key by default', async () => {
    const save = await sendSave()
    expect(save.headers.has('idempotency-key')).toBe(false)
  })
})
