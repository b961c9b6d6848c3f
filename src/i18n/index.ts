import { formatPlurals } from './plural.ts'

/** Languages the product speaks. English keeps the spec's exact wording. */
export const LANGS = ['en', 'sw'] as const
export type Lang = (typeof LANGS)[number]

export type Messages<K extends string = string> = Record<K, string>
/** A catalogue: the English messages and a Swahili entry for every key. */
export type Catalogue<K extends string = string> = { en: Messages<K>; sw: Messages<K> }

/** Declares a feature's catalogue; TypeScript refuses a Swahili catalogue that misses a key. */
export function defineMessages<const E extends Messages>(en: E, sw: { [K in keyof E]: string }): Catalogue<Extract<keyof E, string>> {
  return { en, sw } as Catalogue<Extract<keyof E, string>>
}

export type Vars = Record<string, string | number>

/**
 * Fills {name} placeholders; an unknown placeholder stays visible rather than becoming 'undefined'.
 * Plural blocks ('{n, plural, one {# photo} other {# photos}}', ./plural.ts) take the language's form.
 */
export function format(template: string, vars?: Vars, lang: Lang = 'en'): string {
  if (!vars) return template
  return formatPlurals(template, vars, lang).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

export type Translate<K extends string> = (key: K, vars?: Vars) => string

/** A translator over one catalogue; falls back to English, then to the key itself. */
export function translator<K extends string>(catalogue: Catalogue<K>, lang: Lang): Translate<K> {
  return (key, vars) => format(catalogue[lang][key] ?? catalogue.en[key] ?? key, vars, lang)
}

/** Picks the language: the shell's parameter first, then the browser's languages, then English. */
export function pickLang(shellParam?: string | null, browserLangs: readonly string[] = []): Lang {
  for (const candidate of [shellParam ?? '', ...browserLangs]) {
    const base = candidate.toLowerCase().split(/[-_]/)[0]
    if ((LANGS as readonly string[]).includes(base)) return base as Lang
  }
  return 'en'
}
