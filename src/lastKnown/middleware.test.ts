import { afterEach, describe, expect, it } from 'vitest'

import { makeStore } from '@store/index'
import { paramsUpdated, sessionCleared } from '@store/session'

import { readEntry, writeEntry } from './storage'

afterEach(() => localStorage.clear())

describe('last-known copies are forgotten with the borrower', () => {
  it('on logout or account deletion (sessionCleared)', () => {
    const store = makeStore()
    store.dispatch(paramsUpdated({ sessionId: 'S1' }))
    writeEntry('s:S1', 'k', 1)
    store.dispatch(sessionCleared())
    expect(localStorage.getItem('lk:v1')).toBeNull()
  })

  it('when the shell names another borrower, not when the same one refreshes its session', () => {
    const store = makeStore()
    store.dispatch(paramsUpdated({ sessionId: 'S1', extra: { user_id: '7' } }))
    writeEntry('u:7', 'k', 1)
    store.dispatch(paramsUpdated({ sessionId: 'S2', extra: { user_id: '7' } }))
    expect(readEntry('u:7', 'k')).not.toBeNull()
    store.dispatch(paramsUpdated({ sessionId: 'S3', extra: { user_id: '8' } }))
    expect(localStorage.getItem('lk:v1')).toBeNull()
  })
})
