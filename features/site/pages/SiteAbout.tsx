import { useAppNameOr } from '@src/ui/useAppName'
import { useDeployment } from '@src/ui/useDeployment'
import { useT } from '@store/hooks'

import { SiteLayout } from '../components/SiteLayout'
import { messages } from '../messages'

/** Official site: about us. */
export function SiteAbout() {
  const t = useT(messages)
  const config = useDeployment()
  const vars = { appName: useAppNameOr('text'), lender: config.lender.legalName, address: config.lender.address }
  return (
    <SiteLayout current="about" title={t('navAbout')}>
      <section className="site-section">
        <p className="site-lead">{t('aboutLead', vars)}</p>
        <p>{t('aboutMission')}</p>
        {config.lender.legalName && config.lender.address && <p>{t('aboutCompany', vars)}</p>}
        <p>{t('aboutSupport')}</p>
      </section>
    </SiteLayout>
  )
}
