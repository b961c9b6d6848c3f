import { useSyncExternalStore } from 'react'

/** Nothing to listen to: the value changes once, when hydration ends, never after. */
const unchanging = () => () => undefined

/**
 * `prerendered()` while the page is prerendered or being hydrated, `live()` afterwards (and from
 * the start when rendered on the client only): hydration meets the markup the prerender wrote,
 * then the page re-renders with what the device or host gives.
 */
export function useAfterHydration<T>(live: () => T, prerendered: () => T): T {
  return useSyncExternalStore(unchanging, live, prerendered)
}
