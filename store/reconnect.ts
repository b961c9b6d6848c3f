import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'

import { afterReconnect, RECONNECT_RETRIES_MS } from '@src/lib/reconnect'

import { baseApi } from './api'

/*
 * After the connection returns, the screens' queries that failed for want of it are asked again
 * until they get through (every "No connection" state recovers by itself).
 *
 * RTK Query asks once, at the browser's `online` event (refetchOnReconnect, store/api.ts). That
 * event often comes before the network carries requests: a phone re-attaching to a cell, a WebView
 * told by Android first. That one request can fail like the first and leave the screen on "No
 * connection" until a tap (seen in CI: docs/performance.md, 'Observed behind the code'). So a
 * query still failed with a network error (a screen still shows it: it has subscribers) is asked
 * again after each delay of src/lib/reconnect.ts, while the browser says online. A timeout is not
 * retried here: the server was reached, and a slow lender should not be asked more often.
 */

type QueryEntry = { status?: string; endpointName?: string; originalArgs?: unknown; error?: unknown }
type ApiState = { queries?: Record<string, QueryEntry | undefined>; subscriptions?: Record<string, Record<string, unknown> | undefined> }
type Initiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => UnknownAction
type StoreLike = { getState(): unknown; dispatch: ThunkDispatch<unknown, unknown, UnknownAction> }

/** The queries a screen still shows as failed for want of a connection: their endpoint and arguments. */
export function stillOffline(state: unknown): { key: string; endpointName: string; originalArgs: unknown }[] {
  const api = (state as Record<string, ApiState | undefined>)[baseApi.reducerPath]
  return Object.entries(api?.queries ?? {}).flatMap(([key, q]) => {
    const network = (q?.error as { kind?: unknown } | undefined)?.kind === 'network'
    const shown = Object.keys(api?.subscriptions?.[key] ?? {}).length > 0
    return q?.status === 'rejected' && network && shown && q.endpointName
      ? [{ key, endpointName: q.endpointName, originalArgs: q.originalArgs }]
      : []
  })
}

/** Starts the follow-up after each `online` event; returns the function that stops listening. */
export function retryAfterReconnect(store: StoreLike, delays: readonly number[] = RECONNECT_RETRIES_MS, win: Window = window): () => void {
  return afterReconnect(
    () => {
      const endpoints = baseApi.endpoints as unknown as Record<string, { initiate?: Initiate } | undefined>
      for (const q of stillOffline(store.getState())) {
        const initiate = endpoints[q.endpointName]?.initiate
        if (initiate) void store.dispatch(initiate(q.originalArgs, { subscribe: false, forceRefetch: true }))
      }
    },
    win,
    delays,
  )
}
