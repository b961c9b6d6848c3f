import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { call, ok } from '@sandbox/kit'
import { server } from '@sandbox/node'

import { eventCalls } from './eventCalls'
import { resetPersistAsked, sendOrQueueComplaint, trackEvent } from './page'
import type { ComplaintEntry } from './queue/types'
import { discardEntry } from './replay/locks'
import { replayAll } from './replay/replay'
import {
  COMMON,
  complaint,
  complaintServer,
  eventServer,
  fakeClock,
  freshIdb,
  image,
  makeOutbox,
  receivedBy,
  scenarios,
  seqUuid,
  testSender,
} from './testUtils'

const deps = (over: Record<string, unknown> = {}) => {
  const clock = fakeClock()
  const outbox = makeOutbox(freshIdb(), clock)
  const kick = vi.fn()
  return {
    clock,
    outbox,
    kick,
    d: { commonParams: COMMON, outbox, send: testSender(), kick, uuid: seqUuid, random: () => 1, online: () => true, ...over },
  }
}

afterEach(() => vi.restoreAllMocks())

describe('sendOrQueueComplaint', () => {
  it("online and answered: 'sent', nothing kept", async () => {
    const effects = complaintServer()
    const { d, outbox, kick } = deps()
    expect(await sendOrQueueComplaint(complaint([image(1)]), d)).toEqual({ status: 'sent' })
    expect(effects.saves).toHaveLength(1)
    expect(await outbox.list()).toEqual([])
    expect(kick).not.toHaveBeenCalled()
  })

  it("offline: 'queued' without trying, and the replay sends it under the same key", async () => {
    const effects = complaintServer()
    const { d, outbox, kick } = deps({ online: () => false })
    const res = await sendOrQueueComplaint(complaint([image(1), image(2)]), d)
    expect(res).toMatchObject({ status: 'queued' })
    expect(receivedBy()).toHaveLength(0)
    expect(kick).toHaveBeenCalledWith('enqueue')
    await replayAll({ outbox, send: testSender() })
    expect(effects.saves).toHaveLength(1)
    expect(receivedBy('/problem-save')[0].headers['idempotency-key']).toBe(res.status === 'queued' && res.id)
  })

  it('the network drops after image 1: queued with image 1 kept as its URL, never uploaded again', async () => {
    const effects = complaintServer()
    scenarios('upload-problem-img=network@2')
    const { d, outbox, clock } = deps()
    const res = await sendOrQueueComplaint(complaint([image(1), image(2), image(3)]), d)
    expect(res.status).toBe('queued')
    const [e] = (await outbox.list()) as ComplaintEntry[]
    expect(e.images.map((i) => !!i.url)).toEqual([true, false, false])
    expect(e).toMatchObject({ attempts: 1, lastError: { kind: 'network' } })
    expect(e.nextAttemptAt).toBeGreaterThan(clock.now())
    await replayAll({ outbox, send: testSender() }, { connectivityChanged: true })
    expect(effects.uploads).toHaveLength(3)
    expect(receivedBy('/upload-problem-img').map((r) => r.headers['idempotency-key'])).toEqual([
      `${e.key}-img-0`,
      `${e.key}-img-1`,
      `${e.key}-img-1`,
      `${e.key}-img-2`,
    ])
    expect(effects.saves).toHaveLength(1)
  })

  it("a refusal is 'failed' with the server's message and nothing is kept", async () => {
    complaintServer()
    scenarios('problem-save=code:20001:The selected order does not support sending collection types')
    const { d, outbox } = deps()
    expect(await sendOrQueueComplaint(complaint(), d)).toMatchObject({
      status: 'failed',
      reason: 'rejected',
      message: 'The selected order does not support sending collection types',
      error: { kind: 'business', code: '20001' },
    })
    expect(await outbox.list()).toEqual([])
  })

  it('writes the complaint to the outbox before its first request, and tells the screen each uploaded URL', async () => {
    const { d, outbox } = deps()
    const seen: number[] = []
    server.use(
      call('post', '/user-problem/upload-problem-img', async () => {
        seen.push((await outbox.list()).length)
        return ok({ url: 'https://img.mkopoharaka.co.tz/complaints/a.jpg' }, { code: '00' })
      }),
      call('post', '/user-problem/problem-save', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
      call('post', '/user-problem/problem-list', () => ok({ tabs: [] }, { code: '00' })),
    )
    const uploaded: [number, string][] = []
    const res = await sendOrQueueComplaint(complaint([image(1)]), {
      ...d,
      idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000001',
      onImageUploaded: (i, url) => uploaded.push([i, url]),
    })
    expect(seen).toEqual([1])
    expect(res.status).toBe('queued')
    expect(uploaded).toEqual([[0, 'https://img.mkopoharaka.co.tz/complaints/a.jpg']])
    const [e] = (await outbox.list()) as ComplaintEntry[]
    expect(e.key).toBe('a1b2c3d4-0000-4000-8000-000000000001')
    expect(e.images[0]).toEqual({ name: 'photo-1.jpg', type: 'image/jpeg', url: 'https://img.mkopoharaka.co.tz/complaints/a.jpg' })
    // A 5xx on the save: it may have been stored, so the next attempt looks in problem-list first.
    // A 503 says "unavailable for now": it never counts toward giving up.
    expect(e).toMatchObject({ state: 'waiting', unsure: true, serverErrors: 0, lastError: { kind: 'http', status: 503 } })
  })

  it('asks the browser for persistent storage when the first complaint is queued', async () => {
    complaintServer()
    resetPersistAsked()
    const persist = vi.fn(async () => true)
    const { d } = deps({ online: () => false, persist })
    await sendOrQueueComplaint(complaint(), d)
    await sendOrQueueComplaint(complaint(), d)
    expect(persist).toHaveBeenCalledTimes(1)
  })

  it("storage unavailable: the send is still attempted; a save without an answer is 'unsure' (the lender may have it), never 'notKept'", async () => {
    complaintServer()
    scenarios('problem-save=network')
    const { d } = deps({ outbox: makeOutbox(null) })
    expect(await sendOrQueueComplaint(complaint(), d)).toMatchObject({ status: 'failed', reason: 'unsure' })
    expect(receivedBy('/problem-save')).toHaveLength(1)
  })

  it("storage unavailable while the browser says offline: tries anyway, and 'sent' if it got through", async () => {
    const effects = complaintServer()
    const { d } = deps({ outbox: makeOutbox(null), online: () => false })
    expect(await sendOrQueueComplaint(complaint(), d)).toEqual({ status: 'sent' })
    expect(effects.saves).toHaveLength(1)
  })
})

describe('trackEvent', () => {
  it('online: sent at once with an Idempotency-Key', async () => {
    const effects = eventServer()
    const { d, outbox } = deps()
    expect(await trackEvent(eventCalls.eventSave({ productId: 'P1002', moduleId: '30', positionId: '0' }), d)).toEqual({ status: 'sent' })
    expect(effects).toHaveLength(1)
    expect(receivedBy('/service/event/save')[0].headers['idempotency-key']).toMatch(/^00000000-/)
    expect(await outbox.list()).toEqual([])
  })

  it('offline: queued, and sent in order later', async () => {
    const effects = eventServer()
    const { d, outbox } = deps({ online: () => false })
    for (const n of [1, 2, 3]) expect((await trackEvent(eventCalls.eventSave({ moduleId: String(n) }), d)).status).toBe('queued')
    expect(receivedBy()).toHaveLength(0)
    await replayAll({ outbox, send: testSender() })
    expect(effects.map((e) => e.moduleId)).toEqual(['1', '2', '3'])
  })

  it('a new event never overtakes ones still waiting', async () => {
    eventServer()
    const { d, outbox } = deps({ online: () => false })
    await trackEvent(eventCalls.eventSave({ moduleId: '1' }), d)
    expect((await trackEvent(eventCalls.eventSave({ moduleId: '2' }), { ...d, online: () => true })).status).toBe('queued')
    expect(receivedBy()).toHaveLength(0)
    expect(await outbox.list('events')).toHaveLength(2)
  })

  it('a 5xx queues it to retry after the backoff; a refusal keeps it in the failed list', async () => {
    eventServer()
    scenarios('event/save=502@1')
    const { d, outbox, clock } = deps()
    expect((await trackEvent(eventCalls.eventSave({ moduleId: '1' }), d)).status).toBe('queued')
    expect((await outbox.list())[0]).toMatchObject({ attempts: 1, nextAttemptAt: clock.now() + 2000, lastError: { status: 502 } })
    await discardEntry(outbox, (await outbox.list())[0].id)

    const second = deps()
    expect(await trackEvent(eventCalls.eventSave({ moduleId: 'poison' }), second.d)).toEqual({
      status: 'failed',
      reason: 'rejected',
      message: 'moduleId is not valid',
    })
    expect((await second.outbox.snapshot()).events).toEqual([expect.objectContaining({ state: 'failed', reason: 'moduleId is not valid' })])
  })

  it('promotion track-visit is a GET whose answer is ignored; a tracking point without a shell goes to event/save', async () => {
    const effects = eventServer()
    const { d } = deps()
    await trackEvent(
      eventCalls.trackVisit({ page_id: '7', user_from: 'fb', client_type: 'h5', page_type: '1', utm_tag: 'x', app_from: 'web' }),
      d,
    )
    await trackEvent(eventCalls.point('loan_detail_open', { productId: 'P1002' }), d)
    expect(receivedBy('/promotion/track-visit')[0]).toMatchObject({
      method: 'GET',
      query: expect.objectContaining({ page_id: '7', page_type: '1' }),
    })
    expect(effects.at(-1)).toEqual({ productId: 'P1002', point: 'loan_detail_open' })
  })

  it("storage unavailable and offline: attempted anyway; 'notKept' if it fails", async () => {
    eventServer()
    scenarios('event/save=network')
    const { d } = deps({ outbox: makeOutbox(null), online: () => false })
    expect(await trackEvent(eventCalls.eventSave({ moduleId: '1' }), d)).toMatchObject({ status: 'failed', reason: 'notKept' })
  })
})
