import { describe, expect, it, vi } from 'vitest'

/**
 * Redux DevTools with the support flag (issue 8): what the extension would receive is sanitised.
 * Redux Toolkit reads `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` once, when it is first
 * imported, so the fake extension is installed before any import (vi.hoisted). It behaves like
 * the real one: it wraps the reducer and, for every action, sends actionSanitizer(action) and
 * stateSanitizer(state) to the panel, which here is an array.
 */
type Options = { name?: string; actionSanitizer: (a: unknown, id: number) => unknown; stateSanitizer: (s: unknown, id: number) => unknown }
type Reducer = (state: unknown, action: unknown) => unknown
type Enhancer = (next: (r: Reducer, p?: unknown) => unknown) => (r: Reducer, p?: unknown) => unknown

const panel = vi.hoisted(() => {
  const p = { composed: [] as Options[], sent: [] as unknown[] }
  ;(window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: Options) => {
    p.composed.push(options)
    return (...enhancers: Enhancer[]) =>
      (createStore: (r: Reducer, pre?: unknown) => unknown) =>
      (reducer: Reducer, preloaded?: unknown) => {
        const inner = enhancers.reduceRight<(r: Reducer, pre?: unknown) => unknown>((acc, e) => e(acc), createStore)
        let id = 0
        const watched: Reducer = (state, action) => {
          const next = reducer(state, action)
          id += 1
          p.sent.push({ action: options.actionSanitizer(action, id), state: options.stateSanitizer(next, id) })
          return next
        }
        return inner(watched, preloaded)
      }
  }
  return p
})

import { accountApi } from '@features/account/api'
import { bankApi } from '@features/bank/api'
import { orderApi } from '@features/order/api'
import { oldRepaymentApi } from '@features/repayment/old/api'
import { makeStore } from '@store/index'
import { paramsUpdated } from '@store/session'
import { bridgeCalled, toastShown } from '@store/ui'

const SECRET = {
  sessionId: 'SESS-9f8e7d6c',
  deviceId: 'DEV-a1b2c3d4',
  advertisingId: 'ADV-55aa66bb',
  phone: '0754123456',
  card: '4111111111111111',
  deleteCode: '654321',
  verifyCode: '123456',
}

describe('Redux DevTools with the support flag', () => {
  it('are not connected when the flag is off', () => {
    const before = panel.composed.length
    makeStore({ devtools: false })
    expect(panel.composed.length).toBe(before)
  })

  it('receive only sanitised actions and state: no session ids, phones, cards or codes', async () => {
    const store = makeStore({ devtools: true })
    expect(panel.composed.at(-1)).toMatchObject({ name: 'Borrower web' })
    panel.sent.length = 0

    store.dispatch(paramsUpdated({ sessionId: SECRET.sessionId, deviceId: SECRET.deviceId, advertisingId: SECRET.advertisingId, appVersion: '3.4.2' }))
    store.dispatch(toastShown(`We sent a code to ${SECRET.phone.replace(/(\d{4})(\d{3})(\d{3})/, '$1 $2 $3')}`))
    store.dispatch(bridgeCalled({ action: 'callTelephone', payload: { phone: `+255${SECRET.phone.slice(1)}` }, via: 'AppBridge' }))
    // Real calls through the in-process sandbox, so their arguments and answers sit in the API state.
    await store.dispatch(accountApi.endpoints.sendDeleteCode.initiate({ phone: SECRET.phone }))
    await store.dispatch(accountApi.endpoints.deleteAccount.initiate({ phone: SECRET.phone, code: SECRET.deleteCode }))
    await store.dispatch(
      bankApi.endpoints.saveBankInfo.initiate({ source: 'loanDetail', body: { product_id: 'P1002', orderId: 'ORD151001', cardType: '2', bank_code: 'CRDB', card_no: SECRET.card } }),
    )
    await store.dispatch(oldRepaymentApi.endpoints.confirmOldRepayment.initiate({ orderId: 'ORD170001', verifyCode: SECRET.verifyCode, repaymentRecordId: 'RR1' }))
    await store.dispatch(orderApi.endpoints.getLoanDetails.initiate({ productId: 'P1002', orderId: 'ORD174001' }))

    const sent = JSON.stringify(panel.sent)
    expect(panel.sent.length).toBeGreaterThan(10)
    // The panel did see the calls (so the checks below look at real traffic)...
    expect(sent).toContain('sendDeleteCode')
    expect(sent).toContain('saveBankInfo')
    expect(sent).toContain('Due today')
    expect(sent).toContain('[redacted]')
    // ...and none of the secrets.
    const digits = sent.replace(/(\d)[ -](?=\d)/g, '$1')
    expect(Object.entries(SECRET).filter(([, value]) => digits.includes(value)).map(([what]) => what), 'secrets that reached DevTools').toEqual([])
  })
})
