const MIN_CARD_DIGITS = 13
const MAX_CARD_DIGITS = 19
// Runs of digits with single spaces or dashes between them, as cards are usually written.
const DIGIT_RUN = /\d(?:[ -]?\d)*/g

/** Tells whether a string of ASCII digits (at least 2) passes the Luhn checksum. */
export function isLuhnValid(digits: string): boolean {
  if (typeof digits !== 'string' || !/^\d{2,}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Finds card-like numbers (13-19 digits, optionally grouped by spaces/dashes, Luhn-valid); returns their digits. */
export function findCardNumbers(text: string): string[] {
  if (typeof text !== 'string') return []
  const found: string[] = []
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    found.push(...cardsInRun(run.split(/[ -]/)))
  }
  return found
}

// A grouped run may hold a card next to other numbers ('4111 1111 1111 1111 123' with a CVV),
// so try whole groups, longest window first, and move past each hit. Ungrouped digits are one group,
// so a card is never carved out of the middle of a longer plain number.
function cardsInRun(groups: string[]): string[] {
  const found: string[] = []
  let start = 0
  while (start < groups.length) {
    let next = start + 1
    for (let end = groups.length; end > start; end--) {
      const digits = groups.slice(start, end).join('')
      if (digits.length < MIN_CARD_DIGITS) break
      if (digits.length <= MAX_CARD_DIGITS && isLuhnValid(digits)) {
        found.push(digits)
        next = end
        break
      }
    }
    start = next
  }
  return found
}
