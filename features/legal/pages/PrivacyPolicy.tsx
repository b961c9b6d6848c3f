import { useT } from '@src/i18n/index'
import { Page } from '@src/ui/Page'
import { LegalSections, useLegalVars } from '../components/LegalSections'
import { messages } from '../messages'
import { PRIVACY_SECTIONS, privacyText } from '../privacy/messages'
import '../legal.css'

/** The privacy policy with the lender's details and the grievance officer from the config (SPEC 2). */
export function PrivacyPolicy() {
  const t = useT(messages)
  const vars = useLegalVars()
  const tp = useT(privacyText)
  return (
    <Page title={t('privacyTitle')}>
      <article className="legal">
        <p className="legal-lead">{tp('intro', vars)}</p>
        <LegalSections t={tp} ids={PRIVACY_SECTIONS} anchor="privacy" marker={(_id, i) => `${i + 1}.`} contentsLabel={t('contents')} />
      </article>
    </Page>
  )
}
