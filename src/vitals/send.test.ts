import { describe, expect, it, vi } from 'vitest'

import { sendVitals } from './send'

const URL = '/api/__sandbox/vitals'
const BODY = '{"v":1}'

describe('sending field readings', () => {
  it('uses sendBeacon when it accepts the body', () => {
    const nav = { sendBeacon: vi.fn(() => true) }
    const fetchImpl = vi.fn(() => Promise.resolve())
    expect(sendVitals(URL, BODY, nav, fetchImpl)).toBe('beacon')
    expect(nav.sendBeacon).toHaveBeenCalledWith(URL, BODY)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it.each([
    ['sendBeacon is missing', {}],
    ['sendBeacon refuses (returns false)', { sendBeacon: () => false }],
    [
      'sendBeacon throws',
      {
        sendBeacon: () => {
          throw new TypeError('Illegal invocation')
        },
      },
    ],
  ])('falls back to a keepalive fetch when %s', (_, nav) => {
    const fetchImpl = vi.fn(() => Promise.resolve())
    expect(sendVitals(URL, BODY, nav, fetchImpl)).toBe('fetch')
    expect(fetchImpl).toHaveBeenCalledWith(URL, {
      method: 'POST',
      body: BODY,
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
  })

  it('never throws: a failing or rejecting fetch, or no fetch at all', async () => {
    const rejecting = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(sendVitals(URL, BODY, {}, rejecting)).toBe('fetch')
    expect(
      sendVitals(URL, BODY, {}, () => {
        throw new Error('keepalive body too large')
      }),
    ).toBe('none')
    expect(sendVitals(URL, BODY, null, null)).toBe('none')
    // The rejection is handled: no unhandled rejection fails the run.
    await new Promise((r) => setTimeout(r, 0))
  })
})
