/**
 * The one reader of an amount a borrower types or pastes. It reads the form the screens write
 * ('TZS 45,500.00': ',' groups thousands, '.' starts the cents) and the plain forms borrowers type
 * ('45500', '45500.00', '45,500', '45 500', '45,500/='), with or without a currency label, into
 * minor units. It never guesses: a figure that another convention reads differently ('1.000,50',
 * '1,5', '1.000') is refused with the reason, so the amount asked for is the amount meant.
 */

/** Why a typed amount is not read: nothing typed, not an amount, another convention's form, more than two decimals. */
export type AmountRefusal = 'empty' | 'notAmount' | 'ambiguous' | 'tooManyDecimals'

export type AmountReading = { ok: true; minor: number } | { ok: false; reason: AmountRefusal }

// Labels a pasted or typed amount may carry before or after the figure ('TZS', 'Tsh', 'Sh.', '/=').
const LABEL_BEFORE = /^(?:tzs|tshs?|shs?)\.?\s*/i
const LABEL_AFTER = /\s*(?:\/=|\/-|tzs|tshs?|shs?\.?)$/i
// Grouped by ',' or a space in threes, or not grouped at all; then at most '.', and the cents.
const WHOLE = /^(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)$/
const CENTS = /^\d{0,2}$/

/** Reads a typed or pasted amount into minor units (cents), or says why it cannot. */
export function readAmount(raw: string): AmountReading {
  const text = raw
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim()
    .replace(LABEL_BEFORE, '')
    .replace(LABEL_AFTER, '')
    .trim()
  if (text === '') return { ok: false, reason: raw.trim() === '' ? 'empty' : 'notAmount' }
  if (!/^[\d.,\s]+$/.test(text) || !/\d/.test(text)) return { ok: false, reason: 'notAmount' }
  const dots = text.split('.').length - 1
  const [written, cents = ''] = text.split('.')
  // '.50' is fifty cents.
  const whole = written === '' && cents !== '' ? '0' : written
  // '1.000,50', '1,5', '45,50': a ',' after the '.' or outside groups of three is another
  // convention's decimal comma; '1.000' may be one thousand written with '.' groups.
  if (dots > 1 || cents.includes(',') || cents.includes(' ')) return { ok: false, reason: 'ambiguous' }
  if (dots === 1 && cents.length === 3 && /^\d{1,3}$/.test(whole)) return { ok: false, reason: 'ambiguous' }
  if (!WHOLE.test(whole)) return { ok: false, reason: whole.includes(',') ? 'ambiguous' : 'notAmount' }
  if (!CENTS.test(cents)) return { ok: false, reason: /^\d+$/.test(cents) ? 'tooManyDecimals' : 'notAmount' }
  const minor = Number(whole.replace(/[, ]/g, '')) * 100 + Number(cents.padEnd(2, '0'))
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, reason: 'notAmount' }
}

export type AmountRangeProblem = 'belowMin' | 'aboveMax' | null

/** Whether an amount read lies in the lender's range; unsent bounds are not checked, and nothing is capped. */
export function amountRange(minor: number, min: number | null, max: number | null): AmountRangeProblem {
  if (min !== null && minor < min) return 'belowMin'
  if (max !== null && minor > max) return 'aboveMax'
  return null
}
