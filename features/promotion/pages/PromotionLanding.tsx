import { type CSSProperties, useMemo } from 'react'

import { common } from '@src/i18n/common'
import { localisedPath } from '@src/i18n/urlLang'
import type { Template } from '@src/lender/promotion/types'
import { paths } from '@src/nav/paths'
import { useOnline } from '@src/pwa/online'
import { Page } from '@src/ui/Page'
import { ErrorState, LoadingState } from '@src/ui/States'
import { useLang, useT } from '@store/hooks'

import { AgreementView } from '../components/AgreementView'
import { Banner } from '../components/Banner'
import { DownloadView } from '../components/DownloadView'
import { RegisterForm } from '../components/RegisterForm'
import { parseHash, readParams, useHash, useSearch } from '../location'
import { messages } from '../messages'
import { useTemplate } from '../useTemplate'

import '../promotion.css'

function themeStyle(template: Template | null): CSSProperties | undefined {
  if (!template) return undefined
  const { background, font, button } = template.theme
  const vars: Record<string, string> = {}
  if (background) vars['--promo-bg'] = background
  if (font) vars['--promo-fg'] = font
  if (button) vars['--promo-btn'] = button
  return vars as CSSProperties
}

/** /promotion?id= : the register landing with its #/download and #/agreement pages (SPEC 2). */
export function PromotionLanding() {
  const t = useT(messages)
  const tc = useT(common)
  const search = useSearch()
  const hash = useHash()
  const params = useMemo(() => (search === null ? null : readParams(search)), [search])
  const { state, retry } = useTemplate(params)
  const online = useOnline()
  const lang = useLang()
  const { view, params: hashParams } = parseHash(hash ?? '')
  const template = state.status === 'ready' ? state.template : null

  let body
  if (state.status === 'invalid') body = <ErrorState message={t('invalidLink')} />
  // SPEC 8: the server's message, or 'error' when the network failed.
  // Offline, the page says it loads by itself when the connection returns (useTemplate), beside the
  // offline banner, instead of a bare 'error'. A refusal (the promotion has ended) gets the same answer again: no Try again, the site's home instead.
  else if (state.status === 'failed')
    body = (
      <ErrorState
        message={!state.network ? state.message : online ? tc('error') : `${tc('networkError')} ${tc('opensWhenOnline')}`}
        onRetry={(state.network && online) || state.retryable ? retry : undefined}
      >
        {/* A plain link: the landing is a public page without the app's router (src/public). */}
        <a className="ui-btn ui-btn--secondary" href={localisedPath(paths.siteHome, lang)}>
          {tc('goHome')}
        </a>
      </ErrorState>
    )
  else if (view !== 'register' && !template) body = <LoadingState />
  else if (view === 'download' && template) body = <DownloadView template={template} params={hashParams} />
  else if (view === 'agreement' && template) body = <AgreementView template={template} params={hashParams} />
  else body = <RegisterForm template={template} params={params} />

  return (
    // data-template: whether the channel template has arrived (the form is usable either way; tests wait on it).
    <div className="promo" style={themeStyle(template)} data-template={state.status}>
      <Page title={view === 'register' ? t('pageTitle') : view === 'download' ? t('downloadTitle') : t('agreementTitle')}>
        <Banner template={template} />
        {body}
      </Page>
    </div>
  )
}
