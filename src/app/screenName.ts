import { splitLangPath } from '@src/i18n/urlLang'
import { paths } from '@src/nav/paths'
import { normalizePath } from '@src/public/pagePaths'

const byPath = new Map<string, string>(Object.entries(paths).map(([name, path]) => [path, name]))

/**
 * The screen's name in the route table ('loanDetail', 'siteAbout' for /About and /sw/About), never
 * its URL: a path the table does not know is 'other' (what it holds could be anything).
 */
export function screenName(pathname: string): string {
  const { path } = splitLangPath(normalizePath(pathname))
  const name = byPath.get(path)
  if (name) return name
  return /^\/app\/[^/]+$/.test(path) ? 'nativeHandoff' : 'other'
}
