/**
 * A value inside a text, read at a glance only when it sits on one line: a date with its time
 * (2026-12-11 10:24:13), an amount (TZS 150,000.00), a phone number (the shown form 0754 123 456,
 * 022 212 3456 or masked 0754 *** 456; a lender's +255 22 212 3456), a wallet or card with its masked
 * number (M-Pesa ****5678), a name joined by a hyphen (M-Pesa, SELCOM-TR2026…), an e-mail address
 * and a long run of digits (a NIDA or card number).
 */
const VALUE = new RegExp(
  [
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
    .join('|'),
  'g',
)

/** Longer than this, a value may not fit a 320 px screen's line: it wraps, as a last resort anywhere. */
const SHORT = 24

/** Cuts a text into plain parts and values (the odd indexes are values). */
export function splitValues(text: string): string[] {
  const parts: string[] = []
  let at = 0
  for (const m of text.matchAll(VALUE)) {
    parts.push(text.slice(at, m.index), m[0])
    at = m.index + m[0].length
  }
  parts.push(text.slice(at))
  return parts
}

/** The value style's class: a short value never breaks (ui.css .ui-value), a long one breaks only where it must. */
export const valueClass = (text: string) => (text.length <= SHORT ? 'ui-value' : 'ui-value ui-value--long')

/**
 * A text from the lender or a template with its values kept whole: each one in a span that does not
 * break (ui.css .ui-value), the words around it wrap as usual.
 */
export function ValueText({ text }: { text: string }) {
  const parts = splitValues(text)
  if (parts.length === 1) return <>{text}</>
  return (
    <>
      {parts.map((p, i) =>
        i % 2 ? (
          <span key={i} className={valueClass(p)} translate="no">
            {p}
          </span>
        ) : (
          p
        ),
      )}
    </>
  )
}

/**
 * A row's value from the lender (an order's date, account, reference, amount): a short one is one
 * value and stays whole; a longer one is a sentence, whose values stay whole and whose words wrap.
 */
export function RowValue({ text }: { text: string }) {
  if (text.length <= SHORT && !text.includes('\n')) return <span className="ui-value">{text}</span>
  return <ValueText text={text} />
}
