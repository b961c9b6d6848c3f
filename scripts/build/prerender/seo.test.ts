import { describe, expect, it } from 'vitest'

import { absoluteUrl, alternatesFor, robotsTxt, sitemapXml } from './seo'

const SITE = 'https://site.example/'

describe('robots.txt and sitemap.xml', () => {
  it('names every language of a page, and English as the default', () => {
    expect(
      alternatesFor(SITE, [
        { lang: 'en', path: '/' },
        { lang: 'sw', path: '/sw' },
      ]),
    ).toEqual([
      { hreflang: 'en', href: 'https://site.example/' },
      { hreflang: 'sw', href: 'https://site.example/sw' },
      { hreflang: 'x-default', href: 'https://site.example/' },
    ])
    expect(absoluteUrl('https://site.example/base', '/About')).toBe('https://site.example/About')
  })

  it('lists each URL once, with its twins, escaped', () => {
    const xml = sitemapXml([
      {
        urls: alternatesFor(SITE, [
          { lang: 'en', path: '/About' },
          { lang: 'sw', path: '/sw/About' },
        ]),
      },
      { urls: alternatesFor(SITE, [{ lang: 'en', path: '/a&b' }]) },
    ])
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://site.example/About</loc>',
      '<loc>https://site.example/sw/About</loc>',
      '<loc>https://site.example/a&amp;b</loc>',
    ])
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="sw" href="https://site.example/sw/About"/>')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('lets crawlers read the site, not the excluded paths, and points them at the sitemap', () => {
    expect(robotsTxt(SITE, ['/api/', '/testPreview'])).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /testPreview\n\nSitemap: https://site.example/sitemap.xml\n',
    )
  })
})
