import { useLang, useT } from '@src/i18n/index'
import { localisedPath } from '@src/public/lang'
import { messages } from '../messages'
import { SiteLayout, type SiteSection } from './SiteLayout'

export type LegalFramePageProps = { current: SiteSection; title: string; src: string }

/** A site page that embeds a legal page as a frame (SPEC 2), in the visitor's language, with a way out for small screens. */
export function LegalFramePage({ current, title, src }: LegalFramePageProps) {
  const t = useT(messages)
  const lang = useLang()
  const url = localisedPath(src, lang)
  return (
    <SiteLayout current={current} title={title} className="site--framed">
      <iframe className="site-frame" title={title} src={url} />
      <p className="site-frame__out">
        <a href={url}>{t('frameFallback')}</a>
      </p>
    </SiteLayout>
  )
}
