import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { writeEntry } from '@src/lastKnown/storage'
import { makeStore } from '@store/index'
import { paramsUpdated } from '@store/session'

import { useLastKnown } from './useLastKnown'

// The screen's answer is still on its way in every test: what the hook returns is the stored copy or nothing.
const pending = { data: undefined, error: undefined, isFetching: true, refetch: () => undefined }
const shape = v.object({ status: v.number() })

function setOnline(on: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => on })
}

function open() {
  const store = makeStore()
  store.dispatch(paramsUpdated({ sessionId: 'S-A' }))
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return renderHook(() => useLastKnown('order:P1:ORD1', pending, (x) => x, shape), { wrapper })
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  localStorage.clear()
  setOnline(true)
})

describe('the stored copy while the answer is on its way', () => {
  it('online: read at the first idle moment, not in the first render; then drawn as refreshing', async () => {
    writeEntry('s:S-A', 'order:P1:ORD1', { status: 174 })
    vi.useFakeTimers()
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const { result } = open()
    expect(getItem).not.toHaveBeenCalled()
    expect(result.current.data).toBeUndefined()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(result.current.data).toEqual({ status: 174 })
    expect(result.current.stale?.reason).toBe('refreshing')
  })

  it('offline: in the first render', () => {
    writeEntry('s:S-A', 'order:P1:ORD1', { status: 174 })
    setOnline(false)
    const { result } = open()
    expect(result.current.data).toEqual({ status: 174 })
    expect(result.current.stale?.reason).toBe('offline')
  })
})
