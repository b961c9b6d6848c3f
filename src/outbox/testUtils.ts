import { IDBFactory } from 'fake-indexeddb'

import { darTime } from '@sandbox/clock'
import { call, fail, ok } from '@sandbox/kit'
import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { identityAliases } from '@src/config/aliases'
import type { WireSettings } from '@src/lender/wire'

import type { Clock } from './queue/clock'
import { Outbox } from './queue/queue'
import type { ComplaintEntry, Entry, EventCall } from './queue/types'
import { type LockManagerLike, withReplayLock } from './replay/locks'
import { createSender, type Sender } from './sending/sender'

/** A clock the test moves by hand; timers run when their time comes. */
export function fakeClock(start = Date.UTC(2025, 4, 12, 6, 0, 0)) {
  let now = start
  // The wall clock minus the monotonic one: only a jump changes it.
  let skew = start
  let next = 1
  const timers = new Map<number, { at: number; fn: () => void }>()
  const clock: Clock & { advance(ms: number): void; jump(ms: number): void; timers(): number[] } = {
    now: () => now,
    mono: () => now - skew,
    setTimeout(fn, ms) {
      const id = next++
      timers.set(id, { at: now + Math.max(0, ms), fn })
      return id
    },
    clearTimeout(h) {
      timers.delete(h as number)
    },
    /** Moves time forward, running each due timer at its own time. */
    advance(ms) {
      const target = now + ms
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].fn()
      }
      now = target
    },
    /** Sets the wall clock forward (or back, negative) without time passing: timers and the monotonic clock stay. */
    jump(ms) {
      now += ms
      skew += ms
      for (const t of timers.values()) t.at += ms
    },
    timers: () => [...timers.values()].map((t) => t.at).sort((a, b) => a - b),
  }
  return clock
}
export type FakeClock = ReturnType<typeof fakeClock>

/** A fresh IndexedDB per test; two Outboxes on the same factory are two tabs of one origin. */
export function freshIdb(): IDBFactory {
  return new IDBFactory()
}

let uuidN = 0
/** Predictable ids for assertions. */
export const seqUuid = () => `00000000-0000-4000-8000-${String(++uuidN).padStart(12, '0')}`

/** What tests send with: the sandbox's base, a short timeout, the Idempotency-Key switch as given. */
export const TEST_WIRE: WireSettings = { apiBase: '/api', segment: 'tz', aliases: identityAliases, timeoutMs: 300, idempotencyKey: true }

export function makeOutbox(factory: IDBFactory | null, clock: Clock = fakeClock(), wire: WireSettings = TEST_WIRE) {
  return new Outbox({ indexedDB: factory, clock, uuid: seqUuid, wire: () => wire })
}

export const ORIGIN = 'http://localhost:3000'
export const COMMON = {
  app_version: '3.2.0',
  device_name: 'TECNO KG5',
  device_id: 'dev-4411',
  os_version: '11',
  session_id: 'sess-77',
  advertising_id: '',
}

export function testSender(): Sender {
  return createSender({ origin: ORIGIN })
}

/** A queue on a fresh database with a fake clock, and the replay's dependencies over it (no jitter). */
export function replaySetup() {
  const clock = fakeClock()
  const idb = freshIdb()
  const outbox = makeOutbox(idb, clock)
  return { clock, idb, outbox, deps: { outbox, send: testSender(), random: () => 1 } }
}

/**
 * A complaint queued and then held by another sender (a tab or worker that may be dead): its id.
 * `lease` is what that sender left; `left` any other field it wrote (say, the doubt of a save in flight).
 */
export async function queuedInFlight(
  outbox: Outbox,
  lease: NonNullable<Entry['lease']>,
  left: Partial<ComplaintEntry> = {},
  input = complaint(),
): Promise<string> {
  const q = await outbox.enqueueComplaint(input, COMMON)
  if (!q.ok) throw new Error(`not queued: ${q.reason}`)
  await outbox.update(q.id, (x) => ({ ...x, ...left, state: 'sending', lease }) as Entry)
  return q.id
}

/** sendOrQueueComplaint's dependencies for a test: online, ids in sequence, no jitter, no storage-persistence ask; `over` changes any. */
export function sendDeps(s: { outbox: Outbox }, over: Record<string, unknown> = {}) {
  return {
    commonParams: COMMON,
    outbox: s.outbox,
    send: testSender(),
    wire: TEST_WIRE,
    kick: () => undefined,
    uuid: seqUuid,
    random: () => 1,
    online: () => true,
    persist: null,
    ...over,
  }
}

