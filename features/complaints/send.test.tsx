import { describe, expect, it, vi } from 'vitest'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { getWorld, receivedBy } from '@sandbox/world'
import { makeStore } from '@store/index'
import { sendComplaint, useSendComplaint, type SendCalls } from './send'

const draft = (images: Parameters<typeof sendComplaint>[1]['images']) => ({ problemType: '2', problemSonType: '', problemDetail: 'Paid but not credited', orderNo: 'ORD180001', images })

describe('sendComplaint', () => {
  it('uploads only images without a URL, reports each URL, then saves them comma-joined', async () => {
    const calls: SendCalls = { upload: vi.fn(async (_b, name) => ({ url: `https://cdn/${name}` })), save: vi.fn(async () => ({ ok: true as const })) }
    const seen: [number, string][] = []
    const res = await sendComplaint(calls, draft([{ url: 'https://cdn/old.jpg' }, { blob: new Blob(['x']), name: 'new.jpg' }]), { idempotencyKey: 'k1', onImageUploaded: (i, u) => seen.push([i, u]) })
    expect(res).toEqual({ ok: true })
    expect(calls.upload).toHaveBeenCalledTimes(1)
    expect(calls.upload).toHaveBeenCalledWith(expect.any(Blob), 'new.jpg', 'k1-img-1')
    expect(seen).toEqual([[1, 'https://cdn/new.jpg']])
    expect(calls.save).toHaveBeenCalledWith(
      { problemType: '2', problemSonType: '', problemDetail: 'Paid but not credited', problemImage: 'https://cdn/old.jpg,https://cdn/new.jpg', orderNo: 'ORD180001' },
      'k1',
    )
  })

  it('stops at a failed upload and does not save', async () => {
    const error = { kind: 'network', message: 'offline' } as const
    const calls: SendCalls = { upload: vi.fn(async () => ({ error })), save: vi.fn(async () => ({ ok: true as const })) }
    expect(await sendComplaint(calls, draft([{ blob: new Blob(['x']), name: 'a.jpg' }]))).toEqual({ ok: false, stage: 'upload', error })
    expect(calls.save).not.toHaveBeenCalled()
  })
})

describe('useSendComplaint', () => {
  it('drives the real endpoints: uploads a Blob, saves once under its Idempotency-Key even when replayed', async () => {
    const store = makeStore({ devtools: false })
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    const { result } = renderHook(() => useSendComplaint(), { wrapper })
    const d = draft([{ blob: new Blob(['receipt'], { type: 'image/png' }), name: 'receipt.png' }])
    getWorld().scenarios = ['problem-save=500-after@1']
    const first = await result.current(d, { idempotencyKey: 'replay-key' })
    expect(first).toMatchObject({ ok: false, stage: 'save', error: { kind: 'http', status: 500 } })
    expect(await result.current(d, { idempotencyKey: 'replay-key' })).toEqual({ ok: true })
    expect(receivedBy('/user-problem/upload-problem-img')[0].headers['idempotency-key']).toBe('replay-key-img-0')
    expect(receivedBy('/user-problem/problem-save')).toHaveLength(2)
    expect(getWorld().complaints.complaints.filter((c) => c.content === 'Paid but not credited')).toHaveLength(1)
  })
})
