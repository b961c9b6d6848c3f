import { HttpResponse } from 'msw'

import { CAPTCHA_ALPHABET, SANDBOX_SMS_CODE } from '../data/promotion.ts'
import { call, type Ctx, fail, need, ok } from '../kit.ts'

/** Draws a 4-character captcha, remembers it for the sid and returns the SVG. */
export function drawCaptcha(ctx: Ctx, sid: string): string {
  const text = Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)]).join('')
  ctx.world.promotion.captchas.set(sid, text)
  const r = (n: number) => Math.round(Math.random() * n)
  const noise = Array.from(
    { length: 5 },
    () => `<line x1="${r(120)}" y1="${r(44)}" x2="${r(120)}" y2="${r(44)}" stroke="#7a8593" stroke-width="1.5"/>`,
  ).join('')
  const chars = [...text]
    .map((c, i) => `<text x="${14 + i * 26}" y="${30 + r(6)}" transform="rotate(${r(30) - 15} ${20 + i * 26} 26)">${c}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#eef3ee"/>${noise}<g font-family="monospace" font-size="26" font-weight="700" fill="#1a3d2b">${chars}</g></svg>`
}

function captchaMatches(ctx: Ctx): boolean {
  const expected = ctx.world.promotion.captchas.get(ctx.body.sid ?? '')
  return !!expected && expected.toUpperCase() === (ctx.body.capcode ?? '').trim().toUpperCase()
}

/** A wrong guess burns the captcha, as real captcha services do; the landing then draws a new one. */
function burnCaptcha(ctx: Ctx): void {
  ctx.world.promotion.captchas.delete(ctx.body.sid ?? '')
}

/** Promotion register landing (SPEC 7): template, tracking, sid, captcha, SMS code, register. */
export const promotionHandlers = [
  call('get', '/api/v2/:segment/service/channel/channel-template', ({ world, query }) => {
    const id = query.get('templateId') ?? ''
    if (!id) return fail('01', 'templateId is required')
    const t = world.promotion.templates.get(id)
    return t ? ok(t, { code: '00' }) : fail('02', 'This promotion has ended')
  }),
  call('get', '/api/v2/:segment/promotion/track-visit', ({ world, query }) => {
    world.events.stored.push({ kind: 'visit', fields: Object.fromEntries(query), at: Date.now() })
    return ok(null)
  }),
  call('get', '/api/v2/:segment/promotion/track-click', ({ world, query }) => {
    world.events.stored.push({ kind: 'click', fields: Object.fromEntries(query), at: Date.now() })
    return ok(null)
  }),
  call('get', '/api/v2/:segment/promotion/get-sid', ({ world }) => {
    world.promotion.sidCounter += 1
    return ok({ sid: `sid-${Date.now().toString(36)}-${world.promotion.sidCounter}` })
  }),
  call('get', '/api/v2/:segment/promotion/get-captcha', (ctx) => {
    const sid = ctx.query.get('sid') ?? ''
    if (!sid) return new HttpResponse('sid is required', { status: 400 })
    return new HttpResponse(drawCaptcha(ctx, sid), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } })
  }),
  call('post', '/api/v2/:segment/promotion/get-sms', (ctx) => {
    const missing = need(ctx, 'phone', 'capcode', 'sid')
    if (missing) return missing
    if (!captchaMatches(ctx)) {
      burnCaptcha(ctx)
      return fail(101, 'The image captcha is wrong, please try again')
    }
    const phone = ctx.body.phone
    if (ctx.world.promotion.registered.has(phone)) return fail(11, 'This mobile number is already registered')
    ctx.world.promotion.smsCodes.set(phone, SANDBOX_SMS_CODE)
    return ok(null, { message: 'SMS sent' })
  }),
  call('post', '/api/v2/:segment/promotion/register', (ctx) => {
    const missing = need(ctx, 'phone', 'capcode', 'sid', 'smsCode')
    if (missing) return missing
    if (!captchaMatches(ctx)) {
      burnCaptcha(ctx)
      return fail(-1, 'The image captcha is wrong, please try again')
    }
    const { world, body } = ctx
    if (world.promotion.registered.has(body.phone)) return fail(11, 'This mobile number is already registered')
    const sent = world.promotion.smsCodes.get(body.phone)
    if (!sent) return fail(102, 'Please get an SMS code first')
    if (sent !== body.smsCode) return fail(103, 'The SMS code is wrong')
    world.promotion.registered.add(body.phone)
    world.promotion.smsCodes.delete(body.phone)
    burnCaptcha(ctx)
    return ok({ userId: `U${100000 + world.promotion.registered.size}` }, { message: 'Registration successful' })
  }),
]
