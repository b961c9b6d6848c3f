import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildConfig, overrideConfig } from '@src/config/env'
import { accountCalls } from '@src/lender/account/calls'
import { bankCalls } from '@src/lender/bank/calls'
import { type CallSpec, requestFor } from '@src/lender/call'
import { complaintCalls } from '@src/lender/complaints/calls'
import { loanCalls } from '@src/lender/loan/calls'
import { orderCalls } from '@src/lender/order/calls'
import { promotionCalls } from '@src/lender/promotion/calls'
import { repaymentCalls } from '@src/lender/repayment/calls'
import { supportCalls } from '@src/lender/support/calls'
import { trackingCalls } from '@src/lender/tracking/calls'
import { exchange } from '@src/lender/wire'

import { requestContext } from './requestContext'
import { initialSession, type SessionState } from './session'

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

/** One row of SPEC 7's calls table: the call and its arguments, `METHOD path`, the payload's names, the GET parameters' names. */
function row(call: CallSpec<never>, args: unknown, route: string, payload: string[] = [], query?: string[]): Row {
  const [method, path] = route.split(' ') as [Row['method'], string]
  return { call, args, method, path, payload, ...(query ? { query } : {}) }
}

const VISIT_QUERY = ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from']
const SMS_PAYLOAD = ['phone', 'capcode', 'sid', 'deviceId', 'appName']

/** SPEC 7's calls table: method, path and payload names per call. */
const TABLE: Record<string, Row> = {
  cardInit: row(bankCalls.cardInit, { productId: 'P1' }, 'POST /service/entry-order/card-init', ['product_id']),
  // "form fields plus product_id": the form's fields are the lender's own (card-init gives them).
  saveBankInfo: row(bankCalls.saveBankInfo, { source: '', body: { product_id: 'P1', fullName: 'A' } }, 'POST /v3/certify/save-bank-info', [
    'product_id',
    'fullName',
  ]),
  saveBankInfoFromLoan: row(bankCalls.saveBankInfo, { source: 'loanDetail', body: { product_id: 'P1' } }, 'POST /yours/cardChange', [
    'product_id',
  ]),
  problemInit: row(complaintCalls.init, { orderId: 'O1' }, 'POST /user-problem/problem-init', ['orderId']),
  problemInitSessionOnly: row(complaintCalls.init, {}, 'POST /user-problem/problem-init'),
  problemList: row(complaintCalls.list, undefined, 'POST /user-problem/problem-list'),
  problemDetail: row(complaintCalls.detail, { problemId: '9' }, 'POST /user-problem/problem-detail', ['problemId']),
  saveScore: row(complaintCalls.score, { problemId: '9', score: 5 }, 'POST /user-problem/save-score', ['score', 'problemId']),
  contactInfo: row(supportCalls.contactInfo, undefined, 'POST /v3/personal-center/contact-kf-info', ['overall']),
  sendDeleteCode: row(accountCalls.sendDeleteCode, { phone: '0712345678' }, 'POST /service/login/send-sms-code-new', ['phone', 'type']),
  deleteAccount: row(accountCalls.deleteAccount, { phone: '0712345678', code: '123456' }, 'POST /service/login/user-delete', [
    'phone',
    'code',
  ]),
  template: row(promotionCalls.template, '12', 'GET /api/v2/tz/service/channel/channel-template', [], ['templateId']),
  trackVisit: row(trackingCalls.trackVisit, { ...visit, page_type: '1' }, 'GET /api/v2/tz/promotion/track-visit', [], VISIT_QUERY),
  getSid: row(promotionCalls.sid, undefined, 'GET /api/v2/tz/promotion/get-sid'),
  getSms: row(promotionCalls.sms, smsBody, 'POST /api/v2/tz/promotion/get-sms', [...SMS_PAYLOAD, 'app_from', 'user_from', 'utm_tag']),
  trackClick: row(
    trackingCalls.trackClick,
    { ...visit, page_type: '1', phone: '0712345678' },
    'GET /api/v2/tz/promotion/track-click',
    [],
    [...VISIT_QUERY, 'phone'],
  ),
  register: row(
    promotionCalls.register,
    { ...smsBody, merchantNumber: 'm', userName: '0712345678', smsCode: '123456', invite_code: '', id: '7' },
    'POST /api/v2/tz/promotion/register',
    [...SMS_PAYLOAD, 'merchantNumber', 'userName', 'smsCode', 'invite_code', 'user_from', 'id', 'app_from', 'utm_tag'],
  ),
  repayPlan: row(repaymentCalls.plan, order, 'POST /v3/installment/loan-play-detail-yd', ['productId', 'orderId']),
  delayDetail: row(repaymentCalls.delayDetail, order, 'POST /v3/loan-details/delay-detail-yd', ['productId', 'orderId']),
  generate: row(
    repaymentCalls.generate,
    { product_id: 'P1', orderId: 'O1', amount: 100, cardNo: '', bankCode: '', isDelay: 0 },
    'POST /v3/loan-details/generate-vcode-yd',
    ['product_id', 'orderId', 'amount', 'cardNo', 'bankCode', 'isDelay'],
  ),
  submitUtr: row(repaymentCalls.submitUtr, { orderId: 'O1', utr: 'U1', isDelay: 0 }, 'POST /v3/loan-details/submit-utr', [
    'orderId',
    'utr',
    'isDelay',
  ]),
  loanConfirm: row(loanCalls.offer, { variant: 'v3', productId: 'P1' }, 'POST /v3/loan-confirm/loan-detail-confirm', ['productId']),
  contracts: row(loanCalls.contracts, { variant: 'v3', productId: 'P1' }, 'POST /v3/contract/contract', ['productId', 'scene']),
  contractJump: row(
    loanCalls.contractJump,
    { variant: 'v3', productId: 'P1', scene: 3, position: 0, orderId: 'O1' },
    'POST /v3/contract/contract-jump',
    ['productId', 'scene', 'position', 'orderId'],
  ),
  push: row(
    loanCalls.push,
    { variant: 'v3', amount: 100, periods: 1, termUnit: 1, productId: 'P1' },
    'POST /v3/loan-confirm/loan-detail-push-yd',
    ['amount', 'periods', 'termUnit', 'productId'],
  ),
  unionErrorInfo: row(orderCalls.unionErrorInfo, undefined, 'POST /service/new/union-error-info'),
  loanDetails: row(orderCalls.loanDetails, order, 'POST /v3/loan-details/loan-details', ['productId', 'orderId']),
  googleScore: row(orderCalls.googleScore, order, 'POST /v3/loan-details/google-score', ['score']),
  borrowAgainEvent: row(trackingCalls.eventSave, { productId: 'P1', moduleId: '30', positionId: '0' }, 'POST /service/event/save', [
    'productId',
    'moduleId',
    'positionId',
  ]),
}

type Seen = { method: string; url: URL; headers: Headers; body: string }

async function send(row: Row, session: SessionState): Promise<Seen> {
  let seen: Seen | null = null
  const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? init.body : ''
    seen = { method: init?.method ?? 'GET', url: new URL(String(input)), headers: new Headers(init?.headers), body }
    return new Response(JSON.stringify({ code: 0, success: true, data: null }), { headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  await exchange(requestFor(row.call, row.args as never), requestContext(session), { origin: 'https://app.example', fetch: fake })
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
      row(
        complaintCalls.save,
        { payload: { problemType: '1', problemSonType: '', problemDetail: 'x', problemImage: '', orderNo: 'O1' }, idempotencyKey: 'k1' },
        'POST /user-problem/problem-save',
      ),
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
