import { createContext, type ReactNode, useContext } from 'react'

/**
 * What a page's header carries besides its title, given by the shell around the page (the public
 * pages' language switch): one header per page, the switch in it, not in a band above.
 * Empty inside the app, where the native shell sets the language.
 */
export const HeaderSlot = createContext<ReactNode>(null)

/** The header extras the shell gives, or null. */
export function useHeaderSlot(): ReactNode {
  return useContext(HeaderSlot)
}
