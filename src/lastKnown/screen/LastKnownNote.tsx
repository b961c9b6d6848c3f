import { type ReactNode, useId } from 'react'

import { messages } from '@src/lastKnown/messages'
import { whenOpen } from '@src/ui/whenOpen'
import { useT } from '@store/hooks'

import type { Stale } from './useLastKnown'

import './lastKnown.css'

/**
 * The note above a stored copy (StaleNote: why it is shown and how old it is). Its code is fetched
 * when a stored copy is first shown (the service worker keeps it for offline use), so a screen
 * with fresh data does not carry it on its first paint.
 */
export const LastKnownNote = whenOpen<{ stale: Stale | null }>(
  () => import('./StaleNote').then((m) => m.StaleNote),
  (p) => p.stale !== null,
)

/** Wraps actions that need the network: disabled, with the reason, while a stored copy is shown. */
export function NeedsNetwork({ stale, children }: { stale: Stale | null; children: ReactNode }) {
  const t = useT(messages)
  const id = useId()
  if (!stale) return <>{children}</>
  return (
    <fieldset className="lk-guard" disabled aria-describedby={id}>
      <p id={id} className="lk-guard__why">
        {t('needsNetwork')}
      </p>
      {children}
    </fieldset>
  )
}
