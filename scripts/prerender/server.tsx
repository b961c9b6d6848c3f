import { renderToString } from 'react-dom/server'
import { config } from '@src/config/env'
import { findPublicPage } from './pages'
import { PublicApp } from './PublicApp'
import { makePublicStore } from './publicStore'

export { publicPages } from './pages'

/** The page title the browser would show: the h1, then the app name unless the h1 has it already. */
export function titleFrom(html: string, appName = config.appNameEn): string {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '').trim() ?? ''
  if (!h1) return appName
  return h1.includes(appName) ? h1 : `${h1} · ${appName}`
}

/** Renders a public page to HTML in English, as a first-time visitor without JavaScript sees it. */
export async function render(path: string): Promise<{ html: string; title: string }> {
  const page = findPublicPage(path)
  if (!page) throw new Error(`not a public page: ${path}`)
  const Page = await page.load()
  const html = renderToString(<PublicApp store={makePublicStore('en')} Page={Page} />)
  return { html, title: titleFrom(html) }
}
