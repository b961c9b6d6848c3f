import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'

import { receivedBy } from '@sandbox/world'
import { makeStore } from '@store/index'

import { imageForm, useUploadImage } from './useImageUploads'

describe('useUploadImage', () => {
  it('uploads a picture as multipart problemImage and gives back its URL', async () => {
    const store = makeStore({ devtools: false })
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    const { result } = renderHook(() => useUploadImage(), { wrapper })
    const res = await result.current(new Blob(['receipt'], { type: 'image/png' }), 'receipt.png')
    expect(res).toEqual({ url: expect.stringMatching(/^\/api\/sandbox-uploads\/IMG\d{5}$/) })
    expect(receivedBy('/user-problem/upload-problem-img')[0].files.problemImage).toMatchObject({ size: 7, type: 'image/png' })
    expect(imageForm(new Blob(['x']), 'a.jpg').get('problemImage')).toBeInstanceOf(Blob)
  })
})
