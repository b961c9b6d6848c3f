import type { PersistedState } from 'redux-persist'
import { describe, expect, it } from 'vitest'

import { leftOutNotes } from '@src/lib/diagnosticNotes'

import { migrate, PERSIST_VERSION, validatePersisted } from './persist'
import { initialSession, paramsUpdated, sessionReducer, type SessionState } from './session'

const persist = { version: PERSIST_VERSION, rehydrated: false }
const goodSession: SessionState = {
  params: {
    appVersion: '3.1',
    deviceName: '',
    deviceId: 'd1',
    osVersion: '',
    sessionId: 's1',
    advertisingId: '',
    extra: { channel: 'x' },
    headers: {},
    names: {},
  },
  ids: { productId: 'P1', orderId: 'O1' },
  lang: 'sw',
}
const goodInfo = {
  current: {
    repayAmount: 1000,
    delayInfo: null,
    defDetail: { logo: '', payCode: 'C1', payNotice: { 'M-Pesa': [{ name: 'Step', steps: ['a'] }] } },
    savedAt: 1,
    owner: 'o',
    orderId: 'O1',
  },
}
const read = (s: unknown) =>
  validatePersisted({ _persist: persist, ...(s as object) } as PersistedState) as unknown as Record<string, unknown>

describe('the persisted store, validated on read', () => {
  it('keeps a stored state that fits, filling in the parts older versions did not have', () => {
    const { headers: _h, extra: _e, names: _n, ...older } = goodSession.params
    const out = read({ session: { ...goodSession, params: older }, repaymentInfo: goodInfo })
    expect(out.session).toEqual({ ...goodSession, params: { ...goodSession.params, extra: {}, headers: {} } })
    expect(out.repaymentInfo).toEqual(goodInfo)
  })

  it('leaves out a session that does not fit (a number for an id): it starts clean, noted for Copy diagnostics', () => {
    const out = read({ session: { ...goodSession, params: { ...goodSession.params, sessionId: 42 } }, repaymentInfo: goodInfo })
    expect(out).not.toHaveProperty('session')
    expect(out.repaymentInfo).toEqual(goodInfo)
    expect(leftOutNotes().map((n) => n.text)).toContain('stored session did not fit its shape: started clean')
    // The reducer then starts from its own initial state, and refreshes it without crashing.
    const s = sessionReducer(undefined, paramsUpdated({ sessionId: 's2', extra: { channel: 'y' } }))
    expect(s.params.sessionId).toBe('s2')
  })

  it('leaves out repayment info that does not fit', () => {
    for (const bad of [
      { current: { ...goodInfo.current, savedAt: 'yesterday' } },
      { current: { ...goodInfo.current, defDetail: null } },
      'x',
    ]) {
      const out = read({ session: goodSession, repaymentInfo: bad })
      expect(out).not.toHaveProperty('repaymentInfo')
      expect(out.session).toEqual(goodSession)
    }
    expect(leftOutNotes().map((n) => n.text)).toContain('stored repaymentInfo did not fit its shape: started clean')
  })

  it('validates after the version migrations (a v1 flat session becomes a fitting v2 one)', async () => {
    const v1 = {
      _persist: { version: 1, rehydrated: false },
      session: { sessionId: 's1', deviceId: 'd1', lang: 'sw', productId: 'P1', orderId: 'O1' },
    } as unknown as PersistedState
    const out = (await migrate(v1, PERSIST_VERSION)) as unknown as { session: SessionState }
    expect(out.session.params).toMatchObject({ sessionId: 's1', deviceId: 'd1', extra: {}, headers: {} })
    expect(out.session.lang).toBe('sw')
    expect(initialSession([]).params.headers).toEqual({})
  })
})
