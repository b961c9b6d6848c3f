import { type AppConfig, buildTimeConfig, config } from '@src/config/env'

import { useAfterHydration } from './useAfterHydration'

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
