import type { ComponentType } from 'react'

import { siteDocument } from '../components/SiteDocument'

/** Official site: the privacy agreement, the privacy policy's text in the site's page (SPEC 2). */
export const sitePolicy = (PrivacyText: ComponentType) => siteDocument('policy', PrivacyText)
