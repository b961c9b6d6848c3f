import { type ComponentType, useEffect } from 'react'

import type { PublicLang } from '@src/i18n/urlLang'
import { useAppDispatch } from '@store/hooks'
import { langChanged } from '@store/session'

/**
 * A public page at its language's URL inside the full app (a /sw/... link followed in the app):
 * the URL says the language, so it becomes the borrower's. English paths keep the borrower's
 * own language inside the app (the shell may have asked for Swahili).
 */
export function inLang(Page: ComponentType, lang: PublicLang): ComponentType {
  function PageInLang() {
    const dispatch = useAppDispatch()
    useEffect(() => {
      dispatch(langChanged(lang))
    }, [dispatch])
    return <Page />
  }
  return PageInLang
}
