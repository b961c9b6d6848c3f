import { type ComponentType, useEffect } from 'react'

import { HeaderSlot } from '@src/ui/headerSlot'

import { READY_ATTR } from './earlyActions'
import { LanguageSwitch } from './LanguageSwitch'

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
    // Interactive once rendered, as the build's page says once hydrated (src/public/PublicShell.tsx):
    // whoever waits for it (held taps, journeys) waits the same on the dev server.
    useEffect(() => {
      document.documentElement.setAttribute(READY_ATTR, 'true')
    }, [])
    return (
      <HeaderSlot.Provider value={<LanguageSwitch path={englishPath} />}>
        <Page />
      </HeaderSlot.Provider>
    )
  }
  // The page it wraps, for whoever checks which page a route serves.
  return Object.assign(PageWithSwitch, { page: Page })
}
