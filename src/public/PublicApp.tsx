import { type ComponentType, StrictMode } from 'react'
import { Provider } from 'react-redux'

import { PublicShell } from './PublicShell'
import type { PublicState, PublicStore } from './publicStore'

export type PublicAppProps = {
  store: PublicStore
  Page: ComponentType
  /** The page's English path (the table's); the language switch links to its twins. */
  path: string
  /** While hydrating: the state the page was prerendered with, so the first render matches it. */
  serverState?: PublicState
}

/** The tree a public page is rendered in, at build time and in the browser alike. */
export function PublicApp({ store, Page, path, serverState }: PublicAppProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <PublicShell path={path}>
          <Page />
        </PublicShell>
      </Provider>
    </StrictMode>
  )
}
