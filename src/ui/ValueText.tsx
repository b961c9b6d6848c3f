/**
 * A date (2026-12-11), an amount (TZS 150,000.00) or a phone number (the shown form 0754 123 456,
 * 022 212 3456 or masked 0754 *** 456; a lender's +255 22 212 3456) inside a text: one value, read
 * at a glance only when it sits on one line.
 */
const VALUE = /\d{4}-\d{2}-\d{2}|TZS\s?[\d,]+(?:\.\d+)?|\+?255[\d ]{9,12}\d|\b0[\d*]{2,3} [\d*]{3} [\d*]{3,4}(?![\d*])/g

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
          <span key={i} className="ui-value" translate="no">
            {p}
          </span>
        ) : (
          p
        ),
      )}
    </>
  )
}
