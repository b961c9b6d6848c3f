/**
 * Which language a public URL is in. English pages keep the spec's paths; each has a Swahili
 * twin under /sw ('/About' -> '/sw/About', '/' -> '/sw'). Dependency-free: the loader (boot.ts)
 * imports it before React arrives.
 */
export const PUBLIC_LANGS = ['en', 'sw'] as const
export type PublicLang = (typeof PUBLIC_LANGS)[number]

const SW = '/sw'

/** The URL path of a public page in a language. */
export function localisedPath(path: string, lang: PublicLang): string {
  if (lang === 'en') return path
  return path === '/' ? SW : `${SW}${path}`
}

/** '/sw/About' -> { path: '/About', lang: 'sw' }; '/About' -> { path: '/About', lang: 'en' }. */
export function splitLangPath(pathname: string): { path: string; lang: PublicLang } {
  if (pathname === SW || pathname === `${SW}/`) return { path: '/', lang: 'sw' }
  if (pathname.startsWith(`${SW}/`)) return { path: pathname.slice(SW.length), lang: 'sw' }
  return { path: pathname, lang: 'en' }
}

/** The first of the browser's languages we speak ('sw-TZ' -> 'sw'), else null. */
export function preferredLang(languages: readonly string[]): PublicLang | null {
  for (const l of languages) {
    const base = (l ?? '').toLowerCase().split(/[-_]/)[0]
    if ((PUBLIC_LANGS as readonly string[]).includes(base)) return base as PublicLang
  }
  return null
}

/** Where the visitor's own choice of language (the language switch) is kept. */
export const LANG_CHOICE_KEY = 'publicLang'

export type Visit = {
  pathname: string
  search: string
  hash: string
  /** navigator.languages. */
  languages: readonly string[]
  /** document.referrer. */
  referrer: string
  origin: string
  /** The language the visitor chose with the switch before, if any. */
  choice: string | null
}

/**
 * Where a visitor of a public page belongs, or null to stay. In order: the shell's `lang`
 * parameter (the app opens pages with it), the visitor's earlier choice on the switch, then,
 * only on arrival from elsewhere (not while browsing the site, so a tap on "English" is never
 * undone), the browser's preferred language. Query and hash are kept.
 */
export function languageRedirect(v: Visit, isPublic: (path: string) => boolean): string | null {
  const { path, lang } = splitLangPath(v.pathname.replace(/(.)\/+$/, '$1'))
  if (!isPublic(path)) return null
  const shell = new URLSearchParams(v.search).get('lang')
  let wanted = preferredLang(shell ? [shell] : [])
  if (!wanted && v.choice) wanted = preferredLang([v.choice])
  if (!wanted) {
    let internal = false
    try {
      internal = !!v.referrer && new URL(v.referrer).origin === v.origin
    } catch {
      internal = false
    }
    if (internal) return null
    wanted = preferredLang(v.languages)
  }
  if (!wanted || wanted === lang) return null
  return localisedPath(path, wanted) + v.search + v.hash
}
