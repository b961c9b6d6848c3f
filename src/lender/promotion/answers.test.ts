import { describe, expect, it } from 'vitest'

import { clientType, nextHash, parseHash, readParams } from '@features/promotion/location'
import { clearSmsCountdown, readSmsUntil, startSmsCountdown } from '@features/promotion/smsTimer'

import { parseSid, parseTemplate, safeColour, safeImage } from './answers'
import { downloadLink } from './downloadLink'

describe('template parsing', () => {
  it('keeps the id and falls back to empty text for missing parts', () => {
    const t = parseTemplate({ id: 1003 })
    expect(t).toMatchObject({
      id: '1003',
      bannerTitle: '',
      bannerImage: null,
      merchantNumber: '',
      download: { url: '' },
      agreement: { paragraphs: [] },
    })
  })

  it('refuses answers without an id', () => {
    expect(() => parseTemplate({ banner: {} })).toThrow(/no id/)
    expect(() => parseTemplate(null)).toThrow(/not an object/)
    expect(() => parseSid({})).toThrow(/sid/)
    expect(parseSid({ sid: 'abc' })).toBe('abc')
  })

  it("judges the template's download link as a lender link: https (any host) or same-origin, nothing else", () => {
    expect(parseTemplate({ id: 1, download: { url: 'https://www.mkopoharaka.co.tz/a.apk' } }).download.url).toBe(
      'https://www.mkopoharaka.co.tz/a.apk',
    )
    expect(parseTemplate({ id: 1, downloadUrl: 'https://cdn.lender.example/a.apk' }).download.url).toBe('https://cdn.lender.example/a.apk')
    expect(parseTemplate({ id: 1, download: { url: '/download/a.apk' } }).download.url).toBe(`${location.origin}/download/a.apk`)
    for (const bad of [
      'javascript:alert(1)',
      'http://www.mkopoharaka.co.tz/a.apk',
      'https://www.mkopoharaka.co.tz@evil.example/a.apk',
      '//evil.example/a.apk',
      'data:text/html,x',
    ])
      expect(parseTemplate({ id: 1, download: { url: bad } }).download.url, bad).toBe('')
  })

  it('falls back to the configured store link when the template has none or an unusable one', () => {
    const store = 'https://play.google.com/store/apps/details?id=tz.co.example'
    expect(downloadLink('', 'https://site.example', store)).toBe(store)
    expect(downloadLink('javascript:alert(1)', 'https://site.example', store)).toBe(store)
    expect(downloadLink('https://cdn.example/a.apk', 'https://site.example', store)).toBe('https://cdn.example/a.apk')
    expect(downloadLink('', 'https://site.example', 'javascript:alert(1)')).toBeNull()
  })

  it('lets only colours and safe image addresses through', () => {
    expect(safeColour('#0a7a43')).toBe('#0a7a43')
    expect(safeColour('red;background:url(x)')).toBeNull()
    expect(safeImage('/sandbox-assets/promo-banner.svg')).toBe('/sandbox-assets/promo-banner.svg')
    expect(safeImage('//evil.example/x.png')).toBeNull()
    expect(safeImage('data:image/svg+xml,<svg/>')).toBeNull()
    expect(safeImage('https://cdn.example/x.png')).toBe('https://cdn.example/x.png')
  })
})

describe('landing URLs', () => {
  it('passes app_from, user_from, utm_tag, id and the link or download id on', () => {
    const p = readParams('?id=7&app_from=a&user_from=u&utm_tag=t&down_id=D1')
    expect(nextHash(p)).toBe('#/download?app_from=a&user_from=u&utm_tag=t&id=7&down_id=D1')
    expect(nextHash(readParams('?id=7'))).toBe('#/agreement?id=7')
  })

  it('reads the hash route', () => {
    expect(parseHash('#/download?links_id=3').view).toBe('download')
    expect(parseHash('#/download?links_id=3').params.get('links_id')).toBe('3')
    expect(parseHash('#/agreement').view).toBe('agreement')
    expect(parseHash('').view).toBe('register')
    expect(parseHash('#/other').view).toBe('register')
  })

  it('names the client type', () => {
    expect(clientType('Mozilla/5.0 (Linux; Android 11; TECNO KF6) Chrome/120')).toBe('android')
    expect(clientType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe('ios')
    expect(clientType('Mozilla/5.0 (X11; Linux x86_64)')).toBe('h5')
  })
})

describe('SMS countdown storage', () => {
  it('stores the end time only, and ignores stale or far-off values', () => {
    const at = startSmsCountdown('1001', 1_000_000)
    expect(at).toBe(1_060_000)
    expect(readSmsUntil('1001', 1_010_000)).toBe(1_060_000)
    expect(readSmsUntil('1001', 1_070_000)).toBeNull()
    sessionStorage.setItem('promotion.smsResendAt.1001', String(9e15))
    expect(readSmsUntil('1001', 1_000_000)).toBeNull()
    clearSmsCountdown('1001')
    expect(sessionStorage.length).toBe(0)
  })

  it("keeps each campaign's countdown to itself", () => {
    startSmsCountdown('1001', 1_000_000)
    expect(readSmsUntil('1002', 1_010_000)).toBeNull()
    expect(readSmsUntil('1001', 1_010_000)).toBe(1_060_000)
    clearSmsCountdown('1001')
  })
})
