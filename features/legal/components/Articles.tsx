import { useAppName } from '@src/ui/useAppName'
import { useT } from '@store/hooks'
import { AGREEMENT_SECTIONS, agreementText } from '../agreement/messages'
import { messages } from '../messages'
import { PRIVACY_SECTIONS, privacyText } from '../privacy/messages'
import { LegalSections, useLegalVars } from './LegalSections'
import '../legal.css'

/**
 * The legal texts without a page around them: the legal pages put them in their Page, the official
 * site's /Policy and /Loan in the site's own layout (issue 26: the text in the page, not a frame
 * with a second header; composed in src/public/pages.ts, as features do not import each other).
 */
export function PrivacyArticle() {
  const t = useT(messages)
  const tp = useT(privacyText)
  const vars = useLegalVars()
  return (
    <article className="legal">
      <p className="legal-lead">{tp('intro', vars)}</p>
      <LegalSections t={tp} ids={PRIVACY_SECTIONS} anchor="privacy" marker={(_id, i) => `${i + 1}.`} contentsLabel={t('contents')} />
    </article>
  )
}

/** The loan agreement's text, sections A to R (SPEC 2, 9). */
export function AgreementArticle() {
  const t = useT(messages)
  const ta = useT(agreementText)
  const vars = useLegalVars()
  return (
    <article className="legal">
      <p className="legal-lead">{ta('intro', vars)}</p>
      <LegalSections t={ta} ids={AGREEMENT_SECTIONS} anchor="agreement" marker={(id) => `${id.toUpperCase()}.`} contentsLabel={t('contents')} />
    </article>
  )
}

/** The agreement's heading: it is headed by the app name (SPEC 2). */
export function useAgreementHeading(): string {
  const t = useT(messages)
  const name = useAppName()
  return name ? t('agreementHeading', { appName: name }) : t('agreementHeadingPlain')
}
