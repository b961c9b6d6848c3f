import { paths } from '@src/app/paths'
import { useT } from '@src/i18n/index'
import { LegalFramePage } from '../components/LegalFrame'
import { messages } from '../messages'

/** Official site: loan terms and conditions, embedded as a frame of the loan agreement page (SPEC 2). */
export function SiteLoan() {
  const t = useT(messages)
  return <LegalFramePage current="loan" title={t('navLoan')} src={paths.loanAgreement} />
}
