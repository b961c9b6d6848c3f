import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'

import type { ComplaintInput } from '@src/outbox/queue/queue'
import { makeStore } from '@store/index'

import { handedOver, isHandedOff } from './handoff'
import { useSendOrQueueComplaint } from './useOutbox'
import { outboxCode, useTrackEvent } from './useOutboxState'

/**
 * The outbox's code loads on first use (it is not part of any screen's start). When that load
 * fails (offline before the service worker cached it), tracking says "not kept" instead of
 * throwing, and Send keeps the complaint in the page until the code loads, so the borrower reads
 * "Saved" and the screen goes on.
 */
function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={makeStore()}>{children}</Provider>
}

const CHUNK_FAILED = new Error('Failed to fetch dynamically imported module: /assets/api-X.js')

describe('outbox code that cannot load', () => {
  it('tracking reports the event as not kept', async () => {
    vi.spyOn(outboxCode, 'load').mockRejectedValue(CHUNK_FAILED)
    const { result } = renderHook(() => useTrackEvent(), { wrapper })
    await expect(result.current({ method: 'POST', path: '/service/event/save', body: { point: 'x' } })).resolves.toEqual({
      status: 'failed',
      reason: 'notKept',
      message: CHUNK_FAILED.message,
    })
  })

  it('Send keeps the complaint (queued under its key) and hands it to the outbox once the code loads', async () => {
    const sendOrQueueComplaint = vi.fn().mockResolvedValue({ status: 'queued', id: 'K1' })
    const api = vi.spyOn(outboxCode, 'load').mockRejectedValue(CHUNK_FAILED)
    const { result } = renderHook(() => useSendOrQueueComplaint(), { wrapper })
    const input = { problemType: '1', problemSonType: '', problemDetail: 'text', orderNo: 'ORD1', images: [] } as unknown as ComplaintInput
    await expect(result.current(input, { idempotencyKey: 'K1' })).resolves.toEqual({ status: 'queued', id: 'K1', offline: false })
    expect(isHandedOff('K1')).toBe(true)
    // Still failing at the next chance: still kept, nothing sent.
    window.dispatchEvent(new Event('online'))
    await Promise.resolve()
    expect(isHandedOff('K1')).toBe(true)
    api.mockResolvedValue({ sendOrQueueComplaint } as unknown as Awaited<ReturnType<typeof outboxCode.load>>)
    document.dispatchEvent(new Event('visibilitychange'))
    await expect(handedOver('K1')).resolves.toEqual({ status: 'queued', id: 'K1' })
    expect(sendOrQueueComplaint).toHaveBeenCalledTimes(1)
    expect(sendOrQueueComplaint).toHaveBeenCalledWith(input, expect.objectContaining({ idempotencyKey: 'K1' }))
    expect(isHandedOff('K1')).toBe(false)
  })

  it('with the code at hand, tracking sends', async () => {
    const trackEvent = vi.fn().mockResolvedValue({ status: 'sent' })
    vi.spyOn(outboxCode, 'load').mockResolvedValue({ trackEvent } as unknown as Awaited<ReturnType<typeof outboxCode.load>>)
    const { result } = renderHook(() => useTrackEvent(), { wrapper })
    await expect(result.current({ method: 'POST', path: '/service/event/save', body: { point: 'x' } })).resolves.toEqual({ status: 'sent' })
    expect(trackEvent).toHaveBeenCalledWith(
      { method: 'POST', path: '/service/event/save', body: { point: 'x' } },
      expect.objectContaining({ commonParams: expect.any(Object) }),
    )
  })
})
