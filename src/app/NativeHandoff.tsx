import { useEffect } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { isNativeTarget } from '@src/nav/paths'
import { Page } from '@src/ui/Page'
import { useAppNameOr } from '@src/ui/useAppName'
import { useT } from '@store/hooks'

import { ErrorScreen } from './RouteError'

/** /app/:target — hands a screen that lives in the native app to the shell. */
export function NativeHandoff() {
  const t = useT(common)
  const appName = useAppNameOr('header')
  const { target = '' } = useParams()
  const [query] = useSearchParams()
  const known = isNativeTarget(target)
  useEffect(() => {
    if (known) callNative({ action: 'goToPage', payload: { page: target, params: Object.fromEntries(query) } })
  }, [known, target, query])
  if (!known) return <ErrorScreen notFound />
  return (
    <Page title={appName}>
      <p className="state">{t('handedToApp')}</p>
    </Page>
  )
}
