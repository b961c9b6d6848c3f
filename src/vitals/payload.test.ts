import { describe, expect, it } from 'vitest'

import { screenName } from '@src/app/screenName'

import { version } from '../../package.json'
import { deviceContext, readingFrom, vitalsPayload } from './payload'

// What the page's URL carries on a borrower screen: none of it may reach the collector.
const URL_WITH_SECRETS = '/loanDetail?session_id=SESS-9f8e7d6c&orderId=ORD174001&productId=P1002&phone=255712345678&note=my%20rent'
const SECRETS = ['SESS-9f8e7d6c', 'ORD174001', 'P1002', '255712345678', 'my rent', 'my%20rent', 'session_id', 'orderId', '?']

function metric(name: string, value: number, rating = 'good') {
  // web-vitals' own metric carries the full URL (navigationURL) and the entries: never read.
  return {
    name,
    value,
    rating,
    id: `v4-${name}-1`,
    navigationType: 'navigate',
    delta: value,
    navigationURL: `http://127.0.0.1${URL_WITH_SECRETS}`,
    entries: [{ name: URL_WITH_SECRETS }],
  }
}

describe('field readings payload', () => {
  const pathname = new URL(URL_WITH_SECRETS, 'http://127.0.0.1').pathname
  const screen = screenName(pathname)
  const readings = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((n) =>
    readingFrom(metric(n, n === 'CLS' ? 0.123456 : 1234.6, n === 'INP' ? 'needs-improvement' : 'good'), screen)!,
  )
  const body = vitalsPayload(readings, deviceContext({ connection: { effectiveType: '3g' }, deviceMemory: 2 }))
  const sent = JSON.parse(body) as {
    v: number
    appVersion: string
    effectiveType: string
    deviceMemory: number
    readings: Record<string, unknown>[]
  }

  it('names the screen from the route table, never the URL', () => {
    expect(screen).toBe('loanDetail')
    expect(screenName('/sw/About/')).toBe('siteAbout')
    expect(screenName('/app/login')).toBe('nativeHandoff')
    expect(screenName('/ORD174001/whatever')).toBe('other')
  })

  it('carries the build version, the connection, the memory and each reading with its rating', () => {
    expect(sent).toEqual({
      v: 1,
      appVersion: version,
      effectiveType: '3g',
      deviceMemory: 2,
      readings: [
        { name: 'LCP', value: 1235, rating: 'good', screen: 'loanDetail', id: 'v4-LCP-1', navigationType: 'navigate' },
        { name: 'INP', value: 1235, rating: 'needs-improvement', screen: 'loanDetail', id: 'v4-INP-1', navigationType: 'navigate' },
        { name: 'CLS', value: 0.1235, rating: 'good', screen: 'loanDetail', id: 'v4-CLS-1', navigationType: 'navigate' },
        { name: 'FCP', value: 1235, rating: 'good', screen: 'loanDetail', id: 'v4-FCP-1', navigationType: 'navigate' },
        { name: 'TTFB', value: 1235, rating: 'good', screen: 'loanDetail', id: 'v4-TTFB-1', navigationType: 'navigate' },
      ],
    })
  })

  it('sends no session id, phone, order or product id, query or typed text, even when the URL has them', () => {
    for (const s of SECRETS) expect(body).not.toContain(s)
  })

  it('says null where the browser has no navigator.connection or deviceMemory (Safari, iOS)', () => {
    expect(deviceContext({})).toEqual({ effectiveType: null, deviceMemory: null })
    expect(deviceContext({ connection: { effectiveType: 'x'.repeat(40) }, deviceMemory: 'lots' })).toEqual({
      effectiveType: null,
      deviceMemory: null,
    })
    expect(deviceContext(undefined)).toEqual({ effectiveType: null, deviceMemory: null })
  })

  it('drops a metric it does not send and a value that is not a number; an unknown rating reads poor', () => {
    expect(readingFrom(metric('FID', 10), 'repay')).toBeNull()
    expect(readingFrom(metric('LCP', Number.NaN), 'repay')).toBeNull()
    expect(readingFrom(metric('LCP', 10, 'great'), 'repay')?.rating).toBe('poor')
  })
})
