import type { ComponentType } from 'react'

import { siteDocument } from '../components/SiteDocument'

/** Official site: loan terms and conditions, the loan agreement's text in the site's page (SPEC 2). */
export const siteLoan = (AgreementText: ComponentType) => siteDocument('loan', AgreementText)
