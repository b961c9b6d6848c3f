import { useSyncExternalStore } from 'react'

import { type AppConfig, buildTimeConfig, config } from '@src/config/env'

/**
 * The configuration to render deployment details from (lender, phone, address). A prerendered
 * public page was written with the build's settings; a host (or the sandbox's servers) may give
 * others at run time (src/config/deployment.ts). Hydration starts from the build's, so React
 * sees the markup it expects, then the page re-renders with the run-time ones.
 */
export function useDeployment(): AppConfig {
  return useAfterHydration(
    () => config,
    () => buildTimeConfig,
  )
}

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
