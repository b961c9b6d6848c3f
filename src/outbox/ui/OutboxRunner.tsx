import { useEffect, useRef } from 'react'

import { onShellMessage } from '@src/bridge/messages'
import {
  getOutbox,
  getRunner,
  type Outbox,
  type OutboxSession,
  ownerFromParams,
  requestReplay,
  setReplayRequester,
  type Trigger,
} from '@src/outbox/page'
import { baseApi } from '@store/api'
import { useAppDispatch, useRequestContext } from '@store/hooks'
import { outboxSynced, outboxUnavailable } from '@store/outbox'

import { REPLAY_ACK, REPLAY_MESSAGE, SYNC_TAG } from '../queue/channel'
import { useOutboxNextAttemptAt } from './useOutboxState'

export type OutboxRunnerProps = {
  outbox?: Outbox
  /** How this page asks for a replay; defaults to "the controlling worker, else this page". */
  request?: (t: Trigger) => void
}

/**
 * Mounted once in the app shell: keeps the Redux mirror in step with the outbox (changes here,
 * in other tabs and in the worker), and asks for a replay at start, when the connection
 * returns, when the page is visible again, when the shell resumes, and when a backoff ends.
 */
export function OutboxRunner({ outbox: given, request = requestReplayFromPage }: OutboxRunnerProps) {
  const dispatch = useAppDispatch()
  const nextAt = useOutboxNextAttemptAt()
  const { commonParams } = useRequestContext()
  // Whose entries this page shows and sends: those proven the current borrower's only.
  const owner = ownerFromParams(commonParams)
  const sessionRef = useRef<OutboxSession>({ owner, sessionId: commonParams.session_id ?? '', commonParams })
  sessionRef.current = { owner, sessionId: commonParams.session_id ?? '', commonParams }
  const refreshRef = useRef<() => void>(() => undefined)
  const started = useRef(false)

  useEffect(() => {
    const outbox = given ?? getOutbox()
    let alive = true
    let queued = false
    const refresh = () => {
      // Many changes arrive in bursts (each image of a complaint): read once per burst.
      if (queued) return
      queued = true
      setTimeout(async () => {
        queued = false
        if (!alive) return
        try {
          const snap = await outbox.snapshot(sessionRef.current)
          if (!alive) return
          dispatch(outboxSynced(snap))
        } catch {
          if (alive) dispatch(outboxUnavailable())
        }
      }, 50)
    }
    refreshRef.current = refresh
    setReplayRequester(request)
    const offChange = outbox.onChange(({ sent }) => {
      // The explicit "sent" notice (this page's replay, another tab's or the worker's): the lender
      // has the complaint now, so the list must show it.
      if (sent === 'complaints') dispatch(baseApi.util.invalidateTags(['ComplaintList']))
      refresh()
    })
    const offTriggers = installOutboxTriggers((t) => {
      request(t)
      refresh()
    })
    refresh()
    // The first replay waits for the session to be written (below): never under a previous borrower's.
    return () => {
      alive = false
      refreshRef.current = () => undefined
      offChange()
      offTriggers()
      setReplayRequester(null)
    }
  }, [dispatch, given, request])

  // Every replayer (other tabs, the worker) sends under the session the page has now. A new session
  // (of the same borrower after an expiry, or another borrower) gets a replay and a fresh mirror.
  useEffect(() => {
    const outbox = given ?? getOutbox()
    let alive = true
    void outbox
      .setSession({ owner, sessionId: commonParams.session_id ?? '', commonParams })
      .then(() => {
        if (!alive) return
        refreshRef.current()
        request(started.current ? 'message' : 'start')
        started.current = true
      })
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [given, owner, commonParams, request])

  // The worker cannot keep timers alive: the page asks again when the next backoff ends.
  useEffect(() => {
    if (nextAt === null) return
    const timer = setTimeout(() => requestReplay('timer'), Math.max(0, nextAt - Date.now()) + 50)
    return () => clearTimeout(timer)
  }, [nextAt])

  return null
}

/*
 * The runner's triggers and its default request: a replay is asked of the controlling service
 * worker in the words of ../queue/channel.ts, and made by this page when no worker answers.
 */

/** How long the page waits for the worker to acknowledge before replaying itself. */
const ACK_TIMEOUT_MS = 2000

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
function installOutboxTriggers(request: (t: Trigger) => void, win: Window = window): () => void {
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
