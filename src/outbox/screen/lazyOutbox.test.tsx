import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'

import type { ComplaintInput } from '@src/outbox/queue/queue'
import { makeStore } from '@store/index'

import { useSendOrQueueComplaint } from './useOutbox'
import { outboxCode, useTrackEvent } from './useOutboxState'

/**
 * The outbox's code loads on first use (it is not part of any screen's start). When that load
 * fails (offline before the service worker cached it), tracking and Send say "not kept" instead
 * of throwing, so the screen keeps the borrower's draft and goes on.
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

  it('Send reports the complaint as not kept, and loads nothing else', async () => {
    const api = vi.spyOn(outboxCode, 'load').mockRejectedValue(CHUNK_FAILED)
    const { result } = renderHook(() => useSendOrQueueComplaint(), { wrapper })
    const input = { problemType: '1', problemSonType: '', problemDetail: 'text', orderNo: 'ORD1', images: [] } as unknown as ComplaintInput
    await expect(result.current(input)).resolves.toEqual({ status: 'failed', reason: 'notKept', message: CHUNK_FAILED.message })
    expect(api).toHaveBeenCalled()
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
