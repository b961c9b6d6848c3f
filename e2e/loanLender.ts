import type { BrowserContext, Route } from '@playwright/test'

import { loanOffer } from './specAnswers'

/**
 * A lender for Loan Now written in the test from SPEC 3 and 7 (not the sandbox): it ignores
 * Idempotency-Key, answers errors as HTTP 200 with a code, stores every push it reads as a loan
 * application, and lists the borrower's orders in problem-init (session parameters only). It
 * answers the loan confirm calls, the bank save and problem-init; every other call (the bank form
 * among them) goes on to the sandbox.
 */
type Application = { orderNo: string; productId: string; amount: string; periods: string; termUnit: string }

const json = (route: Route, body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })

export async function loanLender(context: BrowserContext, opts: { account?: boolean } = {}) {
  const applications: Application[] = []
  const state = {
    /** The next push: 'after' stores it, then the connection drops before the answer. */
    losePush: null as null | 'after',
    /** The next problem-init answers "System busy" as HTTP 200 with a code. */
    busyInits: 0,
    /** The complaint module is down: every problem-init connection drops. */
    initsDown: false,
    /** The lender takes this long before it stores a push and answers (longer than the app's timeout in a row). */
    pushDelayMs: 0,
    inits: 0,
  }
  let card: { bankName: string; cardNo: string } | null = opts.account === false ? null : { bankName: 'M-Pesa', cardNo: '255754123456' }
  await context.route('**/api/**', async (route) => {
    const req = route.request()
    const path = new URL(req.url()).pathname
    const body = new URLSearchParams(req.postData() ?? '')
    if (path.endsWith('/v3/loan-confirm/loan-detail-confirm')) return json(route, { code: 0, success: true, data: loanOffer(card) })
    if (path.endsWith('/v3/contract/contract')) return json(route, { code: 0, success: true, data: [] })
    if (path.endsWith('/v3/loan-confirm/loan-detail-push-yd')) {
      if (body.get('productId') !== 'P1001') return json(route, { code: 404, success: false, message: 'Product not found' })
      if (state.pushDelayMs) await new Promise((r) => setTimeout(r, state.pushDelayMs))
      const orderNo = `LN${7000 + applications.length}`
      applications.push({
        orderNo,
        productId: 'P1001',
        amount: body.get('amount') ?? '',
        periods: body.get('periods') ?? '',
        termUnit: body.get('termUnit') ?? '',
      })
      const lose = state.losePush
      state.losePush = null
      if (lose === 'after') return route.abort('connectionreset')
      // A slow answer may find the app gone (it gave up waiting): the application stays stored.
      return json(route, { code: 0, success: true, data: { lendDetailsUrl: `/loanDetail?productId=P1001&orderId=${orderNo}` } }).catch(
        () => undefined,
      )
    }
    if (path.endsWith('/v3/certify/save-bank-info')) {
      // The saved wallet becomes the offer's receiving account.
      card = { bankName: body.get('wallet_type') ?? 'Wallet', cardNo: body.get('wallet_phone') ?? '' }
      return json(route, { code: 0, success: true, data: null })
    }
    if (path.endsWith('/user-problem/problem-init')) {
      state.inits++
      if (state.initsDown) return route.abort('connectionrefused')
      if (state.busyInits > 0) {
        state.busyInits--
        return json(route, { code: '500', message: 'System busy' })
      }
      const orderList = applications.map((a) => ({
        orderNo: a.orderNo,
        productName: 'Mkopo Haraka',
        productLogo: '',
        status: 'Under review',
        isShow: 0,
        list: [],
      }))
      return json(route, { code: '00', data: { problemType: [], problemSonType: [], orderDetail: orderList[0] ?? null, orderList } })
    }
    return route.continue()
  })
  return { applications, state }
}
