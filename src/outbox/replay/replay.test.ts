import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'

import type { ComplaintEntry } from '../queue/types'
import type { Sender } from '../sending/sender'
import {
  COMMON,
  complaint,
  complaintServer,
  eventCall,
  eventServer,
  image,
  makeOutbox,
  receivedBy,
  replaySetup,
  scenarios,
  testSender,
} from '../testUtils'
import { replayAll, replayQueue } from './replay'

const positions = () => receivedBy('/service/event/save').map((r) => r.body.moduleId)
const setup = replaySetup

describe('replay: order and success', () => {
  it('sends each queue in order, once, and leaves the outbox empty', async () => {
    const effects = eventServer()
    const { outbox, deps } = setup()
    for (const n of [1, 2, 3, 4]) await outbox.enqueueEvent(eventCall(n), COMMON)
    const report = await replayAll(deps)
    expect(report.events).toMatchObject({ sent: 4, failed: 0, blocked: false })
    expect(effects.map((e) => e.moduleId)).toEqual(['1', '2', '3', '4'])
    expect(await outbox.list()).toEqual([])
    expect(receivedBy('/service/event/save')[0].query).toMatchObject(COMMON)
  })

  it('sends a complaint as one unit: each image once, then problem-save with the URLs in order', async () => {
    const effects = complaintServer()
    const { outbox, deps } = setup()
    const q = await outbox.enqueueComplaint(complaint([image(1, 1500), image(2, 900), image(3, 700)]), COMMON)
    const key = q.ok ? q.id : ''
    await replayAll(deps)
    expect(effects.uploads.map((u) => u.size)).toEqual([1500, 900, 700])
    expect(effects.saves).toEqual([
      {
        problemType: '1',
        problemSonType: '12',
        problemDetail: complaint().problemDetail,
        orderNo: 'ORD174001',
        problemImage: [1, 2, 3].map((n, i) => `https://img.mkopoharaka.co.tz/complaints/${n}-${[1500, 900, 700][i]}.jpg`).join(','),
      },
    ])
    expect(receivedBy('/upload-problem-img').map((r) => r.headers['idempotency-key'])).toEqual([
      `${key}-img-0`,
      `${key}-img-1`,
      `${key}-img-2`,
    ])
    expect(receivedBy('/problem-save')[0].headers['idempotency-key']).toBe(key)
    expect(await outbox.list()).toEqual([])
  })

  it('a complaint without images saves with an empty problemImage', async () => {
    const effects = complaintServer()
    const { outbox, deps } = setup()
    await outbox.enqueueComplaint(complaint([]), COMMON)
    await replayAll(deps)
    expect(effects.saves[0].problemImage).toBe('')
    expect(receivedBy('/upload-problem-img')).toHaveLength(0)
  })
})

