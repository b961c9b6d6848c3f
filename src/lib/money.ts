/** Amount formatting options; separators default to ',' for thousands and '.' for decimals. */
export type AmountFormatOptions = {
  thousandsSeparator?: string
  decimalSeparator?: string
}

/** Anything a caller may hold as an amount in minor units, including raw server strings. */
export type MinorInput = number | string | null | undefined

/** Shown instead of an amount that cannot be read, so a page never says 'NaN' or 'undefined'. */
export const MISSING_AMOUNT = '—'

// Plain decimal notation only: '1e3', '0x10', '' and '1,234' are ambiguous or accidental.
const DECIMAL_STRING = /^[+-]?\d+(?:\.\d+)?$/

/** Reads a number or numeric string as an integer count of minor units, or null when it is not one. */
export function parseMinor(value: unknown): number | null {
  let n: number
  if (typeof value === 'number') {
    n = value
  } else if (typeof value === 'string') {
    const trimmed = value.trim()
    if (!DECIMAL_STRING.test(trimmed)) return null
    n = Number(trimmed)
  } else {
    return null
  }
  if (!Number.isFinite(n)) return null
  const rounded = roundHalfAwayFromZero(n)
  // Beyond 2^53 the value is no longer the amount the server meant.
  return Number.isSafeInteger(rounded) ? rounded : null
}

/** Formats minor units as major units with two decimals, e.g. 1234567 -> '12,345.67'. */
export function formatAmount(minor: MinorInput, opts?: AmountFormatOptions): string {
  const n = normalise(minor)
  if (n === null) return MISSING_AMOUNT
  return (n < 0 ? '-' : '') + formatAbsolute(n, opts)
}

/** Formats with '.' thousands and ',' decimals, e.g. 1234567 -> '12.345,67'. */
export function formatDotGrouped(minor: MinorInput): string {
  return formatAmount(minor, { thousandsSeparator: '.', decimalSeparator: ',' })
}

/** Formats with the older flow's yuan-style prefix, e.g. 1234567 -> '¥12,345.67'. */
export function formatYuanStyle(minor: MinorInput): string {
  return withPrefix(minor, '¥')
}

/** Formats as shillings for the repayment pages, e.g. 1234567 -> 'TZS 12,345.67'. */
export function formatTzs(minor: MinorInput): string {
  return formatWithSymbol(minor, 'TZS')
}

/** Formats as symbol, space, amount, e.g. ('₹', 1234567) -> '₹ 12,345.67'; the sign goes first. */
export function formatWithSymbol(minor: MinorInput, symbol: string): string {
  return withPrefix(minor, symbol ? `${symbol} ` : '')
}

/** Picks the market's currency symbol from a system parameter; Tanzania (TZS) unless told otherwise. */
export function currencySymbolFor(systemParam?: string | null): string {
  const key = typeof systemParam === 'string' ? systemParam.trim().toLowerCase() : ''
  if (key === 'in' || key === 'inr') return '₹'
  if (key === 'ph' || key === 'php') return '₱'
  return 'TZS'
}

function withPrefix(minor: MinorInput, prefix: string): string {
  const n = normalise(minor)
  if (n === null) return MISSING_AMOUNT
  return `${n < 0 ? '-' : ''}${prefix}${formatAbsolute(n)}`
}

function normalise(minor: MinorInput): number | null {
  if (typeof minor === 'number') return Number.isFinite(minor) ? roundHalfAwayFromZero(minor) : null
  return parseMinor(minor)
}

function roundHalfAwayFromZero(n: number): number {
  const r = Math.sign(n) * Math.round(Math.abs(n))
  // Avoids printing '-0.00' for amounts that round to nothing.
  return r === 0 ? 0 : r
}

function formatAbsolute(minor: number, opts?: AmountFormatOptions): string {
  const thousands = opts?.thousandsSeparator ?? ','
  const decimal = opts?.decimalSeparator ?? '.'
  // BigInt keeps huge values exact and out of '1e+21' notation; slicing the digit string
  // instead of dividing keeps the cents exact.
  const digits = BigInt(Math.abs(minor)).toString().padStart(3, '0')
  const whole = digits.slice(0, -2)
  const cents = digits.slice(-2)
  // A function replacer so a separator such as '$&' is inserted literally.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, () => thousands)
  return `${grouped}${decimal}${cents}`
}

/**
 * Reads an amount query parameter (`amount`, `repayAmount`: minor units); anything but a positive
 * integer is ignored. Here, beside the formatting every page that reads one also uses, so those
 * pages share no other file for it.
 */
export function queryAmount(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw.trim())) return null
  const n = Number(raw.trim())
  return n > 0 && Number.isSafeInteger(n) ? n : null
}
