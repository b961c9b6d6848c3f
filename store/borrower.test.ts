import { describe, expect, it } from 'vitest'

import { borrowerKey, isBorrowerChange, ownerTag } from './borrower'

describe('borrowerKey', () => {
  it('prefers the shell user id, then the session id, else nobody', () => {
    expect(borrowerKey({ sessionId: 'S1', extra: { user_id: '77' } })).toBe('u:77')
    expect(borrowerKey({ sessionId: 'S1', extra: {} })).toBe('s:S1')
    expect(borrowerKey({ sessionId: '', extra: {} })).toBe('')
  })

  it('sees a new session of the same user as the same borrower and another user as a change', () => {
    expect(isBorrowerChange({ sessionId: 'S1', extra: { user_id: '77' } }, { sessionId: 'S2', extra: { user_id: '77' } })).toBe(false)
    expect(isBorrowerChange({ sessionId: 'S1', extra: { user_id: '77' } }, { sessionId: 'S2', extra: { user_id: '78' } })).toBe(true)
    expect(isBorrowerChange({ sessionId: '', extra: {} }, { sessionId: 'S2', extra: {} })).toBe(false)
  })

  it('takes neither a new session id nor a user_id arriving later as proof of another borrower (SPEC 7 has no user_id)', () => {
    expect(isBorrowerChange({ sessionId: 'S1', extra: {} }, { sessionId: 'S2', extra: {} })).toBe(false)
    expect(isBorrowerChange({ sessionId: 'S1', extra: {} }, { sessionId: 'S1', extra: { user_id: '77' } })).toBe(false)
    expect(isBorrowerChange({ sessionId: 'S1', extra: { user_id: '77' } }, { sessionId: 'S2', extra: {} })).toBe(false)
  })

  it('tags an owner for DevTools without its session or user id', () => {
    expect(ownerTag('s:SESSION-123')).toMatch(/^#[0-9a-z]+$/)
    expect(ownerTag('s:SESSION-123')).not.toContain('SESSION')
    expect(ownerTag('s:a')).not.toBe(ownerTag('s:b'))
    expect(ownerTag('')).toBe('')
  })
})
