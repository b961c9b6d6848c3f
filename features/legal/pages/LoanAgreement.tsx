import { config } from '@src/config/env'
import { useT } from '@src/i18n/index'
import { Page } from '@src/ui/Page'
import { AGREEMENT_SECTIONS, agreementText } from '../agreement/messages'
import { LegalSections, useLegalVars } from '../components/LegalSections'
import { messages } from '../messages'
import '../legal.css'

/** The loan agreement, headed by the app name, sections A to R (SPEC 2, 9). */
export function LoanAgreement() {
  const t = useT(messages)
  const vars = useLegalVars()
  const ta = useT(agreementText)
  return (
    <Page title={t('agreementHeading', { appName: config.appNameEn })} appName="">
      <article className="legal">
        <p className="legal-lead">{ta('intro', vars)}</p>
        <LegalSections t={ta} ids={AGREEMENT_SECTIONS} anchor="agreement" marker={(id) => `${id.toUpperCase()}.`} contentsLabel={t('contents')} />
      </article>
    </Page>
  )
}
