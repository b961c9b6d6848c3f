/**
 * Every phone number on screen in the market's one form (src/config/phoneForms.ts). Its own small
 * module, so a screen that only shows a number does not load the market's typing and sending rules.
 */
import { DISPLAY, group, isSpecMarket, type PhoneDisplay } from './phoneForms'

/** The live market's shown form (VITE_MARKET, as src/config/market.ts reads it). */
const shown: PhoneDisplay = isSpecMarket(import.meta.env.VITE_MARKET) ? DISPLAY.cn : DISPLAY.tz

/**
 * The ways a written number can hold its national number: as it is, after the trunk prefix, after the
 * country code (and a trunk 0 written after it). A number written with '+' or '00' has its country code.
 */
function nationalCandidates(raw: string, m: PhoneDisplay): string[] {
  const international = /^\s*(\+|00)/.test(raw)
  let d = raw.replace(/[^\d*]/g, '')
  if (international && d.startsWith('00')) d = d.slice(2)
  const out = international ? [] : [d]
  if (!international && m.trunk && d.startsWith(m.trunk)) out.push(d.slice(m.trunk.length))
  if (d.startsWith(m.countryCode)) {
    const rest = d.slice(m.countryCode.length)
    out.push(rest)
    if (m.trunk && rest.startsWith(m.trunk)) out.push(rest.slice(m.trunk.length))
  }
  return out
}

/**
 * A phone number as every screen shows it: the market's national form ('+255 754 123 456',
 * '255754123456' and '0754123456' all read '0754 123 456'; '+255 22 212 3456' reads '022 212 3456').
 * A number the market does not know (another country's, a short code) is shown as written.
 */
export function displayPhone(raw: unknown, m: PhoneDisplay = shown): string {
  if (typeof raw !== 'string') return ''
  for (const n of nationalCandidates(raw, m)) {
    const kind = m.display.find((k) => k.national.test(n))
    if (kind) return group(m.trunk + n, kind.sizes)
  }
  return raw.trim()
}

/**
 * A number the lender sent partly hidden ('2557****456', '0712****78'), in the shown form with its
 * hidden digits as '*': the digits it gives at each end, the middle hidden to the length of a mobile
 * number ('07** *** 456', '0712 *** *78'). One it cannot place is shown as written.
 */
export function displayMaskedPhone(raw: unknown, m: PhoneDisplay = shown): string {
  if (typeof raw !== 'string') return ''
  const marked = raw.trim().replace(/[^\d\s+()-]/g, '*')
  const mobile = m.display[0]
  const length = mobile.sizes.reduce((a, b) => a + b, 0) - m.trunk.length
  for (const n of nationalCandidates(marked, m)) {
    const head = /^\d*/.exec(n)![0]
    const tail = /\d*$/.exec(n)![0]
    if (head.length === n.length || head.length + tail.length >= length) continue
    const whole = head + '*'.repeat(length - head.length - tail.length) + tail
    // The digits it shows must start a mobile number of the market.
    if (!mobile.national.test(head + '5'.repeat(length - head.length))) continue
    return group(m.trunk + whole, mobile.sizes)
  }
  return raw.trim()
}
