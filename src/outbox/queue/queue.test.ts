import { afterEach, describe, expect, it, vi } from 'vitest'

import { discardEntry } from '../replay/locks'
import { COMMON, complaint, type FakeClock, fakeClock, freshIdb, image, makeOutbox, storedBytes } from '../testUtils'
import { broadcastChannel } from './channel'
import { Outbox } from './queue'
import { type ComplaintEntry, type EventEntry, LIMITS } from './types'

const HOUR = 3600_000
const event = (n: number) => ({
  method: 'POST' as const,
  path: '/service/event/save',
  body: { productId: 'P1002', moduleId: '30', positionId: String(n) },
})

afterEach(() => vi.restoreAllMocks())

describe('Outbox: persistence', () => {
  it('keeps a complaint (text, type, order, image bytes) across a reload', async () => {
    const idb = freshIdb()
    const first = makeOutbox(idb)
    const res = await first.enqueueComplaint(complaint([image(1, 1200), image(2, 800)]), COMMON)
    expect(res.ok).toBe(true)
    await first.close()

    const reloaded = makeOutbox(idb)
    const [e] = (await reloaded.list('complaints')) as ComplaintEntry[]
    expect(e.id).toBe(res.ok && res.id)
    expect(e.key).toBe(e.id)
    expect(e.state).toBe('waiting')
    expect(e.complaint).toEqual({ problemType: '1', problemSonType: '12', problemDetail: complaint().problemDetail, orderNo: 'ORD174001' })
    const bytes = await Promise.all(e.images.map((i) => storedBytes(reloaded, i)))
    expect(e.images.map((i, n) => [i.name, i.type, bytes[n]?.byteLength])).toEqual([
      ['photo-1.jpg', 'image/jpeg', 1200],
      ['photo-2.jpg', 'image/jpeg', 800],
    ])
    expect(new Uint8Array(bytes[0]!)[0]).toBe(1)
    expect(e.commonParams).toEqual(COMMON)
  })

  it('keeps queue order across tabs: a second tab appends after the first', async () => {
    const idb = freshIdb()
    const a = makeOutbox(idb)
    const b = makeOutbox(idb)
    await a.enqueueEvent(event(1), COMMON)
    await b.enqueueEvent(event(2), COMMON)
    await a.enqueueEvent(event(3), COMMON)
    const listed = await makeOutbox(idb).list('events')
    expect(listed.map((e) => (e.queue === 'events' ? e.call.body?.positionId : ''))).toEqual(['1', '2', '3'])
    expect(new Set(listed.map((e) => e.seq)).size).toBe(3)
  })

  it('an image already uploaded is kept as its URL only', async () => {
    const box = makeOutbox(freshIdb())
    await box.enqueueComplaint(
      { ...complaint(), images: [{ url: 'https://img.mkopoharaka.co.tz/a.jpg', name: 'a.jpg' }, image(2)] },
      COMMON,
    )
    const [e] = (await box.list('complaints')) as ComplaintEntry[]
    expect(e.images[0]).toEqual({ name: 'a.jpg', type: '', url: 'https://img.mkopoharaka.co.tz/a.jpg' })
    expect((await storedBytes(box, e.images[1]))?.byteLength).toBe(1002)
  })

  it('tells listeners about changes, and which queue an entry left as sent', async () => {
    const box = makeOutbox(freshIdb())
    const cb = vi.fn()
    const off = box.onChange(cb)
    const kept = await box.enqueueEvent(event(1), COMMON)
    expect(cb).toHaveBeenLastCalledWith({})
    if (!kept.ok) throw new Error('not queued')
    await box.remove(kept.id, 'events')
    expect(cb).toHaveBeenLastCalledWith({ sent: 'events' })
    expect(cb).toHaveBeenCalledTimes(2)
    off()
    await box.enqueueEvent(event(2), COMMON)
    expect(cb).toHaveBeenCalledTimes(2)
  })

  it('the channel carries the "sent" notice to other contexts, and nothing it does not know', async () => {
    const name = `outbox-test-${Math.random()}`
    const here = broadcastChannel(name)!
    const there = broadcastChannel(name)!
    const got: unknown[] = []
    const off = there.subscribe((n) => got.push(n))
    here.post({ sent: 'complaints' })
    here.post({})
    const stranger = new BroadcastChannel(name)
    stranger.postMessage({ type: 'changed', sent: 'everything' })
    await vi.waitFor(() => expect(got).toHaveLength(3))
    expect(got.map((n) => JSON.stringify(n)).sort()).toEqual(['{"sent":"complaints"}', '{}', '{}'])
    off()
    stranger.close()
  })
})

describe('Outbox: storage unavailable or full', () => {
  it('says so on enqueue when there is no IndexedDB', async () => {
    const box = new Outbox({ indexedDB: null })
    expect(await box.enqueueEvent(event(1), COMMON)).toEqual({ ok: false, reason: 'unavailable', detail: 'no IndexedDB' })
    expect(await box.available()).toBe(false)
  })

  it('says so when opening fails (private mode, blocked)', async () => {
    const broken = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    } as unknown as IDBFactory
    const res = await new Outbox({ indexedDB: broken }).enqueueComplaint(complaint([image(1)]), COMMON)
    expect(res).toMatchObject({ ok: false, reason: 'unavailable' })
  })

  it("reports 'full' when the write exceeds the quota", async () => {
    const box = makeOutbox(freshIdb())
    await box.available()
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(await box.enqueueComplaint(complaint([image(1)]), COMMON)).toMatchObject({ ok: false, reason: 'full' })
  })
})

