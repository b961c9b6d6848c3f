import { useT } from '@store/hooks'

import { Banners } from '../components/Banners'
import { SiteLayout } from '../components/SiteLayout'
import { messages } from '../messages'

/** The marketing text: its ids are the banners' anchors (#site-why, #site-how). */
const SECTIONS = [
  { id: 'site-why', title: 'whyTitle', List: 'ul', className: 'site-list', items: ['why1', 'why2', 'why3'] },
  { id: 'site-how', title: 'howTitle', List: 'ol', className: 'site-steps', items: ['how1', 'how2', 'how3', 'how4'] },
] as const

/** Official site home (SPEC 2): banner carousel and the marketing text. */
export function SiteHome() {
  const t = useT(messages)
  return (
    <SiteLayout current="home" title={t('homeTitle')}>
      <Banners />
      {SECTIONS.map(({ id, title, List, className, items }) => (
        <section key={id} className="site-section" aria-labelledby={id}>
          <h2 id={id}>{t(title)}</h2>
          <List className={className}>
            {items.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </List>
        </section>
      ))}
    </SiteLayout>
  )
}
