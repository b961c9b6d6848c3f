import { describe, expect, it } from 'vitest'
import { actionSanitizer, devtoolsEnabled, maskDigits, REDACTED, sanitize, stateSanitizer } from './devtools'

describe('DevTools sanitisers', () => {
  it('redact phones, cards, session and device ids, captcha and SMS codes by key', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { phone: '0712345678', capcode: 'x7k2', smsCode: '123456', cardNo: '4111111111111111', verifyCode: '654321', sid: 'abc', amount: 5000 } } },
    }
    const out = actionSanitizer(action) as typeof action
    expect(out.meta.arg.originalArgs).toEqual({ phone: REDACTED, capcode: REDACTED, smsCode: REDACTED, cardNo: REDACTED, verifyCode: REDACTED, sid: REDACTED, amount: 5000 })
    expect(action.meta.arg.originalArgs.phone).toBe('0712345678')
  })

  it('redact a code the borrower sent, but keep reply codes', () => {
    const out = sanitize({ meta: { arg: { originalArgs: { phone: '0712345678', code: '654321' } } }, payload: { code: '00', message: 'ok' } }) as Record<string, any>
    expect(out.meta.arg.originalArgs.code).toBe(REDACTED)
    expect(out.payload.code).toBe('00')
  })

  it('redact the session slice in state', () => {
    const state = { session: { params: { sessionId: 's-1', deviceId: 'd-1', advertisingId: 'a-1', appVersion: '2.0' }, lang: 'en' } }
    const out = stateSanitizer(state) as typeof state
    expect(out.session.params).toEqual({ sessionId: REDACTED, deviceId: REDACTED, advertisingId: REDACTED, appVersion: '2.0' })
  })

  it('mask phone and card numbers inside free text', () => {
    expect(maskDigits('Call +255 712 345 678 now')).not.toContain('712 345')
    expect(maskDigits('card 4111 1111 1111 1111')).toBe('card **************11')
    expect(maskDigits('Order 2026-11-22 amount 150000')).toBe('Order 2026-11-22 amount 150000')
    const out = JSON.stringify(sanitize({ url: '/x?session_id=abc&phone=0712345678', list: [{ message: 'paid from 0712345678' }] }))
    expect(out).not.toContain('0712345678')
  })

  it('survive cycles and Blobs', () => {
    const a: Record<string, unknown> = { name: 'x' }
    a.self = a
    expect(sanitize(a)).toEqual({ name: 'x', self: '[cycle]' })
    expect(sanitize({ file: new Blob(['abc']) })).toEqual({ file: '[Blob 3 bytes]' })
  })

  it('are on in development, and in production only with the support flag', () => {
    expect(devtoolsEnabled(true, false)).toBe(true)
    expect(devtoolsEnabled(false, false)).toBe(false)
    expect(devtoolsEnabled(false, true)).toBe(true)
  })
})
