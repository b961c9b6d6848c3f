import { paths } from '@src/app/paths'
import { useT } from '@src/i18n/index'
import { LegalFrame } from '../components/LegalFrame'
import { SiteLayout } from '../components/SiteLayout'
import { messages } from '../messages'

/** Official site: loan terms and conditions, embedded as a frame of the loan agreement page (SPEC 2). */
export function SiteLoan() {
  const t = useT(messages)
  return (
    <SiteLayout current="loan" title={t('navLoan')} className="site--framed">
      <LegalFrame src={paths.loanAgreement} title={t('navLoan')} />
    </SiteLayout>
  )
}
