import { useCallback, useEffect } from 'react'

import { config } from '@src/config/env'
import { randomUUID } from '@src/lib/uuid'
import { whenBack } from '@src/lib/whenBack'
import type { ComplaintInput, QueueResult } from '@src/outbox/page'
import { useRequestContext } from '@store/hooks'

import { isHandedOff, keepUntilLoaded, onHandedOver } from './handoff'
import { outboxCode } from './useOutboxState'

/*
 * The outbox's code is imported on use, not with the screens: the shell's runner has loaded it
 * moments after start (src/app/AppShell), so by the time anyone presses Send or Retry it is here.
 */
const load = () => outboxCode.load()

/** Retry (a failed entry goes back in line, looked up first when unsure), Discard, and Send it again (the borrower's choice after a look-up could not tell). */
export function useOutboxActions() {
  const retry = useCallback(async (id: string) => {
    const { getOutbox, requestReplay } = await load()
    await getOutbox().retry(id)
    requestReplay('retry')
  }, [])
  const discard = useCallback(async (id: string) => {
    const { discardEntry, getOutbox } = await load()
    return discardEntry(getOutbox(), id)
  }, [])
  // Asked because the look-up could not tell, the borrower chose to send it again.
  const resend = useCallback(async (id: string) => {
    const { getOutbox, requestReplay } = await load()
    await getOutbox().resend(id)
    requestReplay('retry')
  }, [])
  return { retry, discard, resend }
}

/**
 * What keeps a complaint offline, made ready as the complaint form is first shown (/complaint
 * and /complainPageNext): its code fetched and its database opened. On a first visit nothing is
 * queued yet, so the shell has not loaded it, and a connection that drops as the form opens must
 * not leave Send without it.
 */
export function usePrepareOutbox(): void {
  useEffect(() => {
    void load()
      .then((m) => m.getOutbox().available())
      .catch(() => undefined)
  }, [])
}

/** A kept complaint that could not be sent in the end (refused by the lender, or neither sent nor kept). */
export type NotSent = Extract<QueueResult, { status: 'failed' }>

/**
 * The complaint screen's Send: `send(input, { idempotencyKey, onImageUploaded })` -> 'sent' | 'queued' | 'failed'.
 * The complaint is kept in the outbox first and sent by the same code the worker replays with.
 * When the outbox's own code cannot be downloaded, the complaint is kept in this page's memory
 * (./handoff.ts) and handed over, under the same key, once the code loads: Send answers 'queued'
 * (the borrower reads "Saved") and the form is never replaced by an error.
 */
export function useSendOrQueueComplaint(): (
  input: ComplaintInput,
  opts?: { idempotencyKey?: string; onImageUploaded?: (index: number, url: string) => void },
) => Promise<QueueResult> {
  const { commonParams, settings: wire } = useRequestContext()
  usePrepareOutbox()
  return useCallback(
    async (input, opts = {}) => {
      const deps = { commonParams, wire, apiBase: config.apiBase, ...opts }
      let api: Awaited<ReturnType<typeof load>>
      try {
        api = await load()
      } catch {
        const id = opts.idempotencyKey ?? randomUUID()
        keepUntilLoaded(id, load, (code) => code.sendOrQueueComplaint(input, { ...deps, idempotencyKey: id }))
        return { status: 'queued', id, offline: navigator.onLine === false }
      }
      return api.sendOrQueueComplaint(input, deps)
    },
    [commonParams, wire],
  )
}

/**
 * Calls `onSent` once the kept complaint `id` has left the outbox (sent by this page's replay,
 * another tab or the worker), so a "Saved" dialog still open says what happened instead. A
 * complaint still waiting for the outbox's code (./handoff.ts) is followed from there: `onSent`
 * when its send went through, `onNotSent` when it was refused or could not be kept after all.
 */
export function useWhenSent(id: string | null, onSent: () => void, onNotSent?: (res: NotSent) => void): void {
  useEffect(() => {
    if (!id) return
    let stop = false
    let unsubscribe: (() => void) | undefined
    let stopRetry: (() => void) | undefined
    let stopHandoff: (() => void) | undefined
    const check = (outbox: { get(id: string): Promise<unknown> }) =>
      void outbox.get(id).then(
        (e) => {
          if (!stop && e === null) {
            stop = true
            onSent()
          }
        },
        () => undefined,
      )
    const follow = () =>
      void load().then(
        ({ getOutbox }) => {
          stopRetry?.()
          if (stop || unsubscribe) return
          const outbox = getOutbox()
          unsubscribe = outbox.onChange(() => check(outbox))
          check(outbox)
        },
        // The code could not be downloaded: followed again when a download may succeed.
        () => {
          if (!stop) stopRetry ??= whenBack(follow)
        },
      )
    if (isHandedOff(id)) {
      stopHandoff = onHandedOver(({ id: handed, result }) => {
        if (handed !== id || stop) return
        stopHandoff?.()
        if (result.status === 'queued') return follow()
        stop = true
        if (result.status === 'sent') onSent()
        else onNotSent?.(result)
      })
    } else follow()
    return () => {
      stop = true
      unsubscribe?.()
      stopRetry?.()
      stopHandoff?.()
    }
  }, [id, onSent, onNotSent])
}

export { useOutboxEntries } from './useOutboxState'
