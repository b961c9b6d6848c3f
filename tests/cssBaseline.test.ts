import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * CSS beyond the browser baseline (Chrome 80 / iOS 14) only enhances. Two ways old engines
 * go wrong, checked over every stylesheet we ship:
 * 1. A selector list holding a selector they cannot parse (:has, :is, :where, :focus-visible) is
 *    dropped whole, so baseline selectors must never share a list with those.
 * 2. At-rules, values and properties they ignore would take layout with them (a dropped @layer or
 *    @container block, a range media query, nesting, inset, aspect-ratio, dvh, color-mix...).
 *    Enhancements whose loss only changes looks (flex gap spacing, accent-color, a :has highlight
 *    next to the native checked radio) are allowed.
 */
const ROOTS = ['src', 'features']
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.css') ? [p] : []
  })
const sheets = ROOTS.flatMap((r) => files(join(process.cwd(), r))).map((f) => ({
  file: relative(process.cwd(), f),
  css: readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}))

const NEW_SELECTOR = /:(has|is|where|focus-visible)\(|:focus-visible\b/
const NEW_SYNTAX: [RegExp, string][] = [
  [/@layer\b/, '@layer (Chrome 99, iOS 15.4)'],
  [/@container\b/, '@container (Chrome 105, iOS 16)'],
  [/@scope\b/, '@scope'],
  [/@media[^{]*\((?:width|height|aspect-ratio)\s*[<>]/, 'range media query (Chrome 104, iOS 16.4)'],
  [/(?:^|[{;\s])inset\s*:/, 'inset (Chrome 87, iOS 14.5)'],
  [/aspect-ratio\s*:/, 'aspect-ratio (Chrome 88, iOS 15)'],
  [/\d(?:dvh|svh|lvh|dvw|svw|lvw)\b/, 'dynamic viewport units (Chrome 108, iOS 15.4)'],
  [/color-mix\(/, 'color-mix() (Chrome 111)'],
  [/(?:^|[{;\s])(?:translate|rotate|scale)\s*:/, 'individual transform properties (Chrome 104)'],
  [/overflow(?:-[xy])?\s*:\s*clip/, 'overflow: clip (Chrome 90, iOS 16)'],
  [/\{[^{}]*&/, 'CSS nesting (Chrome 112, iOS 16.5)'],
]

describe('stylesheets at the browser baseline', () => {
  it('finds the stylesheets', () => {
    expect(sheets.length).toBeGreaterThan(5)
  })

  it('never mixes a newer selector into a list with baseline selectors (old engines drop the whole rule)', () => {
    const mixed: string[] = []
    for (const { file, css } of sheets) {
      for (const m of css.matchAll(/([^{}@]+)\{[^{}]*\}/g)) {
        const list = m[1].split(',').map((s) => s.trim())
        const newer = list.filter((s) => NEW_SELECTOR.test(s))
        if (newer.length && newer.length < list.length) mixed.push(`${file}: ${m[1].trim()}`)
      }
    }
    expect(mixed).toEqual([])
  })

  it('uses no at-rule, property or value whose loss would break the layout on the baseline', () => {
    const found: string[] = []
    for (const { file, css } of sheets) for (const [re, what] of NEW_SYNTAX) if (re.test(css)) found.push(`${file}: ${what}`)
    expect(found).toEqual([])
  })

  it('the checks can fail', () => {
    const css = '.a,.b:focus-visible{outline:0}'
    const [m] = [...css.matchAll(/([^{}@]+)\{[^{}]*\}/g)]
    expect(m[1].split(',').filter((s) => NEW_SELECTOR.test(s))).toHaveLength(1)
    expect(NEW_SYNTAX.filter(([re]) => re.test('@layer base{.x{inset:0;height:100dvh}}')).map(([, w]) => w)).toHaveLength(3)
  })
})
