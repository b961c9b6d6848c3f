import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { configureBridge } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { useLang, useT } from '@src/i18n/index'
import { OfflineBanner } from '@src/pwa/OfflineBanner'
import { OutboxRunner } from '@src/pwa/OutboxRunner'
import { OutboxStatus } from '@src/pwa/OutboxStatus'
import { UpdatePrompt } from '@src/pwa/UpdatePrompt'
import { LoadingState } from '@src/ui/States'
import { Toaster } from '@src/ui/Toaster'
import { useRehydrated } from './useRehydrated'

/** What every screen shares: skip link, toasts, offline banner, update prompt. */
export function AppShell() {
  const t = useT(common)
  const lang = useLang()
  const navigate = useNavigate()
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  useEffect(() => {
    // Without a shell, the bridge's "go home" and friends navigate inside the app.
    configureBridge({ fallback: { navigate: (path) => navigate(path) } })
  }, [navigate])
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <OfflineBanner />
      <OutboxStatus />
      <OutboxRunner />
      <Outlet />
      <UpdatePrompt />
      <Toaster />
    </>
  )
}

/** Borrower screens wait for the persisted session (a few ms from IndexedDB). */
export function BorrowerGate() {
  const ready = useRehydrated()
  return ready ? <Outlet /> : <LoadingState />
}
