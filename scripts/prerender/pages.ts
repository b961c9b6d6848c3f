import type { ComponentType } from 'react'
import { paths } from '@src/app/paths'

/** A public page that is prerendered at build time and hydrated by the light public runtime. */
export type PublicPage = {
  path: string
  /** The page module as the Vite manifest names it (for preload links and the size budget). */
  source: string
  load: () => Promise<ComponentType>
  /** The page needs JavaScript to be used (forms), so its HTML keeps the <noscript> line. */
  needsScript?: boolean
}

/**
 * The prerendered public pages (issue 7: official site, legal pages, landing shell). They read
 * no persisted state and use plain links, so they run without the app's router and store.
 */
export const publicPages: PublicPage[] = [
  { path: paths.siteHome, source: 'features/site/pages/SiteHome.tsx', load: () => import('@features/site/pages/SiteHome').then((m) => m.SiteHome) },
  { path: paths.siteAbout, source: 'features/site/pages/SiteAbout.tsx', load: () => import('@features/site/pages/SiteAbout').then((m) => m.SiteAbout) },
  { path: paths.sitePolicy, source: 'features/site/pages/SitePolicy.tsx', load: () => import('@features/site/pages/SitePolicy').then((m) => m.SitePolicy) },
  { path: paths.siteLoan, source: 'features/site/pages/SiteLoan.tsx', load: () => import('@features/site/pages/SiteLoan').then((m) => m.SiteLoan) },
  { path: paths.siteFeedback, source: 'features/site/pages/SiteFeedback.tsx', load: () => import('@features/site/pages/SiteFeedback').then((m) => m.SiteFeedback), needsScript: true },
  { path: paths.aboutUs, source: 'features/legal/pages/AboutUs.tsx', load: () => import('@features/legal/pages/AboutUs').then((m) => m.AboutUs) },
  { path: paths.privacyPolicy, source: 'features/legal/pages/PrivacyPolicy.tsx', load: () => import('@features/legal/pages/PrivacyPolicy').then((m) => m.PrivacyPolicy) },
  { path: paths.loanAgreement, source: 'features/legal/pages/LoanAgreement.tsx', load: () => import('@features/legal/pages/LoanAgreement').then((m) => m.LoanAgreement) },
  { path: paths.promotion, source: 'features/promotion/pages/PromotionLanding.tsx', load: () => import('@features/promotion/pages/PromotionLanding').then((m) => m.PromotionLanding), needsScript: true },
]

/** The attribute on #root naming the path its prerendered markup belongs to. */
export const PRERENDER_ATTR = 'data-prerendered'

/** '/About/' -> '/About'; '' -> '/'. Paths are case-sensitive, as the files on disk are. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '')
  return p === '' ? '/' : p
}

export function findPublicPage(pathname: string): PublicPage | undefined {
  const p = normalizePath(pathname)
  return publicPages.find((page) => page.path === p)
}
