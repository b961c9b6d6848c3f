import { useCallback } from 'react'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

/**
 * Opens a native app screen through the bridge. Outside the app (a plain browser) the bridge
 * cannot open it, so the borrower is told instead of the tap doing nothing.
 */
export function useHandOff(): (page: string, params?: Record<string, string>) => void {
  const t = useT(common)
  const toast = useToast()
  return useCallback(
    (page, params) => {
      const via = callNative({ action: 'goToPage', payload: { page, params } })
      if (via === 'browser') toast(t('handedToApp'))
    },
    [t, toast],
  )
}
