import { Page } from '@src/ui/Page'

import { AgreementArticle, useAgreementHeading } from '../components/Articles'

import '../legal.css'

/** The loan agreement, headed by the app name, sections A to R (SPEC 2, 9). */
export function LoanAgreement() {
  return (
    <Page title={useAgreementHeading()} appName="">
      <AgreementArticle />
    </Page>
  )
}
