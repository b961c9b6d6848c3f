/** What support staff see instead of a secret (DevTools, Copy diagnostics). */
export const REDACTED = '[redacted]'

/** Runs of 9+ digits (optionally spaced or dashed) look like phone or card numbers. */
const LONG_DIGITS = /(?:\+?\d[\s-]?){9,}/g

/** Masks long digit runs inside free text, keeping the last 2 digits for support. */
export function maskDigits(s: string): string {
  return s.replace(LONG_DIGITS, (m) => {
    const digits = m.replace(/\D/g, '')
    return `${'*'.repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}${/\s$/.test(m) ? ' ' : ''}`
  })
}
