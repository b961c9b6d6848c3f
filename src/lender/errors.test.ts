import { describe, expect, it } from 'vitest'

import { errorText, isBorrowerMessage, retryCanHelp } from './errors'

describe('isBorrowerMessage', () => {
  it('keeps a lender message written for a borrower', () => {
    for (const m of ['This promotion has ended', 'Order not found', 'Namba hii imeshasajiliwa.', 'Please bind a receiving account first.'])
      expect(isBorrowerMessage(m)).toBe(true)
  })

  it('refuses status words, codes, status lines, stacks and a test server’s own text', () => {
    for (const m of [
      'success',
      'Success!',
      'OK',
      'ok.',
      'error',
      'failed',
      // A lender answering in Swahili says the same status words in Swahili.
      'imefanikiwa',
      'Imefanikiwa.',
      'hitilafu',
      '401',
      '-1',
      'sandbox business error 401',
      'sandbox: HTTP 500',
      'HTTP 404',
      'Internal Server Error',
      'java.lang.NullPointerException',
      'TypeError: x is undefined',
      '<html>Bad gateway</html>',
      '',
      '   ',
      undefined,
      null,
      42,
    ])
      expect(isBorrowerMessage(m)).toBe(false)
  })

  it('judges a long message from the lender at once, and still finds a status line after many spaces', () => {
    // Each took 3-4 s when two runs of spaces could share the same characters.
    for (const m of [`HTTP${' '.repeat(20_000)}x`, `status${' '.repeat(20_000)}x`, `HTTP /${' '.repeat(20_000)}x`]) {
      const start = performance.now()
      expect(isBorrowerMessage(m)).toBe(true)
      expect(performance.now() - start, m.slice(0, 6)).toBeLessThan(500)
    }
    for (const m of [`HTTP${' '.repeat(5000)}500`, `HTTP /${' '.repeat(5000)}1.1 502`, `status =${' '.repeat(5000)}503`, 'statusCode=404'])
      expect(isBorrowerMessage(m)).toBe(false)
  })
})

describe('errorText', () => {
  it("shows the lender's words, or the fallback when they describe the exchange", () => {
    expect(errorText({ kind: 'business', code: '02', message: 'This promotion has ended' }, 'fallback')).toBe('This promotion has ended')
    expect(errorText({ kind: 'business', code: '', message: 'success' }, 'fallback')).toBe('fallback')
    expect(errorText({ kind: 'business', code: '401', message: 'sandbox business error 401' }, 'fallback')).toBe('fallback')
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback')
  })
})

describe('retryCanHelp', () => {
  it('only when the same call can get another answer', () => {
    expect(retryCanHelp({ kind: 'network', message: '' })).toBe(true)
    expect(retryCanHelp({ kind: 'timeout', message: '' })).toBe(true)
    expect(retryCanHelp({ kind: 'malformed', message: '' })).toBe(true)
    expect(retryCanHelp({ kind: 'http', status: 503, message: '' })).toBe(true)
    expect(retryCanHelp({ kind: 'http', status: 404, message: '' })).toBe(false)
    expect(retryCanHelp({ kind: 'business', code: '02', message: 'Order not found' })).toBe(false)
    expect(retryCanHelp({ kind: 'http', status: 401, message: '', sessionExpired: true })).toBe(false)
  })
})
