import { useCallback, useEffect } from 'react'

import { config } from '@src/config/env'
import type { ComplaintInput, QueueResult } from '@src/outbox/page'
import { useSessionWire } from '@store/hooks'

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
  const discard = useCallback(async (id: string) => (await load()).getOutbox().discard(id), [])
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

/**
 * The complaint screen's Send: `send(input, { idempotencyKey, onImageUploaded })` -> 'sent' | 'queued' | 'failed'.
 * The complaint is kept in the outbox first and sent by the same code the worker replays with.
 */
export function useSendOrQueueComplaint(): (
  input: ComplaintInput,
  opts?: { idempotencyKey?: string; onImageUploaded?: (index: number, url: string) => void },
) => Promise<QueueResult> {
  const { commonParams, settings: wire } = useSessionWire()
  usePrepareOutbox()
  return useCallback(
    async (input, opts = {}) => {
      let api: Awaited<ReturnType<typeof load>>
      try {
        api = await load()
      } catch (e) {
        // Neither sent nor kept: the screen keeps the borrower's draft and says so.
        return { status: 'failed', reason: 'notKept', message: e instanceof Error ? e.message : String(e) }
      }
      return api.sendOrQueueComplaint(input, { commonParams, wire, apiBase: config.apiBase, ...opts })
    },
    [commonParams, wire],
  )
}

/**
 * Calls `onSent` once the kept complaint `id` has left the outbox (sent by this page's replay,
 * another tab or the worker), so a "Saved" dialog still open says what happened instead.
 */
export function useWhenSent(id: string | null, onSent: () => void): void {
  useEffect(() => {
    if (!id) return
    let stop = false
    let unsubscribe: (() => void) | undefined
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
    void load().then(({ getOutbox }) => {
      if (stop) return
      const outbox = getOutbox()
      unsubscribe = outbox.onChange(() => check(outbox))
      check(outbox)
    })
    return () => {
      stop = true
      unsubscribe?.()
    }
  }, [id, onSent])
}

export { useOutboxEntries } from './useOutboxState'
