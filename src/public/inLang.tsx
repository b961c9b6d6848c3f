import { useEffect, type ComponentType } from 'react'
import { HeaderSlot } from '@src/ui/headerSlot'
import { LanguageSwitch } from './LanguageSwitch'
import { langChanged } from '@store/session'
import { useAppDispatch } from '@store/hooks'
import type { PublicLang } from '@src/i18n/urlLang'

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

/** Whether the app started on a public page: read once, when the app's routes are made. */
let startedOnPublic: boolean | null = null

/**
 * A public page the app itself serves on a direct visit (the dev server has no prerendered pages):
 * with its language switch in the header, as the build's prerendered page has it. Reached from
 * inside the app (the shell opened a borrower screen first), the shell sets the language and the
 * header stays without the switch.
 */
export function withPublicHeader(Page: ComponentType, englishPath: string, publicPathnames: string[]): ComponentType {
  if (startedOnPublic === null) startedOnPublic = typeof window !== 'undefined' && publicPathnames.includes(window.location.pathname)
  if (!startedOnPublic) return Page
  function PageWithSwitch() {
    return (
      <HeaderSlot.Provider value={<LanguageSwitch path={englishPath} />}>
        <Page />
      </HeaderSlot.Provider>
    )
  }
  return PageWithSwitch
}
