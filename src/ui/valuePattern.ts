/**
 * The kinds of value read at a glance only when they sit on one line: a date with its time
 * (2026-12-11 10:24:13), an amount (TZS 150,000.00), a phone number (the shown form 0754 123 456,
 * 022 212 3456 or masked 0754 *** 456; a lender's +255 22 212 3456), a wallet or card with its
 * masked number (M-Pesa ****5678), a name joined by a hyphen (M-Pesa, SELCOM-TR2026…), an e-mail
 * address and a long run of digits (a NIDA or card number). One source: ValueText keeps them whole,
 * and the visual check (e2e/visual.spec.ts) flags any drawn across two lines.
 */
export const VALUE_SOURCE = [
  /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?/,
  /TZS\s?[\d,]+(?:\.\d+)?/,
  /\+?255[\d ]{9,12}\d/,
  /\b0[\d*]{2,3} [\d*]{3} [\d*]{3,4}(?![\d*])/,
  /\b\d[\d*]{6,}\d\b/,
  /(?:\b[A-Z][A-Za-z]*(?:[- ][A-Z][A-Za-z]*)? )?\*{2,}[\d*]*\d/,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/,
  /\b[A-Z][A-Za-z]*-[A-Z0-9][\w-]*/,
]
  .map((r) => r.source)
  .join('|')
