import { describe, expect, it, vi } from 'vitest'

import {
  downscaleImage,
  fitWithin,
  type ImageEnv,
  JPEG_QUALITY,
  KEEP_BELOW_BYTES,
  MAX_SIDE,
  type Surface,
  UnreadableImage,
  uploadName,
} from './downscale'

describe('fitWithin', () => {
  it('scales the long side to 1600 px and keeps the aspect ratio', () => {
    expect(MAX_SIDE).toBe(1600)
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200, scaled: true })
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600, scaled: true })
    expect(fitWithin(4032, 1908)).toEqual({ width: 1600, height: 757, scaled: true })
  })

  it('never enlarges and keeps at least one pixel', () => {
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900, scaled: false })
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480, scaled: false })
    expect(fitWithin(100000, 10)).toEqual({ width: 1600, height: 1, scaled: true })
  })

  it('gives 0x0 for sizes it cannot read', () => {
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0, scaled: false })
    expect(fitWithin(Number.NaN, 100)).toEqual({ width: 0, height: 0, scaled: false })
    expect(fitWithin(Infinity, 100)).toEqual({ width: 0, height: 0, scaled: false })
  })
})

function fakeEnv(width: number, height: number, out: Blob | null = new Blob([new Uint8Array(5000)], { type: 'image/jpeg' })) {
  const drawImage = vi.fn()
  const fillRect = vi.fn()
  const close = vi.fn()
  const toJpeg = vi.fn(async () => out)
  const surface = vi.fn((): Surface => ({ context: { fillStyle: '', fillRect, drawImage }, toJpeg }))
  const env: ImageEnv = { decode: vi.fn(async () => ({ width, height, close })), surface }
  return { env, drawImage, fillRect, toJpeg, surface, close }
}

const big = (bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], 'IMG_2041.jpg', { type })

describe('downscaleImage', () => {
  it('draws a large photo at 1600 px on white and encodes it as JPEG 0.8', async () => {
    const f = fakeEnv(4000, 3000)
    const file = big(4_000_000)
    const out = await downscaleImage(file, f.env)
    expect(out).not.toBe(file)
    expect(out.type).toBe('image/jpeg')
    expect(f.surface).toHaveBeenCalledWith(1600, 1200)
    expect(f.fillRect).toHaveBeenCalledWith(0, 0, 1600, 1200)
    expect(f.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200)
    expect(f.toJpeg).toHaveBeenCalledWith(JPEG_QUALITY)
    expect(JPEG_QUALITY).toBe(0.8)
    expect(f.close).toHaveBeenCalled()
  })

  it('sends the original when the platform has no createImageBitmap or canvas (jsdom, old WebViews)', async () => {
    const file = big(4_000_000)
    expect(await downscaleImage(file, {})).toBe(file)
    expect(await downscaleImage(file, { decode: fakeEnv(4000, 3000).env.decode })).toBe(file)
    // jsdom: the default environment has no createImageBitmap.
    expect(await downscaleImage(file)).toBe(file)
  })

  it('rejects a file the platform cannot decode as a picture (never sent, never a broken image)', async () => {
    const file = big(4_000_000)
    await expect(
      downscaleImage(file, { ...fakeEnv(1, 1).env, decode: async () => Promise.reject(new Error('bad image')) }),
    ).rejects.toBeInstanceOf(UnreadableImage)
    await expect(downscaleImage(file, { ...fakeEnv(1, 1).env, decode: async () => ({ width: 0, height: 0 }) })).rejects.toBeInstanceOf(
      UnreadableImage,
    )
  })

  it('sends the original when encoding fails', async () => {
    const file = big(4_000_000)
    expect(await downscaleImage(file, fakeEnv(4000, 3000, null).env)).toBe(file)
    expect(await downscaleImage(file, { ...fakeEnv(4000, 3000).env, surface: () => ({ context: null, toJpeg: async () => null }) })).toBe(
      file,
    )
  })

  it('keeps a small image that needs no resizing, and one whose re-encode would be bigger', async () => {
    const small = big(KEEP_BELOW_BYTES)
    const f = fakeEnv(800, 600)
    expect(await downscaleImage(small, f.env)).toBe(small)
    expect(f.surface).not.toHaveBeenCalled()
    const mid = big(KEEP_BELOW_BYTES + 1, 'image/png')
    expect(await downscaleImage(mid, fakeEnv(800, 600, new Blob([new Uint8Array(KEEP_BELOW_BYTES + 10)])).env)).toBe(mid)
    expect((await downscaleImage(mid, fakeEnv(800, 600).env)).size).toBe(5000)
  })

  it('leaves vector and animated images alone', async () => {
    const gif = big(4_000_000, 'image/gif')
    const f = fakeEnv(4000, 3000)
    expect(await downscaleImage(gif, f.env)).toBe(gif)
    expect(f.env.decode).not.toHaveBeenCalled()
  })
})

describe('uploadName', () => {
  it('keeps the name of an image sent as is and makes a re-encoded one .jpg', () => {
    const file = new File(['x'], 'screenshot.png', { type: 'image/png' })
    expect(uploadName(file, file, 0)).toBe('screenshot.png')
    expect(uploadName(file, new Blob(['y']), 0)).toBe('screenshot.jpg')
    expect(uploadName(new Blob(['x']), new Blob(['y']), 2)).toBe('photo-3.jpg')
  })
})
