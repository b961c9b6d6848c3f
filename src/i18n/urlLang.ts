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
 * Where a visitor of a public page belongs, or null to stay. An explicit language in the URL is
 * never overridden: a /sw/... page stays Swahili and an English path stays English
 * whatever the browser prefers (the page suggests its twin instead, see `languageSuggestion`).
 * Only two things move a visitor: the shell's `lang` parameter (the app opens pages with it, so it
 * is the URL's own word), and on the bare home `/` alone (which names no language), the visitor's
 * earlier choice on the switch, then, on arrival from elsewhere (not while browsing the site, so
 * a tap on "English" is never undone), the browser's preferred language. Query and hash are kept.
 */
export function languageRedirect(v: Visit, isPublic: (path: string) => boolean): string | null {
  const pathname = v.pathname.replace(/(.)\/+$/, '$1')
  const { path, lang } = splitLangPath(pathname)
  if (!isPublic(path)) return null
  const shell = new URLSearchParams(v.search).get('lang')
  let wanted = preferredLang(shell ? [shell] : [])
  if (!wanted && pathname === '/') wanted = visitorLang(v)
  if (!wanted || wanted === lang) return null
  return localisedPath(path, wanted) + v.search + v.hash
}

/** The visitor's own language: their choice on the switch, else (arriving from elsewhere) the browser's; null while browsing the site. */
function visitorLang(v: Visit): PublicLang | null {
  if (v.choice) return preferredLang([v.choice])
  let internal = false
  try {
    internal = !!v.referrer && new URL(v.referrer).origin === v.origin
  } catch {
    internal = false
  }
  return internal ? null : preferredLang(v.languages)
}

/**
 * The language to suggest on a page that stays in its URL's language although the visitor's is
 * another (an English browser on /sw/Loan): their choice on the switch, else the browser's first
 * language we speak. Null when they match or we cannot tell.
 */
export function languageSuggestion(v: Pick<Visit, 'pathname' | 'languages' | 'choice'>): PublicLang | null {
  const { lang } = splitLangPath(v.pathname.replace(/(.)\/+$/, '$1'))
  const wanted = v.choice ? preferredLang([v.choice]) : preferredLang(v.languages)
  return wanted && wanted !== lang ? wanted : null
}
