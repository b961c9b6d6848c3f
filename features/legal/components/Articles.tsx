import type { Catalogue } from '@src/i18n/index'
import { useAppName } from '@src/ui/useAppName'
import { useT } from '@store/hooks'

import { AGREEMENT_SECTIONS, agreementText } from '../agreement/messages'
import { messages } from '../messages'
import { PRIVACY_SECTIONS, privacyText } from '../privacy/messages'
import { LegalSections, type LegalSectionsProps, useLegalVars } from './LegalSections'

import '../legal.css'

/**
 * The legal texts without a page around them: the legal pages put them in their Page, the official
 * site's /Policy and /Loan in the site's own layout (the text in the page, not a frame with a
 * second header; composed in src/public/pages.ts, as features do not import each other).
 */
/** A legal text: its lead paragraph, then the contents and the numbered sections. */
function LegalArticle<K extends string>({
  text,
  ...sections
}: { text: Catalogue<K | 'intro'> } & Omit<LegalSectionsProps<K | 'intro'>, 't' | 'contentsLabel'>) {
  const t = useT(messages)
  const tx = useT(text)
  const vars = useLegalVars()
  return (
    <article className="legal">
      <p className="legal-lead">{tx('intro', vars)}</p>
      <LegalSections t={tx} {...sections} contentsLabel={t('contents')} />
    </article>
  )
}

export function PrivacyArticle() {
  return <LegalArticle text={privacyText} ids={PRIVACY_SECTIONS} anchor="privacy" marker={(_id, i) => `${i + 1}.`} />
}

/** The loan agreement's text, sections A to R (SPEC 2, 9). */
export function AgreementArticle() {
  return <LegalArticle text={agreementText} ids={AGREEMENT_SECTIONS} anchor="agreement" marker={(id) => `${id.toUpperCase()}.`} />
}

/** The agreement's heading: it is headed by the app name (SPEC 2). */
export function useAgreementHeading(): string {
  const t = useT(messages)
  const name = useAppName()
  return name ? t('agreementHeading', { appName: name }) : t('agreementHeadingPlain')
}
