/** Removes everything but ASCII digits 0-9. */
export function digitsOnly(s: string): string {
  // Inputs arrive from untyped DOM events and server data; null must not become 'null'.
  return typeof s === 'string' ? s.replace(/\D/g, '') : ''
}

/** Masks card input as groups of four digits, at most maxDigits (19, the longest card number). */
export function maskCardNumber(s: string, maxDigits = 19): string {
  const d = digitsOnly(s).slice(0, Math.max(0, maxDigits))
  return d.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** Cuts s to at most n characters, counting emoji and other astral characters as one. */
export function limitLength(s: string, n: number): string {
  if (typeof s !== 'string') return ''
  const max = Number.isNaN(n) ? 0 : Math.max(0, Math.floor(n))
  // Array.from splits by code point, so a surrogate pair is never cut in half.
  const chars = Array.from(s)
  return chars.length <= max ? s : chars.slice(0, max).join('')
}

/** Longer than this, a run of letters is not a word that limitWholeWords keeps whole. */
const LONGEST_WORD = 30

/**
 * Cuts s to at most n characters (as limitLength) without cutting a word in half (a
 * paste that overflows a field): the cut moves back to the last space, and trailing spaces go.
 * A text with no space before the limit, or a "word" over 30 characters (a code, a link), is cut at the limit.
 */
export function limitWholeWords(s: string, n: number): string {
  const cut = limitLength(s, n)
  if (cut === s || typeof s !== 'string') return cut
  const next = Array.from(s)[Array.from(cut).length]
  if (next === undefined || /\s/.test(next)) return cut.trimEnd()
  const space = cut.search(/\s\S*$/)
  // A "word" longer than any word (a pasted code or link) is cut at the limit instead.
  return space > 0 && Array.from(cut.slice(space + 1)).length <= LONGEST_WORD ? cut.slice(0, space).trimEnd() : cut
}

/** Masks a card number for display: first 6 and last 4 digits at most (PCI DSS), the rest '*'. */
export function maskCardForDisplay(cardNo: string): string {
  const d = digitsOnly(cardNo)
  if (d.length <= 4) return '*'.repeat(d.length)
  // Below 13 digits first-6 + last-4 would reveal nearly everything, so show only the last 4.
  if (d.length < 13) return '*'.repeat(d.length - 4) + d.slice(-4)
  return d.slice(0, 6) + '*'.repeat(d.length - 10) + d.slice(-4)
}

/**
 * Masks an identity number (a national id such as NIDA) for display: only the last 4 digits show,
 * enough for the borrower to recognise it; the full number is never needed to read it back.
 */
export function maskIdForDisplay(idNo: string): string {
  const d = digitsOnly(idNo)
  if (d.length <= 4) return '*'.repeat(d.length)
  return '*'.repeat(d.length - 4) + d.slice(-4)
}
