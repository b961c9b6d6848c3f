import type { ComponentType } from 'react'

import { type PublicLang, splitLangPath } from '@src/i18n/urlLang'

import { normalizePath, type PublicPagePath, publicPagePaths } from './pagePaths'

/** A public page: prerendered at build time (in every language), hydrated by the light public runtime. */
export type PublicPage = { path: PublicPagePath; load: () => Promise<ComponentType> }

/**
 * The one table of public pages the browser loads, one entry per path of ./pagePaths.ts: the
 * public runtime hydrates its pages, and the app router (src/app/router.tsx) loads a public route's
 * page from it when one is opened. What the build reads of each page (its module's name, the
 * modules it is composed of) is ./pageFiles.ts. The pages read no persisted state and use plain
 * links, so they run without the app's router and store. Its keys are the paths' own text (the type
 * holds them to ./pagePaths.ts): the table then needs nothing of the route table's names.
 */
const loaders: Record<PublicPagePath, PublicPage['load']> = {
  '/': () => import('@features/site/pages/SiteHome').then((m) => m.SiteHome),
  '/About': () => import('@features/site/pages/SiteAbout').then((m) => m.SiteAbout),
  // The site's legal pages hold the legal feature's text: the two features meet here.
  '/Policy': () =>
    Promise.all([import('@features/site/pages/SitePolicy'), import('@features/legal/components/Articles')]).then(([site, legal]) =>
      site.sitePolicy(legal.PrivacyArticle),
    ),
  '/Loan': () =>
    Promise.all([import('@features/site/pages/SiteLoan'), import('@features/legal/components/Articles')]).then(([site, legal]) =>
      site.siteLoan(legal.AgreementArticle),
    ),
  '/Feedback': () => import('@features/site/pages/SiteFeedback').then((m) => m.SiteFeedback),
  '/aboutUs': () => import('@features/legal/pages/AboutUs').then((m) => m.AboutUs),
  '/privacyPolicy': () => import('@features/legal/pages/PrivacyPolicy').then((m) => m.PrivacyPolicy),
  '/loanAgreement': () => import('@features/legal/pages/LoanAgreement').then((m) => m.LoanAgreement),
  '/promotion': () => import('@features/promotion/pages/PromotionLanding').then((m) => m.PromotionLanding),
}

export const publicPages: PublicPage[] = publicPagePaths.map((path) => ({ path, load: loaders[path] }))

/** The attribute on #root naming the path its prerendered markup belongs to. */
export const PRERENDER_ATTR = 'data-prerendered'

/** The public page at a URL path and the language that path is in ('/sw/About' -> About, 'sw'). */
export function findPublicPage(pathname: string): (PublicPage & { lang: PublicLang }) | undefined {
  const { path, lang } = splitLangPath(normalizePath(pathname))
  const page = publicPages.find((p) => p.path === path)
  return page && { ...page, lang }
}
