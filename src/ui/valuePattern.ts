/**
 * The kinds of value read at a glance only when they sit on one line: a date with its time
 * (2026-12-11 10:24:13), an amount (TZS 150,000.00), a phone number (the shown form 0754 123 456,
 * 022 212 3456 or masked 0754 *** 456; a lender's +255 22 212 3456), a wallet or card with its
 * masked number (M-Pesa ****5678), a name joined by a hyphen (M-Pesa, SELCOM-TR2026…), an e-mail
 * address and a long run of digits (a NIDA or card number). One source: ValueText keeps them whole,
 * and the visual check (e2e/visual.spec.ts) flags any drawn across two lines.
 *
 * Every part reads a text in time that grows with its length, never with its square: the text is
 * the lender's (any length, any characters), and a pattern that re-reads the rest of the text from
 * each position froze the screen (20,000 'x' took 2 s in the e-mail part, 3,000 '*' took 100 s in
 * the masked one). So each run that may be followed by something it could also match is bounded:
 * an e-mail's local part by its 64 characters and its labels by 63, a masked number's run by 30,
 * a name before it by 30 letters; '**' then digits and stars, not two runs of stars that can share
 * the same characters. ValueText.test.tsx times the shapes that were slow.
 */
export const VALUE_SOURCE = [
  /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?/,
  /TZS\s?[\d,]+(?:\.\d+)?/,
  /\+?255[\d ]{9,12}\d/,
  /\b0[\d*]{2,3} [\d*]{3} [\d*]{3,4}(?![\d*])/,
  /\b\d[\d*]{6,}\d\b/,
  /(?:\b[A-Z][A-Za-z]{0,30}(?:[- ][A-Z][A-Za-z]{0,30})? )?\*\*[\d*]{0,30}\d/,
  /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/,
  /\b[A-Z][A-Za-z]*-[A-Z0-9][\w-]*/,
]
  .map((r) => r.source)
  .join('|')
