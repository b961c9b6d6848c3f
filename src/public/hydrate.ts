import { type ReactNode, startTransition } from 'react'
import { hydrateRoot, type HydrationOptions } from 'react-dom/client'

/**
 * Hydrates prerendered markup in a transition: React then hydrates in slices of a few
 * milliseconds instead of one long task (docs/performance.md, 'The public pages' budget'), so a
 * low-end phone stays responsive. A tap meanwhile is not lost: to deliver a discrete
 * event React finishes hydrating at once (./hydrate.test.tsx). The forms' taps before the runtime
 * arrives are held by ./earlyActions.ts.
 */
export function hydrateInSlices(container: Element, element: ReactNode, options?: HydrationOptions): void {
  startTransition(() => {
    hydrateRoot(container, element, options)
  })
}
