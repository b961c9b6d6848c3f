import { formatPlurals } from './plural.ts'

/** Languages the product speaks. English keeps the spec's exact wording. */
export const LANGS = ['en', 'sw'] as const
export type Lang = (typeof LANGS)[number]

export type Messages<K extends string = string> = Record<K, string>
/**
 * A catalogue: the English messages and a Swahili entry for every key. In the client build the
 * Swahili messages arrive when first wanted (loadLang), so `sw` may be missing until then.
 */
export type Catalogue<K extends string = string> = { en: Messages<K>; sw: Messages<K> }

/** What the client build passes instead of the Swahili object (scripts/build/i18n). */
type LoadMessages = () => Promise<{ default: Messages }>

/** Catalogues whose Swahili messages are still to be fetched, the fetches under way, and those that failed. */
const toLoad = new Map<Catalogue, LoadMessages>()
const loading = new Map<Catalogue, Promise<void>>()
const failed = new Set<Catalogue>()
/** The language the page is in or switched to: a catalogue defined later starts fetching it at once. */
let wanted: Lang = 'en'

/** Declares a feature's catalogue; TypeScript refuses a Swahili catalogue that misses a key. */
export function defineMessages<const E extends Messages>(en: E, sw: { [K in keyof E]: string }): Catalogue<Extract<keyof E, string>> {
  // The client build hands a loader in place of the Swahili object: one language on the start.
  if (typeof sw !== 'function') return { en, sw } as Catalogue<Extract<keyof E, string>>
  const catalogue = { en } as unknown as Catalogue<Extract<keyof E, string>>
  toLoad.set(catalogue, sw as LoadMessages)
  if (wanted !== 'en') void loadLang(catalogue, wanted)
  return catalogue
}

/** Whether a catalogue's messages in `lang` are in. */
export function hasLang(catalogue: Catalogue, lang: Lang): boolean {
  return catalogue[lang] !== undefined
}

const settled = Promise.resolve()

/**
 * Fetches a catalogue's messages in `lang`: the same promise until it settles (React's `use` waits
 * on it), and it never rejects. A fetch that failed (offline before the worker had the file) leaves
 * English in place until the next wantLang tries again.
 */
export function loadLang(catalogue: Catalogue, lang: Lang): Promise<void> {
  const load = toLoad.get(catalogue)
  if (lang === 'en' || hasLang(catalogue, lang) || !load) return settled
  if (!loading.has(catalogue)) {
    loading.set(
      catalogue,
      load().then(
        (m) => {
          catalogue.sw = m.default
          toLoad.delete(catalogue)
        },
        () => void failed.add(catalogue),
      ),
    )
  }
  return loading.get(catalogue)!
}

/**
 * Resolves once a catalogue's messages are in the language the page is in: a part whose code and
 * words load on use shows its words at once, instead of waiting for them in a Suspense fallback.
 */
export function langReady(catalogue: Catalogue): Promise<void> {
  return loadLang(catalogue, wanted)
}

/** Whether a translator in `lang` should wait for the catalogue (not in yet, and not failed). */
export function awaitsLang(catalogue: Catalogue, lang: Lang): boolean {
  return lang !== 'en' && !hasLang(catalogue, lang) && toLoad.has(catalogue) && !failed.has(catalogue)
}

/** The page is in `lang` (at start, or switched): fetches it for every catalogue defined, and for those defined later. */
export function wantLang(lang: Lang): Promise<void> {
  wanted = lang
  for (const c of failed) loading.delete(c)
  failed.clear()
  return Promise.all([...toLoad.keys()].map((c) => loadLang(c, lang))).then(() => undefined)
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
  return (key, vars) => format(catalogue[lang]?.[key] ?? catalogue.en[key] ?? key, vars, lang)
}

/** Picks the language: the shell's parameter first, then the browser's languages, then English. */
export function pickLang(shellParam?: string | null, browserLangs: readonly string[] = []): Lang {
  for (const candidate of [shellParam ?? '', ...browserLangs]) {
    const base = candidate.toLowerCase().split(/[-_]/)[0]
    if ((LANGS as readonly string[]).includes(base)) return base as Lang
  }
  return 'en'
}
