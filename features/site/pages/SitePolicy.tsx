import { paths } from '@src/app/paths'
import { useT } from '@src/i18n/index'
import { LegalFrame } from '../components/LegalFrame'
import { SiteLayout } from '../components/SiteLayout'
import { messages } from '../messages'

/** Official site: the privacy agreement, embedded as a frame of the privacy policy page (SPEC 2). */
export function SitePolicy() {
  const t = useT(messages)
  return (
    <SiteLayout current="policy" title={t('navPolicy')} className="site--framed">
      <LegalFrame src={paths.privacyPolicy} title={t('navPolicy')} />
    </SiteLayout>
  )
}
