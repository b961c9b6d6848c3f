import type { ComponentType } from 'react'

import { localisedPath, PUBLIC_LANGS, type PublicLang, splitLangPath } from '@src/i18n/urlLang'
import { paths } from '@src/nav/paths'

/** A public page: prerendered at build time (in every language), hydrated by the light public runtime. */
export type PublicPage = {
  path: string
  /** The page module as the Vite manifest names it (for preload links and the size budget). */
  source: string
  load: () => Promise<ComponentType>
  /** Further modules the page is composed of (their styles go in the page's head; the size counts them). */
  also?: string[]
  /** The page needs JavaScript to be used (forms), so its HTML keeps the <noscript> line. */
  needsScript?: boolean
}

const LEGAL_TEXTS = 'features/legal/components/Articles.tsx'

/**
 * The one table of public pages: the app router (src/app/router.tsx) builds its public
 * routes from it and the prerender (scripts/build/prerender) renders each entry in every language
 * (English at its path, Swahili under /sw, see src/i18n/urlLang.ts). They read no persisted state and use
 * plain links, so they run without the app's router and store.
 */
export const publicPages: PublicPage[] = [
  {
    path: paths.siteHome,
    source: 'features/site/pages/SiteHome.tsx',
    load: () => import('@features/site/pages/SiteHome').then((m) => m.SiteHome),
  },
  {
    path: paths.siteAbout,
    source: 'features/site/pages/SiteAbout.tsx',
    load: () => import('@features/site/pages/SiteAbout').then((m) => m.SiteAbout),
  },
  // The site's legal pages hold the legal feature's text: the two features meet here.
  {
    path: paths.sitePolicy,
    source: 'features/site/pages/SitePolicy.tsx',
    also: [LEGAL_TEXTS],
    load: () =>
      Promise.all([import('@features/site/pages/SitePolicy'), import('@features/legal/components/Articles')]).then(([site, legal]) =>
        site.sitePolicy(legal.PrivacyArticle),
      ),
  },
  {
    path: paths.siteLoan,
    source: 'features/site/pages/SiteLoan.tsx',
    also: [LEGAL_TEXTS],
    load: () =>
      Promise.all([import('@features/site/pages/SiteLoan'), import('@features/legal/components/Articles')]).then(([site, legal]) =>
        site.siteLoan(legal.AgreementArticle),
      ),
  },
  {
    path: paths.siteFeedback,
    source: 'features/site/pages/SiteFeedback.tsx',
    load: () => import('@features/site/pages/SiteFeedback').then((m) => m.SiteFeedback),
    needsScript: true,
  },
  {
    path: paths.aboutUs,
    source: 'features/legal/pages/AboutUs.tsx',
    load: () => import('@features/legal/pages/AboutUs').then((m) => m.AboutUs),
  },
  {
    path: paths.privacyPolicy,
    source: 'features/legal/pages/PrivacyPolicy.tsx',
    load: () => import('@features/legal/pages/PrivacyPolicy').then((m) => m.PrivacyPolicy),
  },
  {
    path: paths.loanAgreement,
    source: 'features/legal/pages/LoanAgreement.tsx',
    load: () => import('@features/legal/pages/LoanAgreement').then((m) => m.LoanAgreement),
  },
  {
    path: paths.promotion,
    source: 'features/promotion/pages/PromotionLanding.tsx',
    load: () => import('@features/promotion/pages/PromotionLanding').then((m) => m.PromotionLanding),
    needsScript: true,
  },
]

/** The attribute on #root naming the path its prerendered markup belongs to. */
export const PRERENDER_ATTR = 'data-prerendered'

/** '/About/' -> '/About'; '' -> '/'. Paths are case-sensitive, as the files on disk are. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '')
  return p === '' ? '/' : p
}

/** The public page at a URL path and the language that path is in ('/sw/About' -> About, 'sw'). */
export function findPublicPage(pathname: string): (PublicPage & { lang: PublicLang }) | undefined {
  const { path, lang } = splitLangPath(normalizePath(pathname))
  const page = publicPages.find((p) => p.path === path)
  return page && { ...page, lang }
}

/** Every prerendered URL path: each public page in each language. */
export function publicPaths(): { path: string; page: PublicPage; lang: PublicLang }[] {
  return publicPages.flatMap((page) => PUBLIC_LANGS.map((lang) => ({ path: localisedPath(page.path, lang), page, lang })))
}
