import { afterEach, describe, expect, it, vi } from 'vitest'

import { clearLastKnown, MAX_AGE_MS, readEntry, writeEntry, writeEntrySoon } from './storage'

afterEach(() => localStorage.clear())

const NOW = Date.UTC(2026, 10, 23, 7, 32)

describe('last-known storage', () => {
  it('gives a borrower back what was kept for them, with when', () => {
    writeEntry('s:SESSION-A', 'order:P1:ORD1', { status: 174 }, NOW)
    expect(readEntry('s:SESSION-A', 'order:P1:ORD1', NOW + 1000)).toEqual({ at: NOW, data: { status: 174 } })
    expect(readEntry('s:SESSION-A', 'order:P1:ORD2', NOW)).toBeNull()
  })

  it('never gives one borrower what was kept for another, and drops it when another writes', () => {
    writeEntry('u:111', 'order:P1:ORD1', { status: 174 }, NOW)
    expect(readEntry('u:222', 'order:P1:ORD1', NOW)).toBeNull()
    expect(readEntry('', 'order:P1:ORD1', NOW)).toBeNull()
    writeEntry('u:222', 'complaints', [], NOW)
    expect(readEntry('u:111', 'order:P1:ORD1', NOW)).toBeNull()
  })

  it('keeps a copy at most 7 days', () => {
    writeEntry('u:1', 'k', 1, NOW)
    expect(readEntry('u:1', 'k', NOW + MAX_AGE_MS)).not.toBeNull()
    expect(readEntry('u:1', 'k', NOW + MAX_AGE_MS + 1)).toBeNull()
  })

  it('does not write the session id or user id itself', () => {
    writeEntry('s:SECRET-SESSION-123', 'k', { a: 1 }, NOW)
    const raw = Object.keys(localStorage)
      .map((k) => k + localStorage.getItem(k))
      .join()
    expect(raw).not.toContain('SECRET-SESSION-123')
    expect(raw).toContain('"a":1')
  })

  it('forgets everything on clear, and survives junk in storage', () => {
    writeEntry('u:1', 'k', 1, NOW)
    clearLastKnown()
    expect(readEntry('u:1', 'k', NOW)).toBeNull()
    localStorage.setItem('lk:v1', '{not json')
    expect(readEntry('u:1', 'k', NOW)).toBeNull()
    writeEntry('u:1', 'k', 2, NOW)
    expect(readEntry('u:1', 'k', NOW)?.data).toBe(2)
  })
})

describe('a fresh answer kept at an idle moment', () => {
  afterEach(() => vi.useRealTimers())

  it('is written at the idle moment, not at once; earlier when the page leaves or a copy is read', async () => {
    vi.useFakeTimers()
    writeEntrySoon('u:1', 'order:P1:ORD1', { status: 174 }, NOW)
    expect(localStorage.getItem('lk:v1')).toBeNull()
    await vi.advanceTimersByTimeAsync(200)
    expect(readEntry('u:1', 'order:P1:ORD1', NOW)?.data).toEqual({ status: 174 })

    writeEntrySoon('u:1', 'complaints', ['c1'], NOW)
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem('lk:v1')).toContain('c1')

    writeEntrySoon('u:1', 'plan', [1], NOW)
    expect(readEntry('u:1', 'plan', NOW)?.data).toEqual([1])
  })

  it('a copy still waiting when the borrower leaves (logout, another borrower) is never written', async () => {
    vi.useFakeTimers()
    writeEntrySoon('u:1', 'order:P1:ORD1', { status: 174 }, NOW)
    clearLastKnown()
    await vi.advanceTimersByTimeAsync(2000)
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem('lk:v1')).toBeNull()
  })
})
