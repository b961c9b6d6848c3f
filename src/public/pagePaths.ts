import { localisedPath, PUBLIC_LANGS, type PublicLang } from '@src/i18n/urlLang'
import { paths } from '@src/nav/paths'

/**
 * The public pages' paths, in the order of their table (src/public/pages.ts, which holds what each
 * page loads and is composed of). The app's start reads only these: its router builds a route per
 * path and language, and loads the table when one of them is opened, so the table's loaders and
 * the names of every public page's files stay off a borrower screen's start.
 */
export const publicPagePaths = [
  paths.siteHome,
  paths.siteAbout,
  paths.sitePolicy,
  paths.siteLoan,
  paths.siteFeedback,
  paths.aboutUs,
  paths.privacyPolicy,
  paths.loanAgreement,
  paths.promotion,
] as const

export type PublicPagePath = (typeof publicPagePaths)[number]

/** '/About/' -> '/About'; '' -> '/'. Paths are case-sensitive, as the files on disk are. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '')
  return p === '' ? '/' : p
}

/** Every public page's URL path in each language ('/About' and '/sw/About'), with the page's path. */
export function publicUrls(): { url: string; path: PublicPagePath; lang: PublicLang }[] {
  return publicPagePaths.flatMap((path) => PUBLIC_LANGS.map((lang) => ({ url: localisedPath(path, lang), path, lang })))
}
