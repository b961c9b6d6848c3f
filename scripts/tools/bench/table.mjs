// Plain-text table rendering for the bench output.

/** Renders rows (arrays of cells) under a header; numbers/right-aligned columns per `align`. */
export function table(header, rows, align = []) {
  const all = [header, ...rows].map((r) => r.map((c) => (c === null || c === undefined ? '-' : String(c))))
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)))
  const line = (r) =>
    '  ' +
    r
      .map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(all[0]), '  ' + widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n')
}

export const kb = (n) => (typeof n === 'number' ? `${(n / 1000).toFixed(1)} KB` : '-')
export const ms = (n) => (typeof n === 'number' ? `${Math.round(n)}` : '-')
export const score = (n) => (typeof n === 'number' ? `${Math.round(n)}` : '-')
export const cls = (n) => (typeof n === 'number' ? n.toFixed(3) : '-')

/** The median of the finite numbers among `values`, or null when there are none. */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return null
  const m = v.length >> 1
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2
}
