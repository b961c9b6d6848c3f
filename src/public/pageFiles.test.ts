import { describe, expect, it, vi } from 'vitest'

import { publicPageFiles } from './pageFiles'
import { publicPagePaths } from './pagePaths'
import { findPublicPage } from './pages'

// Each page module stands in as one that names itself: a page's loader (./pages.ts) must come back
// with what the modules its files name (./pageFiles.ts) give, and nothing else.
vi.mock('@features/site/pages/SiteHome', () => ({ SiteHome: 'features/site/pages/SiteHome.tsx' }))
vi.mock('@features/site/pages/SiteAbout', () => ({ SiteAbout: 'features/site/pages/SiteAbout.tsx' }))
vi.mock('@features/site/pages/SitePolicy', () => ({ sitePolicy: (article: string) => ['features/site/pages/SitePolicy.tsx', article] }))
vi.mock('@features/site/pages/SiteLoan', () => ({ siteLoan: (article: string) => ['features/site/pages/SiteLoan.tsx', article] }))
vi.mock('@features/site/pages/SiteFeedback', () => ({ SiteFeedback: 'features/site/pages/SiteFeedback.tsx' }))
vi.mock('@features/legal/pages/AboutUs', () => ({ AboutUs: 'features/legal/pages/AboutUs.tsx' }))
vi.mock('@features/legal/pages/PrivacyPolicy', () => ({ PrivacyPolicy: 'features/legal/pages/PrivacyPolicy.tsx' }))
vi.mock('@features/legal/pages/LoanAgreement', () => ({ LoanAgreement: 'features/legal/pages/LoanAgreement.tsx' }))
vi.mock('@features/promotion/pages/PromotionLanding', () => ({ PromotionLanding: 'features/promotion/pages/PromotionLanding.tsx' }))
vi.mock('@features/legal/components/Articles', () => ({
  PrivacyArticle: 'features/legal/components/Articles.tsx',
  AgreementArticle: 'features/legal/components/Articles.tsx',
}))

describe("the build's names of each public page's files", () => {
  it.each(publicPagePaths.map((path) => [path]))('%s: the modules the browser loads for it', async (path) => {
    const { source, also = [] } = publicPageFiles[path]
    const loaded: unknown = await findPublicPage(path)!.load()
    expect([loaded].flat()).toEqual([source, ...also])
  })
})
