import { type ReactNode, useEffect } from 'react'

import { common } from '@src/i18n/common'
import { OfflineBanner } from '@src/pwa/OfflineBanner'
import { UpdatePrompt } from '@src/pwa/UpdatePrompt'
import { HeaderSlot } from '@src/ui/headerSlot'
import { Toaster } from '@src/ui/Toaster'
import { useLang, useT } from '@store/hooks'

import { READY_ATTR } from './earlyActions'
import { LanguageSuggestion } from './LanguageSuggestion'
import { LanguageSwitch } from './LanguageSwitch'

import './shell.css'

export { READY_ATTR }

/**
 * The public pages' counterpart of the app shell: skip link, language suggestion, offline banner,
 * update prompt, toasts; the language switch goes into the page's own header (HeaderSlot: one
 * header). `path` is the page's English path (its Swahili twin is derived).
 */
export function PublicShell({ path, children }: { path: string; children: ReactNode }) {
  const t = useT(common)
  const lang = useLang()
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  // Set on <html> once the page is interactive (hydrated): held taps replay then, e2e journeys wait for it.
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTR, 'true')
  }, [])
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <LanguageSuggestion path={path} />
      <OfflineBanner />
      <HeaderSlot.Provider value={<LanguageSwitch path={path} />}>{children}</HeaderSlot.Provider>
      <UpdatePrompt />
      <Toaster />
    </>
  )
}
