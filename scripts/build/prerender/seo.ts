/**
 * robots.txt and sitemap.xml for the public pages: written by plugin.ts at build time
 * from the one route table, so a page added there is listed in both languages.
 */
export type Alternate = { hreflang: string; href: string }
/** One public page: its URL in each language. */
export type SitemapEntry = { urls: Alternate[] }

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** '/About' under 'https://site.example' -> 'https://site.example/About'; without a site URL, the path itself. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl ? new URL(path, siteUrl.replace(/\/+$/, '') + '/').href : path
}

/** The hreflang set of one page: each language, and x-default (English) for everyone else. */
export function alternatesFor(siteUrl: string, byLang: { lang: string; path: string }[]): Alternate[] {
  const list = byLang.map(({ lang, path }) => ({ hreflang: lang, href: absoluteUrl(siteUrl, path) }))
  const en = list.find((a) => a.hreflang === 'en')
  return en ? [...list, { hreflang: 'x-default', href: en.href }] : list
}

/** A sitemap with every URL of every page, each naming its twins (xhtml:link, as search engines read hreflang). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ urls }) =>
    urls
      .filter((u) => u.hreflang !== 'x-default')
      .map((u) =>
        [
          `  <url>`,
          `    <loc>${xml(u.href)}</loc>`,
          ...urls.map((a) => `    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`),
          `  </url>`,
        ].join('\n'),
      ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * The public pages may be crawled; the borrower screens (they need a session and show nothing
 * useful to a crawler), the API and the developer test page may not.
 */
export function robotsTxt(siteUrl: string, disallow: readonly string[]): string {
  // A sitemap must be named by its full address: without a site URL there is none to name.
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    ...(siteUrl ? [`Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''] : []),
  ].join('\n')
}

/** The sitemap of the prerendered pages (the build's page report): each page's URLs in every language. */
export function sitemapOfRoutes(siteUrl: string, routes: readonly { path: string; source: string; lang: string }[]): string {
  const bySource = new Map<string, { lang: string; path: string }[]>()
  for (const r of routes) bySource.set(r.source, [...(bySource.get(r.source) ?? []), { lang: r.lang, path: r.path }])
  return sitemapXml([...bySource.values()].map((byLang) => ({ urls: alternatesFor(siteUrl, byLang) })))
}
