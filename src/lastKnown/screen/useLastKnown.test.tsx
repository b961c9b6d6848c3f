import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { writeEntry } from '@src/lastKnown/storage'
import * as v from '@src/lib/valid'
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

describe('the answer as the screen draws it', () => {
  type Q = { data: { status: number } | undefined; error: undefined; isFetching: boolean; refetch: () => undefined }
  const answer = (status: number): Q => ({ data: { status }, error: undefined, isFetching: false, refetch: () => undefined })

  // Every value the hook returned, render by render.
  function watch() {
    const store = makeStore()
    store.dispatch(paramsUpdated({ sessionId: 'S-A' }))
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    const drawn: ({ status: number } | undefined)[] = []
    const hook = renderHook(
      ({ q }: { q: Q }) => {
        const r = useLastKnown('order:P1:ORD1', q, (x) => x, shape)
        drawn.push(r.data)
        return r
      },
      { wrapper, initialProps: { q: pending as Q } },
    )
    return { drawn, to: (q: Q) => act(() => hook.rerender({ q })) }
  }

  it('the first answer one render later (React then draws it in slices); an answer replacing it at once', async () => {
    const { drawn, to } = watch()
    expect(drawn).toEqual([undefined])
    await to(answer(110))
    // The render the answer came in still draws the screen without it; the next one draws it.
    expect(drawn).toEqual([undefined, undefined, { status: 110 }])
    await to(answer(174))
    // From the render it came in (React renders once more for the deferred value: the same answer).
    expect(drawn.slice(3)).toContainEqual({ status: 174 })
    expect(drawn.slice(3).every((d) => d?.status === 174)).toBe(true)
  })

  it('a stored copy on screen stays until the first answer is drawn: never a render without either', async () => {
    writeEntry('s:S-A', 'order:P1:ORD1', { status: 174 })
    setOnline(false)
    const { drawn, to } = watch()
    await to(answer(110))
    expect(drawn).toEqual([{ status: 174 }, { status: 174 }, { status: 110 }])
  })
})
