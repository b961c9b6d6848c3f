import { type ReactNode, useEffect } from 'react'

import { common } from '@src/i18n/common'
import { setPageTitle } from '@src/lib/title'
import { useT } from '@store/hooks'

import { cx } from './Button'
import { useHeaderSlot } from './headerSlot'
import { SessionEndedNotice } from './States'
import { useAppName } from './useAppName'

export type PageProps = {
  /** The h1 and the document title. */
  title: string
  /** Shows a back button in the header. */
  onBack?: () => void
  backLabel?: string
  /** Appended to the document title; defaults to t('appName'). Pass '' for the bare title. */
  appName?: string
  /** Extra header content on the right (e.g. a help link). */
  headerEnd?: ReactNode
  children?: ReactNode
  /** Sticky bottom bar, usually the page's main button. */
  footer?: ReactNode
  /** Hides the footer, e.g. while the on-screen keyboard is open. */
  hideFooter?: boolean
  className?: string
}

/** Page scaffold: header with the h1, the main landmark (skip-link target) and an optional sticky footer. */
export function Page({ title, onBack, backLabel, appName, headerEnd, children, footer, hideFooter = false, className }: PageProps) {
  const t = useT(common)
  const brand = useAppName()
  const app = appName ?? brand
  const shellExtras = useHeaderSlot()
  useEffect(() => {
    setPageTitle(title, app)
  }, [title, app])

  const showFooter = footer != null && footer !== false && !hideFooter
  return (
    <div className={cx('ui-page', showFooter && 'ui-page--with-footer', className)}>
      <header className="ui-page__header">
        {onBack && (
          <button type="button" className="ui-page__back" aria-label={backLabel ?? t('back')} onClick={onBack}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <h1 className="ui-page__title">{title}</h1>
        {headerEnd && <div className="ui-page__end">{headerEnd}</div>}
        {shellExtras}
      </header>
      {/* tabIndex -1 lets the skip link and route changes move focus here. */}
      <main id="main" tabIndex={-1} className="ui-page__main">
        <SessionEndedNotice />
        {children}
      </main>
      {showFooter && <footer className="ui-page__footer">{footer}</footer>}
    </div>
  )
}
