import { brandName } from '@src/config/brand'
import { common } from '@src/i18n/common'
import { useLang, useT } from '@store/hooks'

import { useDeployment } from './useDeployment'

/** The lender's app name in the page's language; '' when the deployment gives none (src/config/brand.ts). */
export function useAppName(): string {
  return brandName(useLang(), useDeployment().appName)
}

/**
 * The app name for a header or a sentence: the deployment's, or the catalogue's wording that reads
 * without one ('Loans' as a header, 'this app' inside a sentence).
 */
export function useAppNameOr(use: 'header' | 'text'): string {
  const name = useAppName()
  const tc = useT(common)
  return name || tc(use === 'header' ? 'appNameUnset' : 'thisApp')
}
