import { Page } from '@src/ui/Page'
import { useT } from '@store/hooks'

import { PrivacyArticle } from '../components/Articles'
import { messages } from '../messages'

import '../legal.css'

/** The privacy policy with the lender's details and the grievance officer from the config (SPEC 2). */
export function PrivacyPolicy() {
  const t = useT(messages)
  return (
    <Page title={t('privacyTitle')}>
      <PrivacyArticle />
    </Page>
  )
}
