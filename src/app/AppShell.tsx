import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'

import { configureBridge } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { useOutboxOnDevice } from '@src/outbox/ui/outboxOnDevice'
import { OfflineBanner } from '@src/pwa/OfflineBanner'
import { UpdatePrompt } from '@src/pwa/UpdatePrompt'
import { LoadingState } from '@src/ui/States'
import { Toaster } from '@src/ui/Toaster'
import { quietPart } from '@src/ui/whenOpen'
import { useLang, useT } from '@store/hooks'

import { useAfterStart } from './afterStart'
import { useRehydrated } from './useRehydrated'

/**
 * The outbox's runner (IndexedDB queue, replay, locks) loads beside the screen's own chunk instead
 * of before it: nothing on screen waits for it, and what it sends waited already (its size:
 * docs/performance.md, 'The outbox's code, off the start').
 * It is a quiet part (src/ui/whenOpen.tsx): when its code cannot be downloaded, the screen stays
 * as it is and the code is asked for again when the connection returns or the page is shown again.
 */
const OutboxRunner = quietPart(async () => {
  // The send-or-queue code comes with it, so a Send pressed offline later (no service worker in old
  // WebViews) finds everything it needs already loaded.
  const [m] = await Promise.all([import('@src/outbox/ui/OutboxRunner'), import('@src/outbox/page')])
  return m.OutboxRunner
})
/** The pending-complaints line has nothing to say until the runner has read the outbox. */
const OutboxStatus = quietPart(() => import('@src/outbox/ui/OutboxStatus').then((m) => m.OutboxStatus))

/** What every screen shares: skip link, toasts, offline banner, update prompt. */
export function AppShell() {
  const t = useT(common)
  const lang = useLang()
  const navigate = useNavigate()
  // The outbox's code loads once the screen has started, and only on a device where something may
  // be queued: no screen's start carries it.
  const outboxTime = useOutboxOnDevice(useAfterStart())
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
      {outboxTime && <OutboxStatus />}
      {outboxTime && <OutboxRunner />}
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
