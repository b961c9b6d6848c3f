import { configureStore } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'

import { COMMON, complaint, fakeClock, freshIdb, image, makeOutbox } from '@src/outbox/testUtils'

import { outboxReducer, outboxSynced, outboxUnavailable, selectNextAttemptAt } from './outbox'

const mkStore = () => configureStore({ reducer: { outbox: outboxReducer } })

describe('outbox slice', () => {
  it('mirrors a snapshot: states, reasons and counts, without bytes, phones or session ids', async () => {
    const clock = fakeClock()
    const box = makeOutbox(freshIdb(), clock)
    await box.enqueueComplaint(complaint([image(1), image(2)]), COMMON)
    await box.enqueueEvent(
      { method: 'GET', path: '/api/v2/{segment}/promotion/track-click', params: { page_id: '3', phone: '0754123456' }, ok: 'any' },
      COMMON,
    )
    await box.enqueueEvent({ method: 'POST', path: '/service/event/save', body: { moduleId: '30' } }, COMMON, {
      failed: { kind: 'business', code: '1', message: 'Bad module' },
    })
    const store = mkStore()
    store.dispatch(outboxSynced(await box.snapshot(), clock.now()))

    const s = store.getState()
    expect(s.outbox.complaints).toEqual([
      expect.objectContaining({
        state: 'waiting',
        complaint: expect.objectContaining({ problemDetail: complaint().problemDetail, imageCount: 2 }),
      }),
    ])
    expect(s.outbox.events.map((e) => [e.state, e.reason])).toEqual([
      ['waiting', undefined],
      ['failed', 'Bad module'],
    ])
    expect(selectNextAttemptAt(s)).toBe(clock.now())
    expect(s.outbox.syncedAt).toBe(clock.now())
    const json = JSON.stringify(s)
    expect(json).not.toMatch(/0754123456|sess-77|dev-4411|bytes/)
    // Serializable (Redux's check would complain otherwise).
    expect(JSON.parse(json)).toEqual(s)
  })

  it('records when storage is unavailable, and recovers on the next read', () => {
    const store = mkStore()
    store.dispatch(outboxUnavailable())
    expect(store.getState().outbox.available).toBe(false)
    store.dispatch(outboxSynced({ complaints: [], events: [], dropped: 4, parked: 0 }))
    expect(store.getState().outbox).toMatchObject({ available: true, dropped: 4 })
    expect(selectNextAttemptAt(store.getState())).toBeNull()
  })
})
