import { onShellMessage } from '@src/bridge/messages'
import { getRunner, type Trigger } from '@src/outbox/page'

import { REPLAY_ACK, REPLAY_MESSAGE, SYNC_TAG } from '../queue/channel'

/** How long the page waits for the worker to acknowledge before replaying itself. */
export const ACK_TIMEOUT_MS = 2000

type SyncManagerLike = { register(tag: string): Promise<void> }

/** Background Sync where it exists (Chrome; not Android WebView): the worker replays even after the tab closes. */
async function registerSync(): Promise<void> {
  try {
    // eslint-disable-next-line compat/compat -- optional (?.): a WebView may have no service worker
    const reg = await navigator.serviceWorker?.ready
    await (reg as unknown as { sync?: SyncManagerLike } | undefined)?.sync?.register(SYNC_TAG)
  } catch {
    // Not supported or not allowed: the page's own triggers still replay.
  }
}

/** Asks the controlling worker to replay; resolves false when it does not answer in time (an old version). */
function askWorker(controller: ServiceWorker, trigger: Trigger): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => {
      channel.port1.close()
      resolve(false)
    }, ACK_TIMEOUT_MS)
    channel.port1.onmessage = (e) => {
      if ((e.data as { type?: unknown } | null)?.type !== REPLAY_ACK) return
      clearTimeout(timer)
      channel.port1.close()
      resolve(true)
    }
    try {
      controller.postMessage({ type: REPLAY_MESSAGE, trigger }, [channel.port2])
    } catch {
      clearTimeout(timer)
      resolve(false)
    }
  })
}

/**
 * The page's replay request: the controlling service worker replays when there is one (and
 * answers); otherwise (old WebViews, first visit, a worker without the queue) this page does.
 */
export function requestReplayFromPage(trigger: Trigger): void {
  // eslint-disable-next-line compat/compat -- optional (?.): a WebView may have no service worker
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
  if (trigger === 'enqueue' && controller) void registerSync()
  if (!controller) {
    void getRunner().replayAll(trigger)
    return
  }
  void askWorker(controller, trigger).then((acked) => {
    if (!acked) void getRunner().replayAll(trigger)
  })
}

/**
 * Replay triggers of a page: the connection returns, the page becomes visible again, the shell
 * resumes the WebView. Returns a cleanup.
 */
export function installOutboxTriggers(request: (t: Trigger) => void, win: Window = window): () => void {
  const onOnline = () => request('online')
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') request('visible')
  }
  win.addEventListener('online', onOnline)
  win.document.addEventListener('visibilitychange', onVisible)
  const offShell = onShellMessage((m) => {
    if (m.type === 'resume') request('resume')
  })
  return () => {
    win.removeEventListener('online', onOnline)
    win.document.removeEventListener('visibilitychange', onVisible)
    offShell()
  }
}
