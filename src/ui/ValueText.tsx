import { VALUE_SOURCE } from './valuePattern'

const VALUE = new RegExp(VALUE_SOURCE, 'g')

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
