import { RECONNECT_RETRIES_MS } from '@src/lib/reconnect'
import { whenBack } from '@src/lib/whenBack'
import type { QueueResult } from '@src/outbox/page'

/*
 * Complaints whose Send came while the outbox's code could not be downloaded (the connection
 * dropped as the form opened, on a first visit before the service worker holds the code). The
 * complaint is kept here, in this page's memory, and handed to the outbox as soon as its code
 * loads: the borrower reads "Saved" at once, as for any kept complaint, and the complaint goes
 * under the key Send gave it, so it is filed once. Until then the form's draft stays in session
 * storage (features/complaints), so a reload before the code comes loses nothing either.
 */

type Outcome = { id: string; result: QueueResult }
type Listener = (o: Outcome) => void

const waiting = new Map<string, Promise<QueueResult>>()
const listeners = new Set<Listener>()

/**
 * Keeps `deliver` (the complaint's send-or-queue, given the outbox's code) until `load` succeeds:
 * tried again when a download may succeed (src/lib/whenBack.ts) and after each delay of
 * src/lib/reconnect.ts, since a download can fail while the phone stays online. Once per `id`.
 */
export function keepUntilLoaded<T>(id: string, load: () => Promise<T>, deliver: (code: T) => Promise<QueueResult>): void {
  if (waiting.has(id)) return
  const done = new Promise<QueueResult>((resolve) => {
    let busy = false
    let over = false
    const timers: ReturnType<typeof setTimeout>[] = []
    const finish = (result: QueueResult) => {
      over = true
      stop()
      timers.forEach(clearTimeout)
      resolve(result)
    }
    const attempt = () => {
      if (busy || over) return
      busy = true
      load().then(
        (code) =>
          deliver(code).then(finish, (e: unknown) =>
            finish({ status: 'failed', reason: 'notKept', message: e instanceof Error ? e.message : String(e) }),
          ),
        () => (busy = false),
      )
    }
    const stop = whenBack(attempt)
    let at = 0
    for (const ms of RECONNECT_RETRIES_MS) timers.push(setTimeout(attempt, (at += ms)))
  })
  waiting.set(id, done)
  void done.then((result) => {
    waiting.delete(id)
    listeners.forEach((l) => l({ id, result }))
  })
}

/** Whether the complaint `id` is still waiting here for the outbox's code. */
export function isHandedOff(id: string): boolean {
  return waiting.has(id)
}

/** Calls `listener` with each handed-off complaint's outcome once the outbox took it; returns the unsubscribe. */
export function onHandedOver(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The outcome of the handed-off complaint `id` once the outbox took it; undefined when none waits here. */
export function handedOver(id: string): Promise<QueueResult> | undefined {
  return waiting.get(id)
}
