import { useAfterHydration } from '@src/ui/useDeployment'

/**
 * False while the page is prerendered or being hydrated, true afterwards (and from the start
 * when rendered on the client only). Parts whose first client render depends on the device
 * (the carousel reads prefers-reduced-motion in its initial state) wait for it, so hydration
 * never meets markup that differs from the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useAfterHydration(
    () => true,
    () => false,
  )
}
