import { configureStore, type Middleware } from '@reduxjs/toolkit'
import { describe, expect, it, vi } from 'vitest'

import { borrowerGuard } from './borrowerGuard'
import { type RepaymentInfo, repaymentInfoReducer, repaymentInfoSaved } from './repaymentInfo'
import { paramsUpdated, sessionCleared, sessionReducer } from './session'

const info: RepaymentInfo = { repayAmount: 120000, delayInfo: null, defDetail: { logo: '', payCode: '555001', payNotice: {} }, savedAt: 1 }

function storeWith(guard: Middleware) {
  return configureStore({ reducer: { session: sessionReducer, repaymentInfo: repaymentInfoReducer }, middleware: (g) => g().concat(guard) })
}

describe("a borrower's data goes with the borrower", () => {
  it('another borrower signing in clears the previous repayment info and outbox; a new session of the same borrower does not', () => {
    const forget = vi.fn(async () => 0)
    const s = storeWith(borrowerGuard(forget))
    s.dispatch(paramsUpdated({ sessionId: 's1', extra: { user_id: 'U1' } }))
    s.dispatch(repaymentInfoSaved(info))
    s.dispatch(paramsUpdated({ sessionId: 's2', extra: { user_id: 'U1' } }))
    expect(s.getState().repaymentInfo.current).toEqual(info)
    expect(forget).not.toHaveBeenCalled()
    s.dispatch(paramsUpdated({ sessionId: 's3', extra: { user_id: 'U2' } }))
    expect(s.getState().repaymentInfo.current).toBeNull()
    expect(forget).toHaveBeenCalledWith('u:U1')
  })

  it('a re-login with a new session, or a user_id arriving later, forgets nothing; the action names no session or user id', () => {
    const forget = vi.fn(async () => 0)
    const seen: string[] = []
    const log: Middleware = () => (next) => (a) => {
      seen.push(JSON.stringify(a))
      return next(a)
    }
    const s = configureStore({
      reducer: { session: sessionReducer, repaymentInfo: repaymentInfoReducer },
      middleware: (g) => g().concat(borrowerGuard(forget), log),
    })
    s.dispatch(paramsUpdated({ sessionId: 'sess-old' }))
    s.dispatch(repaymentInfoSaved(info))
    s.dispatch(paramsUpdated({ sessionId: 'sess-new' }))
    s.dispatch(paramsUpdated({ extra: { user_id: 'U7' } }))
    expect(forget).not.toHaveBeenCalled()
    expect(s.getState().repaymentInfo.current).toEqual(info)
    s.dispatch(sessionCleared())
    expect(forget).toHaveBeenCalledWith('u:U7')
    const changed = seen.find((a) => a.includes('session/borrowerChanged')) ?? ''
    expect(changed).not.toMatch(/U7|sess-/)
  })

  it('logout or account deletion (sessionCleared) clears them too', () => {
    const forget = vi.fn(async () => 0)
    const s = storeWith(borrowerGuard(forget))
    s.dispatch(paramsUpdated({ sessionId: 's9' }))
    s.dispatch(repaymentInfoSaved(info))
    s.dispatch(sessionCleared())
    expect(s.getState().repaymentInfo.current).toBeNull()
    expect(forget).toHaveBeenCalledWith('s:s9')
  })
})
