import { type ReactNode, useEffect } from 'react'

import { displayPhone } from '@src/config/phoneShown'
import { localisedPath } from '@src/i18n/urlLang'
import { setPageTitle } from '@src/lib/title'
import { paths } from '@src/nav/paths'
import { useHeaderSlot } from '@src/ui/headerSlot'
import { useAppName, useAppNameOr } from '@src/ui/useAppName'
import { useDeployment } from '@src/ui/useDeployment'
import { useLang, useT } from '@store/hooks'

import { messages } from '../messages'

import '../site.css'

export type SiteSection = 'home' | 'about' | 'policy' | 'loan' | 'feedback'

/** The tabs say the spec's five names in short (the page titles keep them whole), so they fit 320 px in both languages. */
const NAV: { id: SiteSection; href: string; label: 'navHome' | 'navAbout' | 'navPolicyShort' | 'navLoanShort' | 'navFeedback' }[] = [
  { id: 'home', href: paths.siteHome, label: 'navHome' },
  { id: 'about', href: paths.siteAbout, label: 'navAbout' },
  { id: 'policy', href: paths.sitePolicy, label: 'navPolicyShort' },
  { id: 'loan', href: paths.siteLoan, label: 'navLoanShort' },
  { id: 'feedback', href: paths.siteFeedback, label: 'navFeedback' },
]

export type SiteLayoutProps = { current: SiteSection; title: string; children: ReactNode; className?: string }

/**
 * The official site's frame: one header (brand, language switch, navigation tabs that wrap
 * rather than hide), the main landmark and the footer with phone, e-mail and address (SPEC 2). Links are plain anchors: each page is prerendered and readable before
 * (and without) JavaScript, inside or outside the app's router.
 */
export function SiteLayout({ current, title, children, className }: SiteLayoutProps) {
  const t = useT(messages)
  // The Swahili pages link to their Swahili siblings (/sw/...).
  const lang = useLang()
  const appName = useAppName()
  const brand = useAppNameOr('header')
  useEffect(() => {
    setPageTitle(title, appName)
  }, [title, appName])
  // A detail the deployment left unset is left out, never shown blank.
  const config = useDeployment()
  const phone = config.customerServicePhone
  const shownPhone = displayPhone(phone)
  // The public shell's language switch, in this one header.
  const headerExtras = useHeaderSlot()
  return (
    <div className={`site ${className ?? ''}`}>
      <header className="site-header ui-on-brand">
        <div className="site-header__top">
          <a className="site-brand" href={localisedPath(paths.siteHome, lang)}>
            {brand}
          </a>
          {headerExtras}
        </div>
        <nav aria-label={t('navLabel')}>
          <ul className="site-nav">
            {NAV.map((item) => (
              <li key={item.id}>
                <a href={localisedPath(item.href, lang)} aria-current={item.id === current ? 'page' : undefined}>
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        <h1 className="site-title">{title}</h1>
        {children}
      </main>
      <footer className="site-footer">
        <dl>
          {phone && (
            <>
              <dt>{t('footerPhone')}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} translate="no">
                  {shownPhone}
                </a>
              </dd>
            </>
          )}
          {config.customerServiceEmail && (
            <>
              <dt>{t('footerEmail')}</dt>
              <dd>
                <a href={`mailto:${config.customerServiceEmail}`}>{config.customerServiceEmail}</a>
              </dd>
            </>
          )}
          {config.lender.address && (
            <>
              <dt>{t('footerAddress')}</dt>
              <dd>{config.lender.address}</dd>
            </>
          )}
        </dl>
        {config.lender.legalName && <p className="site-footer__legal">{config.lender.legalName}</p>}
      </footer>
    </div>
  )
}
