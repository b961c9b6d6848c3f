import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Connect } from 'vite'

import { previewRouting } from '../scripts/build/prerender/plugin.ts'
import { absoluteUrl, robotsTxt, sitemapOfRoutes } from '../scripts/build/prerender/seo.ts'
import { CONFIG_BLOCK_ID, sandboxConfigBlock, sandboxDeployment } from './deployment.ts'

const SITE = sandboxDeployment.siteUrl

/**
 * The page with the sandbox's deployment block first in its head (before any script reads the
 * config), and its hreflang links under the sandbox's site address where the build had none.
 */
export function withSandboxConfig(html: string): string {
  if (html.includes(`id="${CONFIG_BLOCK_ID}"`)) return html
  return html
    .replace(/<head[^>]*>/i, (head) => `${head}${sandboxConfigBlock()}`)
    .replace(
      /(<link rel="alternate" hreflang="[^"]+" href=")(\/[^"]*)"/g,
      (_m, start: string, path: string) => `${start}${absoluteUrl(SITE, path)}"`,
    )
}

/**
 * robots.txt and sitemap.xml as a build given the sandbox's site address would have written them
 * (a build without VITE_SITE_URL has no sitemap); a build that had one keeps its own.
 */
function siteFiles(outDir: string, path: string): string | null {
  if (path !== '/sitemap.xml' && path !== '/robots.txt') return null
  if (existsSync(join(outDir, 'sitemap.xml'))) return null
  const report = join(outDir, '.vite/prerender.json')
  if (!existsSync(report)) return null
  if (path === '/sitemap.xml')
    return sitemapOfRoutes(
      SITE,
      (JSON.parse(readFileSync(report, 'utf8')) as { routes: { path: string; source: string; lang: string }[] }).routes,
    )
  const built = readFileSync(join(outDir, 'robots.txt'), 'utf8')
  return robotsTxt(
    SITE,
    [...built.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]),
  )
}

/**
 * The preview server's pages are the built files: this middleware answers every page itself
 * (the file the host's routing picks, scripts/build/prerender/plugin.ts previewRouting) with the
 * sandbox's deployment block written in, as a host's own template or edge would. Every other
 * answer goes on untouched.
 */
export function sandboxConfigInPages(outDir: string): Connect.NextHandleFunction {
  const route = previewRouting(outDir)
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0]
    const file = siteFiles(outDir, path)
    if (file !== null) {
      res.setHeader('content-type', path.endsWith('.xml') ? 'application/xml' : 'text/plain; charset=utf-8')
      res.end(file)
      return
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path.startsWith('/api/')) return next()
    route(req, res, () => undefined)
    const target = join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0]))
    if (!target.endsWith('.html') || !target.startsWith(outDir) || !existsSync(target)) return next()
    const body = Buffer.from(withSandboxConfig(readFileSync(target, 'utf8')))
    res.statusCode = 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', 'no-cache')
    res.setHeader('content-length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
