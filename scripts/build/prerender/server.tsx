import { renderToString } from 'react-dom/server'
import { config } from '@src/config/env'
import { paths } from '@src/nav/paths'
import { findPublicPage, publicPages } from '@src/public/pages'
import { PublicApp } from '@src/public/PublicApp'
import { makePublicStore } from '@src/public/publicStore'

export { publicPaths } from '@src/public/pages'

/** The page title the browser would show: the h1, then the app name unless the h1 has it already. */
export function titleFrom(html: string, appName = config.appNameEn): string {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '').trim() ?? ''
  if (!h1) return appName
  return h1.includes(appName) ? h1 : `${h1} · ${appName}`
}

/** Renders a public URL path ('/About', '/sw/About') to HTML in its language, as a visitor without JavaScript sees it. */
export async function render(path: string): Promise<{ html: string; title: string; lang: string }> {
  const page = findPublicPage(path)
  if (!page) throw new Error(`not a public page: ${path}`)
  const Page = await page.load()
  const html = renderToString(<PublicApp store={makePublicStore(page.lang)} Page={Page} path={page.path} />)
  return { html, title: titleFrom(html), lang: page.lang }
}

/** Paths crawlers are asked to leave alone: the API, and every app path that is not a public page. */
export function crawlerExcluded(): string[] {
  const open = new Set(publicPages.map((p) => p.path))
  return ['/api/', '/app/', ...Object.values(paths).filter((p) => !open.has(p))]
}