describe('replay: retry, backoff and idempotency', () => {
  it('reuses the Idempotency-Key on every attempt and waits longer after each failure', async () => {
    const effects = eventServer()
    scenarios('event/save=500x2')
    const { clock, outbox, deps } = setup()
    const q = await outbox.enqueueEvent(eventCall(1), COMMON)
    const t0 = clock.now()

    // A server error defers only this entry (no poison line); it is not the network's fault.
    expect((await replayAll(deps)).events).toMatchObject({
      sent: 0,
      deferred: 1,
      blocked: false,
      waitingOnNetwork: false,
      nextWakeAt: t0 + 2000,
    })
    clock.advance(1999)
    await replayAll(deps)
    expect(receivedBy('/service/event/save')).toHaveLength(1) // not due yet: nothing sent

    clock.advance(1)
    expect((await replayAll(deps)).events.nextWakeAt).toBe(clock.now() + 4000)
    const [e] = await outbox.list('events')
    expect(e).toMatchObject({ attempts: 2, state: 'waiting', lastError: { kind: 'http', status: 500 } })

    clock.advance(4000)
    expect((await replayAll(deps)).events.sent).toBe(1)
    const keys = receivedBy('/service/event/save').map((r) => r.headers['idempotency-key'])
    expect(keys).toEqual([q.ok && q.id, q.ok && q.id, q.ok && q.id])
    expect(effects).toHaveLength(1)
  })

  it('a network failure stops the queue; when the network returns the wait is skipped', async () => {
    eventServer()
    scenarios('event/save=networkx1')
    const { clock, outbox, deps } = setup()
    for (const n of [1, 2, 3]) await outbox.enqueueEvent(eventCall(n), COMMON)
    const first = await replayAll(deps)
    expect(first.events).toMatchObject({ sent: 0, blocked: true, waitingOnNetwork: true })
    expect(first.waitingOnNetwork).toBe(true)
    expect(positions()).toEqual(['1']) // 2 and 3 were not tried behind it

    clock.advance(10)
    expect((await replayAll(deps)).events.sent).toBe(0) // a plain pass honours the backoff
    expect((await replayAll(deps, { connectivityChanged: true })).events.sent).toBe(3)
    expect(positions()).toEqual(['1', '1', '2', '3'])
  })

  it("a server's 5xx backoff is kept even when connectivity changes", async () => {
    eventServer()
    scenarios('event/save=503x1')
    const { clock, outbox, deps } = setup()
    await outbox.enqueueEvent(eventCall(1), COMMON)
    await replayAll(deps)
    clock.advance(100)
    expect((await replayAll(deps, { connectivityChanged: true })).events.sent).toBe(0)
    clock.advance(2000)
    expect((await replayAll(deps, { connectivityChanged: true })).events.sent).toBe(1)
  })

  it('problem-save answered 500 after it was stored: the replay repeats the key and the lender keeps one complaint', async () => {
    complaintServer()
    const stored = new Map<string, number>()
    let calls = 0
    server.use(
      http.post('*/api/user-problem/problem-save', ({ request }) => {
        calls++
        const key = request.headers.get('idempotency-key') ?? ''
        const isNew = !stored.has(key)
        if (isNew) stored.set(key, stored.size + 1)
        // The first answer is lost behind a 500 after the complaint was stored.
        return calls === 1
          ? HttpResponse.json({ message: 'gateway' }, { status: 500 })
          : HttpResponse.json({ code: 0, message: 'success', data: null })
      }),
    )
    const { clock, outbox, deps } = setup()
    await outbox.enqueueComplaint(complaint([image(1)]), COMMON)
    await replayAll(deps)
    expect(await outbox.list()).toHaveLength(1)
    clock.advance(2000)
    await replayAll(deps)
    expect(calls).toBe(2)
    expect(stored.size).toBe(1)
    expect(receivedBy('/upload-problem-img')).toHaveLength(1)
    expect(await outbox.list()).toEqual([])
  })
})

describe('replay: a complaint survives failures part-way', () => {
  it('image 2 of 3 fails with a 500, then succeeds: one upload per image, one save', async () => {
    const effects = complaintServer()
    scenarios('upload-problem-img=500@2')
    const { clock, outbox, deps } = setup()
    await outbox.enqueueComplaint(complaint([image(1), image(2), image(3)]), COMMON)
    await replayAll(deps)
    const [mid] = (await outbox.list()) as ComplaintEntry[]
    expect(mid.images.map((i) => !!i.url)).toEqual([true, false, false])
    expect(mid.images[0].bytes).toBeUndefined()
    clock.advance(2000)
    await replayAll(deps)
    expect(effects.uploads).toHaveLength(3)
    expect(effects.saves).toHaveLength(1)
    expect(receivedBy('/upload-problem-img').map((r) => r.headers['idempotency-key']!.slice(-6))).toEqual([
      '-img-0',
      '-img-1',
      '-img-1',
      '-img-2',
    ])
  })

  it('a crash right after image 2 does not upload images 1 and 2 again after reload', async () => {
    const effects = complaintServer()
    const { idb, clock, outbox } = setup()
    await outbox.enqueueComplaint(complaint([image(1), image(2), image(3)]), COMMON)
    const real = testSender()
    let uploads = 0
    const crashing: Sender = async (req, context) => {
      if (req.body instanceof FormData && ++uploads === 3) throw new Error('the tab was killed')
      return real(req, context)
    }
    await expect(replayQueue('complaints', { outbox, send: crashing })).rejects.toThrow('killed')
    await outbox.close()

    const reloaded = makeOutbox(idb, clock)
    const [e] = (await reloaded.list()) as ComplaintEntry[]
    expect(e.state).toBe('sending')
    expect(e.images.map((i) => !!i.url)).toEqual([true, true, false])
    // The killed tab's lease keeps the length it was taken with: nobody takes the entry before it ends.
    expect((await replayAll({ outbox: reloaded, send: real })).complaints.sent).toBe(0)
    clock.advance(e.lease!.until - clock.now() + 1)
    await replayAll({ outbox: reloaded, send: real })
    expect(effects.uploads).toHaveLength(3)
    expect(receivedBy('/upload-problem-img').map((r) => r.headers['idempotency-key']!.slice(-6))).toEqual(['-img-0', '-img-1', '-img-2'])
    expect(effects.saves).toHaveLength(1)
    expect(effects.saves[0].problemImage.split(',')).toHaveLength(3)
    expect(await reloaded.list()).toEqual([])
  })
})

