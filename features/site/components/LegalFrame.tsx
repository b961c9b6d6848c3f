import { useLang, useT } from '@src/i18n/index'
import { localisedPath } from '@src/public/lang'
import { messages } from '../messages'

/** A legal page embedded as a frame (SPEC 2), in the visitor's language, with a way out for small screens. */
export function LegalFrame({ src, title }: { src: string; title: string }) {
  const t = useT(messages)
  const lang = useLang()
  const url = localisedPath(src, lang)
  return (
    <>
      <iframe className="site-frame" title={title} src={url} />
      <p className="site-frame__out">
        <a href={url}>{t('frameFallback')}</a>
      </p>
    </>
  )
}
