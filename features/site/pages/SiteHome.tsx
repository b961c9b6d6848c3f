import { useT } from '@src/i18n/index'
import { Banners } from '../components/Banners'
import { SiteLayout } from '../components/SiteLayout'
import { messages } from '../messages'

/** Official site home (SPEC 2): banner carousel and the marketing text. */
export function SiteHome() {
  const t = useT(messages)
  return (
    <SiteLayout current="home" title={t('homeTitle')}>
      <Banners />
      <section className="site-section" aria-labelledby="site-why">
        <h2 id="site-why">{t('whyTitle')}</h2>
        <ul className="site-list">
          <li>{t('why1')}</li>
          <li>{t('why2')}</li>
          <li>{t('why3')}</li>
        </ul>
      </section>
      <section className="site-section" aria-labelledby="site-how">
        <h2 id="site-how">{t('howTitle')}</h2>
        <ol className="site-steps">
          <li>{t('how1')}</li>
          <li>{t('how2')}</li>
          <li>{t('how3')}</li>
          <li>{t('how4')}</li>
        </ol>
      </section>
    </SiteLayout>
  )
}
