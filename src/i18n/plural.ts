/**
 * Plurals through Intl.PluralRules (no "1 photos"). A catalogue text may hold an ICU-style plural:
 *   '{n, plural, one {# photo} other {# photos}}'
 * Forms are the language's CLDR categories (zero, one, two, few, many, other) or an exact '=N';
 * '#' is the number. 'other' is required; a missing category falls back to it.
 */
type Category = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

const rules = new Map<string, Intl.PluralRules>()

/** The CLDR plural category of n in a language ('en': 1 -> 'one', 2 -> 'other'). */
export function pluralCategory(lang: string, n: number): Category {
  let r = rules.get(lang)
  if (!r) {
    r = new Intl.PluralRules(lang)
    rules.set(lang, r)
  }
  return r.select(n) as Category
}

/** Picks the form for n: an exact '=N' first, then the language's category, then 'other'. */
export function selectPlural(lang: string, n: number, forms: Partial<Record<string, string>> & { other: string }): string {
  return (forms[`=${n}`] ?? forms[pluralCategory(lang, n)] ?? forms.other).replace(/#/g, String(n))
}

const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g

/** Replaces every plural block of a text by the form its number needs; blocks without a number stay. */
export function formatPlurals(template: string, vars: Record<string, string | number>, lang: string): string {
  if (!template.includes(', plural,')) return template
  return template.replace(PLURAL, (whole, name: string, body: string) => {
    const n = Number(vars[name])
    if (!(name in vars) || !Number.isFinite(n)) return whole
    const forms: Record<string, string> = {}
    for (const [, key, text] of body.matchAll(FORM)) forms[key] = text
    return 'other' in forms ? selectPlural(lang, n, forms as { other: string }) : whole
  })
}