describe('replay: poison entries and conflicts', () => {
  it('a refused entry goes to the failed list with the server message; the good ones behind it still go', async () => {
    const effects = eventServer()
    const { outbox, deps } = setup()
    for (const n of ['poison', 2, 3]) await outbox.enqueueEvent(eventCall(n), COMMON)
    const report = await replayAll(deps)
    expect(report.events).toMatchObject({ sent: 2, failed: 1, blocked: false })
    expect(effects.map((e) => e.moduleId)).toEqual(['2', '3'])
    const snap = await outbox.snapshot()
    expect(snap.events).toEqual([expect.objectContaining({ state: 'failed', reason: 'moduleId is not valid', attempts: 1 })])
    // A failed entry is never retried on its own.
    await replayAll(deps, { connectivityChanged: true })
    expect(positions()).toEqual(['poison', '2', '3'])
  })

  it('a 4xx complaint is shown failed and does not block the next complaint', async () => {
    const effects = complaintServer()
    server.use(
      http.post('*/api/user-problem/problem-save', async ({ request }) => {
        const body = new URLSearchParams(await request.text())
        if (body.get('orderNo') === 'ORD-GONE') return HttpResponse.json({ code: 404, message: 'Order not found' }, { status: 404 })
        effects.saves.push(Object.fromEntries(body))
        return HttpResponse.json({ code: 0, data: null })
      }),
    )
    const { outbox, deps } = setup()
    await outbox.enqueueComplaint({ ...complaint(), orderNo: 'ORD-GONE' }, COMMON)
    await outbox.enqueueComplaint(complaint(), COMMON)
    await replayAll(deps)
    expect(effects.saves.map((s) => s.orderNo)).toEqual(['ORD174001'])
    expect((await outbox.snapshot()).complaints).toEqual([expect.objectContaining({ state: 'failed', reason: 'Order not found' })])
  })

  it('Retry after a refusal sends again under a new key, once the cause is fixed', async () => {
    const effects = eventServer()
    scenarios('event/save=code:70001:Try later@1')
    const { outbox, deps } = setup()
    const q = await outbox.enqueueEvent(eventCall(5), COMMON)
    await replayAll(deps)
    expect((await outbox.snapshot()).events[0]).toMatchObject({ state: 'failed', reason: 'Try later' })
    await outbox.retry(q.ok ? q.id : '')
    await replayAll(deps)
    expect(effects).toHaveLength(1)
    const keys = receivedBy('/service/event/save').map((r) => r.headers['idempotency-key'])
    expect(keys[0]).not.toBe(keys[1])
  })

  it('a 409 is retried later without holding up the entries behind it', async () => {
    const effects = eventServer()
    scenarios('event/save=409@1')
    const { clock, outbox, deps } = setup()
    for (const n of [1, 2]) await outbox.enqueueEvent(eventCall(n), COMMON)
    const report = await replayAll(deps)
    expect(report.events).toMatchObject({ sent: 1, deferred: 1, blocked: false })
    expect(effects.map((e) => e.moduleId)).toEqual(['2'])
    expect(report.nextWakeAt).toBe(clock.now() + 90_000)
    clock.advance(89_999)
    expect((await replayAll(deps, { connectivityChanged: true })).events.sent).toBe(0)
    clock.advance(1)
    expect((await replayAll(deps)).events.sent).toBe(1)
    expect(effects.map((e) => e.moduleId)).toEqual(['2', '1'])
  })

  it('leaves discarded entries alone and skips not-sent complaints', async () => {
    complaintServer()
    const { clock, outbox, deps } = setup()
    const q = await outbox.enqueueComplaint(complaint(), COMMON)
    // Seven days watched pass (ages advance by looks, not by the wall clock: see bounds.ts).
    await outbox.update(q.ok ? q.id : '', (e) => ({ ...e, elapsedMs: 7 * 24 * 3600_000 }))
    clock.advance(3600_000)
    const report = await replayAll(deps)
    expect(report.complaints.sent).toBe(0)
    expect(receivedBy('/problem-save')).toHaveLength(0)
    expect((await outbox.snapshot()).complaints[0].state).toBe('notSent')
  })
})
