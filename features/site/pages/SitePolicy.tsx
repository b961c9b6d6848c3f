import { paths } from '@src/app/paths'
import { useT } from '@src/i18n/index'
import { LegalFramePage } from '../components/LegalFrame'
import { messages } from '../messages'

/** Official site: the privacy agreement, embedded as a frame of the privacy policy page (SPEC 2). */
export function SitePolicy() {
  const t = useT(messages)
  return <LegalFramePage current="policy" title={t('navPolicy')} src={paths.privacyPolicy} />
}
