import { renderToString } from 'react-dom/server'

import { brandName } from '@src/config/brand'
import { buildTimeConfig } from '@src/config/env'
import { common } from '@src/i18n/common'
import { type Lang, translator } from '@src/i18n/index'
import { paths } from '@src/nav/paths'
import { publicPagePaths } from '@src/public/pagePaths'
import { findPublicPage } from '@src/public/pages'
import { PublicApp } from '@src/public/PublicApp'
import { makePublicStore } from '@src/public/publicStore'

export { publicPaths } from '@src/public/pageFiles'

/**
 * The page title the browser would show: the h1, then the app name in the page's language unless
 * the h1 has it already; without a name (a build given none), the h1 alone.
 */
export function titleFrom(html: string, appName = brandName('en', buildTimeConfig.appName), lang: Lang = 'en'): string {
  const h1 =
    /<h1\b[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]*>/g, '')
      .trim() ?? ''
  if (!h1) return appName || translator(common, lang)('appNameUnset')
  if (!appName) return h1
  return h1.includes(appName) ? h1 : `${h1} · ${appName}`
}

/** Renders a public URL path ('/About', '/sw/About') to HTML in its language, as a visitor without JavaScript sees it. */
export async function render(path: string): Promise<{ html: string; title: string; lang: string }> {
  const page = findPublicPage(path)
  if (!page) throw new Error(`not a public page: ${path}`)
  const Page = await page.load()
  const html = renderToString(<PublicApp store={makePublicStore(page.lang)} Page={Page} path={page.path} />)
  // The name the build was given, as the markup was rendered with it (useDeployment's build-time configuration).
  return { html, title: titleFrom(html, brandName(page.lang, buildTimeConfig.appName), page.lang), lang: page.lang }
}

/** Paths crawlers are asked to leave alone: the API, and every app path that is not a public page. */
export function crawlerExcluded(): string[] {
  const open = new Set<string>(publicPagePaths)
  return ['/api/', '/app/', ...Object.values(paths).filter((p) => !open.has(p))]
}
