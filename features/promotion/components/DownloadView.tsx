import { downloadLink } from '@src/lender/promotion/downloadLink'
import type { Template } from '@src/lender/promotion/types'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { messages } from '../messages'

/** Adds the attribution the landing passed on (SPEC 2) to the lender's own download link. */
export function downloadHref(url: string | null, params: URLSearchParams): string {
  if (!url) return ''
  const u = new URL(url)
  for (const k of ['links_id', 'down_id', 'utm_tag', 'app_from', 'user_from']) {
    const v = params.get(k)
    if (v) u.searchParams.set(k, v)
  }
  return u.href
}

/** The download button (the template's link or the configured store's), or why there is none. */
export function DownloadAction({ template, params }: { template: Template; params: URLSearchParams }) {
  const t = useT(messages)
  const href = downloadHref(downloadLink(template.download.url), params)
  return href ? (
    <a className="ui-btn ui-btn--primary ui-btn--full promo-cta" href={href} rel="noopener">
      {template.download.button || t('downloadButton')}
    </a>
  ) : (
    <p role="alert">{t('downloadUnavailable')}</p>
  )
}

/** #/download: the download template (SPEC 2), its link or the configured store's. */
export function DownloadView({ template, params }: { template: Template; params: URLSearchParams }) {
  const t = useT(messages)
  return (
    <section className="promo-card promo-stack" aria-labelledby="promo-download-title">
      <h2 id="promo-download-title">{template.download.title || t('downloadTitle')}</h2>
      <p>
        <ValueText text={template.download.text || t('downloadText')} />
      </p>
      <DownloadAction template={template} params={params} />
    </section>
  )
}