/** An image as the screen holds it. */
export function image(n: number, size = 1000 + n): { blob: Blob; name: string } {
  return { blob: new Blob([new Uint8Array(size).fill(n)], { type: 'image/jpeg' }), name: `photo-${n}.jpg` }
}

/** A tracking event as the replay tests queue it; `n` is its module id, so the order it arrives in shows. */
export const eventCall = (n: number | string): EventCall => ({
  method: 'POST',
  path: '/service/event/save',
  body: { productId: 'P1002', moduleId: String(n), positionId: '0' },
})

export const complaint = (
  images: { blob: Blob; name: string }[] = [],
  detail = 'Nimelipa deni lote kupitia M-Pesa lakini bado naonekana nadaiwa.',
) => ({
  problemType: '1',
  problemSonType: '12',
  problemDetail: detail,
  orderNo: 'ORD174001',
  images,
})

/**
 * The complaint calls, answered like the lender (with the sandbox kit's idempotency and
 * scenarios): `effects` counts what the server really did, whatever was replayed.
 */
export function complaintServer() {
  const effects = { uploads: [] as { size: number; type: string }[], saves: [] as Record<string, string>[] }
  server.use(
    call('post', '/user-problem/upload-problem-img', ({ files }) => {
      const f = files.problemImage
      if (!f) return fail('01', 'Please choose an image')
      effects.uploads.push({ size: f.size, type: f.type })
      return ok(
        { url: `https://img.mkopoharaka.co.tz/complaints/${effects.uploads.length}-${f.size}.jpg` },
        { code: '00', message: 'Upload succeeded!' },
      )
    }),
    call('post', '/user-problem/problem-save', ({ body }) => {
      effects.saves.push(body)
      return ok(null)
    }),
    // What reconciling reads: the stored complaints, newest first, in Dar es Salaam time.
    call('post', '/user-problem/problem-list', () =>
      ok(
        {
          tabs: [
            {
              title: 'Processing',
              list: effects.saves
                .map((b, i) => ({ id: `PB${i + 1}`, time: darTime(0), type: 'Collection', content: b.problemDetail }))
                .reverse(),
            },
          ],
        },
        { code: '00' },
      ),
    ),
  )
  return effects
}

/** Event endpoints that store each effect; moduleId 'poison' is refused. */
export function eventServer() {
  const effects: Record<string, string>[] = []
  server.use(
    call('post', '/service/event/save', ({ body }) => {
      if (body.moduleId === 'poison') return fail(40001, 'moduleId is not valid')
      effects.push(body)
      return ok(null)
    }),
    call('get', '/api/v2/:segment/promotion/track-visit', ({ query }) => {
      effects.push({ visit: query.get('page_id') ?? '' })
      return ok(null)
    }),
  )
  return effects
}

/** Scenario effects of the sandbox kit for the default world (e.g. 'event/save=500x2'). */
export function scenarios(...names: string[]): void {
  getWorld().scenarios = names
}

export { receivedBy }

/** An in-memory Web Locks stand-in: one holder per name, ifAvailable answers null when held. */
export function fakeLocks(): LockManagerLike & { held: Set<string> } {
  const held = new Set<string>()
  return {
    held,
    async request(name, _opts, cb) {
      if (held.has(name)) return cb(null)
      held.add(name)
      try {
        return await cb({ name })
      } finally {
        held.delete(name)
      }
    },
  }
}

/**
 * Two contexts on one database, the first (`a`, owner 'a') holding the replay lease without Web
 * Locks (30 s, renewed every third of it on its own clock) until `release()`; `running` then ends
 * with `value`. The second (`b`) tries to take the lease.
 */
export function heldReplayLease<T>(clock: FakeClock, value?: T) {
  const idb = freshIdb()
  const a = makeOutbox(idb, clock)
  const b = makeOutbox(idb, clock)
  let release!: () => void
  const running = withReplayLock(() => new Promise<T | undefined>((r) => (release = () => r(value))), {
    locks: null,
    outbox: a,
    owner: 'a',
    clock,
    leaseMs: 30_000,
  })
  return { a, b, running, release: () => release() }
}

/** A stored image's bytes, inline (an older entry) or in the photos store. */
export async function storedBytes(box: Outbox, img: { bytes?: ArrayBuffer; ref?: string }): Promise<ArrayBuffer | null> {
  return img.bytes ?? (img.ref ? box.photo(img.ref) : null)
}
