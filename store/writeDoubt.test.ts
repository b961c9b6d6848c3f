import { afterEach, describe, expect, it } from 'vitest'

import { makeStore } from './index'
import { paramsUpdated, sessionCleared } from './session'
import { doubtOf, forgetDoubt, keepDoubt } from './writeDoubt'

const amina = { owner: '#amina', call: 'loanNow', subject: 'P1001' }
const baraka = { owner: '#baraka', call: 'loanNow', subject: 'P1001' }

afterEach(() => sessionStorage.clear())

describe('writes in doubt', () => {
  it('are kept per borrower and subject: another borrower on the same phone does not inherit one', () => {
    keepDoubt(amina, ['ORD1'], 1000)
    expect(doubtOf(amina, 2000)).toEqual({ at: 1000, data: ['ORD1'] })
    expect(doubtOf(baraka, 2000)).toBeNull()
    expect(doubtOf({ ...amina, subject: 'P1002' }, 2000)).toBeNull()
  })

  it('survive a reload (sessionStorage) and go when their outcome is known', () => {
    keepDoubt(amina, null, 1000)
    keepDoubt({ ...amina, call: 'payNow', subject: 'ORD1:0' }, ['900'], 1000)
    forgetDoubt(amina)
    expect(doubtOf(amina, 2000)).toBeNull()
    expect(doubtOf({ ...amina, call: 'payNow', subject: 'ORD1:0' }, 2000)).toEqual({ at: 1000, data: ['900'] })
  })

  it('a clock that went back keeps the record; a record half an hour old is dropped', () => {
    keepDoubt(amina, null, 10_000_000)
    expect(doubtOf(amina, 0)).not.toBeNull()
    expect(doubtOf(amina, 10_000_000 + 30 * 60_000)).toBeNull()
    expect(sessionStorage.getItem('writeDoubts')).toBeNull()
  })

  it('a broken record reads as none', () => {
    sessionStorage.setItem('writeDoubts', '{"#amina|loanNow|P1001":{"at":"x"}}')
    expect(doubtOf(amina)).toBeNull()
    sessionStorage.setItem('writeDoubts', 'not json')
    expect(doubtOf(amina)).toBeNull()
  })

  it('are forgotten on logout, and when another borrower signs in', () => {
    const store = makeStore()
    store.dispatch(paramsUpdated({ sessionId: 's1', extra: { user_id: 'u1' } }))
    keepDoubt(amina, null)
    store.dispatch(sessionCleared())
    expect(doubtOf(amina)).toBeNull()
    store.dispatch(paramsUpdated({ sessionId: 's2', extra: { user_id: 'u2' } }))
    keepDoubt(baraka, null)
    store.dispatch(paramsUpdated({ sessionId: 's3', extra: { user_id: 'u3' } }))
    expect(doubtOf(baraka)).toBeNull()
  })
})
