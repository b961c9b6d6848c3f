import type { PublicLang } from '@src/i18n/urlLang'
import { paths } from '@src/nav/paths'

import { type PublicPagePath, publicUrls } from './pagePaths'

/** What the build reads of a public page; the browser never needs it. */
export type PublicPageFiles = {
  /** The page module as the Vite manifest names it (for preload links and the size budget). */
  source: string
  /** Further modules the page is composed of (their styles go in the page's head; the size counts them). */
  also?: string[]
  /** The page needs JavaScript to be used (forms), so its HTML keeps the <noscript> line. */
  needsScript?: boolean
}

const LEGAL_TEXTS = 'features/legal/components/Articles.tsx'

/**
 * Each public page's files, for the prerender (scripts/build/prerender) and the size budget: kept
 * apart from the table the browser loads (./pages.ts), whose loaders import the same modules
 * (./pageFiles.test.ts holds the two to each other).
 */
export const publicPageFiles: Record<PublicPagePath, PublicPageFiles> = {
  [paths.siteHome]: { source: 'features/site/pages/SiteHome.tsx' },
  [paths.siteAbout]: { source: 'features/site/pages/SiteAbout.tsx' },
  [paths.sitePolicy]: { source: 'features/site/pages/SitePolicy.tsx', also: [LEGAL_TEXTS] },
  [paths.siteLoan]: { source: 'features/site/pages/SiteLoan.tsx', also: [LEGAL_TEXTS] },
  [paths.siteFeedback]: { source: 'features/site/pages/SiteFeedback.tsx', needsScript: true },
  [paths.aboutUs]: { source: 'features/legal/pages/AboutUs.tsx' },
  [paths.privacyPolicy]: { source: 'features/legal/pages/PrivacyPolicy.tsx' },
  [paths.loanAgreement]: { source: 'features/legal/pages/LoanAgreement.tsx' },
  [paths.promotion]: { source: 'features/promotion/pages/PromotionLanding.tsx', needsScript: true },
}

/** Every prerendered URL path (each public page in each language), with the page's files. */
export function publicPaths(): { path: string; lang: PublicLang; page: PublicPageFiles & { path: PublicPagePath } }[] {
  return publicUrls().map(({ url, path, lang }) => ({ path: url, lang, page: { path, ...publicPageFiles[path] } }))
}
