import { useEffect, type ReactNode } from 'react'
import { common } from '@src/i18n/common'
import { useLang, useT } from '@src/i18n/index'
import { OfflineBanner } from '@src/pwa/OfflineBanner'
import { UpdatePrompt } from '@src/pwa/UpdatePrompt'
import { Toaster } from '@src/ui/Toaster'
import './shell.css'

/** Set on <html> once the page is interactive (hydrated); e2e journeys wait for it before typing. */
export const READY_ATTR = 'data-ready'

/** The public pages' counterpart of the app shell: skip link, offline banner, update prompt, toasts. */
export function PublicShell({ children }: { children: ReactNode }) {
  const t = useT(common)
  const lang = useLang()
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTR, 'true')
  }, [])
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <OfflineBanner />
      {children}
      <UpdatePrompt />
      <Toaster />
    </>
  )
}
