import { useSyncExternalStore } from 'react'

import { downloadLink } from '@src/lender/promotion/downloadLink'
import type { Template } from '@src/lender/promotion/types'
import { inAppBrowser } from '@src/lib/inAppBrowser'
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

const noChange = () => () => undefined

/**
 * The messaging app whose in-app browser shows this page (src/lib/inAppBrowser.ts), or null. None
 * while hydrating: the prerendered markup has no notice, and the browser's user agent adds it after.
 */
function useInAppBrowser(): string | null {
  return useSyncExternalStore(
    noChange,
    () => inAppBrowser(navigator.userAgent),
    () => null,
  )
}

/**
 * The download button (the template's link or the configured store's), or why there is none. In a
 * messaging app's browser, where a download or an app-store link often does nothing, a note says
 * how to open the page in the visitor's own browser first.
 */
export function DownloadAction({ template, params }: { template: Template; params: URLSearchParams }) {
  const t = useT(messages)
  const app = useInAppBrowser()
  const href = downloadHref(downloadLink(template.download.url), params)
  return href ? (
    <>
      {app && (
        <p className="promo-note" role="note">
          {t('openInBrowser', { app })}
        </p>
      )}
      <a className="ui-btn ui-btn--primary ui-btn--full promo-cta" href={href} rel="noopener">
        {template.download.button || t('downloadButton')}
      </a>
    </>
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
