import { describe, expect, it, vi } from 'vitest'

/**
 * Redux DevTools with the support flag: what the extension would receive is sanitised. The fake
 * extension is installed before any import (vi.hoisted) and behaves like the real one's `connect()`:
 * the store sends it the sanitised state at connection, then every action with the state after it,
 * through actionSanitizer and stateSanitizer. Here the panel is an array.
 */
const panel = vi.hoisted(() => {
  const p = { connected: [] as { name: string }[], sent: [] as unknown[] }
  ;(window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION__ = {
    connect: (options: { name: string }) => {
      p.connected.push(options)
      return {
        init: (state: unknown) => p.sent.push({ init: state }),
        send: (action: unknown, state: unknown) => p.sent.push({ action, state }),
      }
    },
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
  it('are not connected when the flag is off', async () => {
    const before = panel.connected.length
    makeStore({ devtools: false })
    await new Promise((r) => setTimeout(r, 50))
    expect(panel.connected.length).toBe(before)
  })

  it('receive only sanitised actions and state: no session ids, phones, cards or codes', async () => {
    const before = panel.connected.length
    const store = makeStore({ devtools: true })
    // The sanitisers are fetched when DevTools are on; the connection follows.
    await vi.waitFor(() => expect(panel.connected.length).toBe(before + 1))
    expect(panel.connected.at(-1)).toMatchObject({ name: 'Borrower web (support)' })
    panel.sent.length = 0

    store.dispatch(
      paramsUpdated({ sessionId: SECRET.sessionId, deviceId: SECRET.deviceId, advertisingId: SECRET.advertisingId, appVersion: '3.4.2' }),
    )
    store.dispatch(toastShown(`We sent a code to ${SECRET.phone.replace(/(\d{4})(\d{3})(\d{3})/, '$1 $2 $3')}`))
    store.dispatch(bridgeCalled({ action: 'callTelephone', payload: { phone: `+255${SECRET.phone.slice(1)}` }, via: 'AppBridge' }))
    // Real calls through the in-process sandbox, so their arguments and answers sit in the API state.
    await store.dispatch(accountApi.endpoints.sendDeleteCode.initiate({ phone: SECRET.phone }))
    await store.dispatch(accountApi.endpoints.deleteAccount.initiate({ phone: SECRET.phone, code: SECRET.deleteCode }))
    await store.dispatch(
      bankApi.endpoints.saveBankInfo.initiate({
        source: 'loanDetail',
        body: { product_id: 'P1002', orderId: 'ORD151001', cardType: '2', bank_code: 'CRDB', card_no: SECRET.card },
      }),
    )
    await store.dispatch(
      oldRepaymentApi.endpoints.confirmOldRepayment.initiate({
        orderId: 'ORD170001',
        verifyCode: SECRET.verifyCode,
        repaymentRecordId: 'RR1',
      }),
    )
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
    expect(
      Object.entries(SECRET)
        .filter(([, value]) => digits.includes(value))
        .map(([what]) => what),
      'secrets that reached DevTools',
    ).toEqual([])
  })
})
