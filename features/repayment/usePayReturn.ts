import { useEffect } from 'react'

import { config } from '@src/config/env'

/**
 * While the page is leaving for the provider: `back` when the borrower comes back (Back restoring
 * the page, pageshow persisted, or the shell resuming a hidden WebView), `stayed` when the page
 * never left within the request timeout (a provider page that did not load, a download).
 */
export function usePayReturn(leaving: boolean, back: () => void, stayed: () => void) {
  useEffect(() => {
    if (!leaving) return
    let hidden = false
    const onShow = (e: PageTransitionEvent) => e.persisted && back()
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hidden = true
      else if (hidden) back()
    }
    const giveUp = window.setTimeout(stayed, config.requestTimeoutMs)
    window.addEventListener('pageshow', onShow)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.clearTimeout(giveUp)
      window.removeEventListener('pageshow', onShow)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [leaving, back, stayed])
}
