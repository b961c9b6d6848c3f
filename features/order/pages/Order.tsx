import { useEffect, useRef } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { getQueryParam } from '@src/lib/query'
import { pathTo } from '@src/nav/paths'
import { Page } from '@src/ui/Page'
import { useAppNameOr } from '@src/ui/useAppName'
import { useT } from '@store/hooks'

/**
 * `/order` (ARCHITECTURE route table): with an orderId it opens that order's details; without
 * one, the order list lives in the native app, so it hands off to the 'mine' screen.
 */
export function Order() {
  const [search] = useSearchParams()
  const orderId = search.get('orderId') ?? ''
  const productId = getQueryParam(search, 'productId') ?? ''
  if (orderId) return <Navigate replace to={pathTo('loanDetail', { productId, orderId })} />
  return <HandOffToMine />
}

function HandOffToMine() {
  const t = useT(common)
  const appName = useAppNameOr('header')
  const sent = useRef(false)
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (sent.current) return
    sent.current = true
    callNative({ action: 'goMine' })
  }, [])
  return (
    <Page title={appName}>
      <p className="ui-state">{t('handedToApp')}</p>
    </Page>
  )
}