describe('Outbox: bounds', () => {
  it(`keeps at most ${LIMITS.eventsMax} events: the oldest go first, and are counted`, async () => {
    const box = makeOutbox(freshIdb())
    for (let i = 1; i <= LIMITS.eventsMax + 3; i++) await box.enqueueEvent(event(i), COMMON)
    const left = (await box.list('events')) as EventEntry[]
    expect(left).toHaveLength(LIMITS.eventsMax)
    expect(left[0].call.body?.positionId).toBe('4')
    expect(left.at(-1)!.call.body?.positionId).toBe(String(LIMITS.eventsMax + 3))
    expect(await box.droppedCount()).toBe(3)
    expect((await box.snapshot()).dropped).toBe(3)
  }, 60_000)

  it('drops events older than 24 h (counted), keeps younger ones', async () => {
    const clock = fakeClock()
    const box = makeOutbox(freshIdb(), clock)
    await box.enqueueEvent(event(1), COMMON)
    await watch(box, clock, 2 * HOUR)
    await box.enqueueEvent(event(2), COMMON)
    await watch(box, clock, 22 * HOUR)
    clock.advance(1)
    expect(await box.prune()).toEqual({ dropped: 1, expired: 0, deleted: 0 })
    expect((await box.list('events')).map((e) => e.queue === 'events' && e.call.body?.positionId)).toEqual(['2'])
    expect(await box.droppedCount()).toBe(1)
  })

  it("turns complaints older than 7 days into 'not sent', keeping their text", async () => {
    const clock = fakeClock()
    const box = makeOutbox(freshIdb(), clock)
    await box.enqueueComplaint(complaint([image(1)], 'Sijapokea pesa yangu ya mkopo.'), COMMON)
    expect(await watch(box, clock, LIMITS.complaintsMaxAgeMs)).toBe(0)
    clock.advance(1)
    expect(await box.prune()).toEqual({ dropped: 0, expired: 1, deleted: 0 })
    const [e] = (await box.list('complaints')) as ComplaintEntry[]
    expect(e.state).toBe('notSent')
    expect(e.complaint.problemDetail).toBe('Sijapokea pesa yangu ya mkopo.')
    // It will not be sent any more: its text stays to copy, its photo is deleted from the phone.
    expect(e.images).toEqual([{ name: 'photo-1.jpg', type: 'image/jpeg', removed: true }])
    const [item] = (await box.snapshot()).complaints
    expect(item).toMatchObject({
      state: 'notSent',
      deleteAt: e.createdAt + LIMITS.complaintsKeptMs,
      complaint: { problemDetail: 'Sijapokea pesa yangu ya mkopo.', imageCount: 1, removedCount: 1 },
    })
  })
})

describe('Outbox: Retry and Discard', () => {
  it('Retry puts a failed entry back in line, due now, under a new Idempotency-Key', async () => {
    const clock = fakeClock()
    const box = makeOutbox(freshIdb(), clock)
    const res = await box.enqueueEvent(event(1), COMMON, { failed: { kind: 'business', code: '40001', message: 'moduleId is not valid' } })
    const id = res.ok ? res.id : ''
    expect((await box.snapshot()).events[0]).toMatchObject({ state: 'failed', reason: 'moduleId is not valid' })
    clock.advance(5000)
    const e = await box.retry(id)
    expect(e).toMatchObject({ id, state: 'waiting', attempts: 0, nextAttemptAt: clock.now() })
    expect(e!.key).not.toBe(id)
    expect(e!.lastError).toBeUndefined()
  })

  it('Discard removes waiting, failed or not-sent entries, never one being sent under a live lease', async () => {
    const clock = fakeClock()
    const box = makeOutbox(freshIdb(), clock)
    const waiting = await box.enqueueEvent(event(1), COMMON)
    const failed = await box.enqueueEvent(event(2), COMMON, { failed: { kind: 'http', status: 400, message: 'Bad request' } })
    const sending = await box.enqueueEvent(event(3), COMMON)
    const sid = sending.ok ? sending.id : ''
    await box.update(sid, (e) => ({ ...e, state: 'sending', lease: { owner: 'other-tab', until: clock.now() + 10_000 } }))
    expect(await discardEntry(box, waiting.ok ? waiting.id : '')).toBe(true)
    expect(await discardEntry(box, failed.ok ? failed.id : '')).toBe(true)
    expect(await discardEntry(box, sid)).toBe(false)
    expect((await box.list()).map((e) => e.state)).toEqual(['sending'])
    // Once its lease is over (that sender died), it can go too.
    clock.advance(10_001)
    expect(await discardEntry(box, sid)).toBe(true)
  })
})

/** Lets `ms` pass as the queue watches it: a look (prune) every hour. Returns how many complaints expired. */
async function watch(box: Outbox, clock: FakeClock, ms: number): Promise<number> {
  let expired = 0
  for (let left = ms; left > 0; left -= HOUR) {
    clock.advance(Math.min(HOUR, left))
    expired += (await box.prune()).expired
  }
  return expired
}

describe('Outbox: snapshot for Redux', () => {
  it('carries no image bytes, phone numbers or session parameters', async () => {
    const box = makeOutbox(freshIdb())
    await box.enqueueComplaint(complaint([image(1)]), COMMON)
    await box.enqueueEvent(
      { method: 'GET', path: '/api/v2/{segment}/promotion/track-click', params: { page_id: '7', phone: '0754123456' }, ok: 'any' },
      COMMON,
    )
    const snap = await box.snapshot()
    const json = JSON.stringify(snap)
    expect(json).not.toContain('0754123456')
    expect(json).not.toContain('sess-77')
    expect(json).not.toContain('bytes')
    expect(snap.events[0].label).toBe('/api/v2/{segment}/promotion/track-click')
    expect(snap.complaints[0]).toMatchObject({
      state: 'waiting',
      label: '1',
      complaint: { orderNo: 'ORD174001', imageCount: 1, uploadedCount: 0 },
    })
  })
})
