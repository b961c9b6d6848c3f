/**
 * Shrinks a phone photo before upload so it does not cost megabytes on a slow network: long
 * side at most 1600 px, re-encoded as JPEG at 0.8. Uses createImageBitmap and a canvas; where
 * either is missing (old WebViews, jsdom) or anything fails, the original file is sent.
 */
export const MAX_SIDE = 1600
export const JPEG_QUALITY = 0.8
/** Below this size an image that needs no resizing is sent as it is (re-encoding gains little). */
export const KEEP_BELOW_BYTES = 300 * 1024

/** Target size: the same aspect ratio with the long side at most `max`; never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number; scaled: boolean } {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return { width: 0, height: 0, scaled: false }
  const long = Math.max(width, height)
  if (long <= max) return { width: Math.round(width), height: Math.round(height), scaled: false }
  const k = max / long
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)), scaled: true }
}

type Bitmap = { width: number; height: number; close?: () => void }
type Ctx2d = {
  fillStyle: unknown
  fillRect: (x: number, y: number, w: number, h: number) => void
  drawImage: (img: never, x: number, y: number, w: number, h: number) => void
}
/** A canvas that can draw and encode; OffscreenCanvas and <canvas> both fit behind this. */
export type Surface = { context: Ctx2d | null; toJpeg: (quality: number) => Promise<Blob | null> }

/** What the downscaler needs from the platform; injectable for tests. */
export type ImageEnv = {
  decode?: (file: Blob) => Promise<Bitmap>
  surface?: (width: number, height: number) => Surface | null
}

export type Downscaler = (file: Blob) => Promise<Blob>

function browserEnv(): ImageEnv {
  const g = globalThis as {
    createImageBitmap?: (b: Blob, o?: object) => Promise<Bitmap>
    OffscreenCanvas?: new (w: number, h: number) => unknown
  }
  const env: ImageEnv = {}
  if (typeof g.createImageBitmap === 'function') {
    const create = g.createImageBitmap
    // Honour the camera's EXIF rotation; very old engines reject the options bag, so retry bare.
    env.decode = (file) => create(file, { imageOrientation: 'from-image' }).catch(() => create(file))
  }
  env.surface = (width, height) => {
    if (typeof g.OffscreenCanvas === 'function') {
      const c = new g.OffscreenCanvas(width, height) as {
        getContext: (k: '2d') => Ctx2d | null
        convertToBlob: (o: object) => Promise<Blob>
      }
      return { context: c.getContext('2d'), toJpeg: (quality) => c.convertToBlob({ type: 'image/jpeg', quality }) }
    }
    if (typeof document === 'undefined') return null
    const c = document.createElement('canvas')
    c.width = width
    c.height = height
    let context: Ctx2d | null = null
    try {
      context = c.getContext('2d') as unknown as Ctx2d | null
    } catch {
      // jsdom without the canvas package throws "not implemented".
    }
    return { context, toJpeg: (quality) => new Promise((resolve) => c.toBlob((b) => resolve(b), 'image/jpeg', quality)) }
  }
  return env
}

/**
 * A picked file this phone cannot decode as a picture (a corrupt photo must neither show
 * as a broken image nor be sent). Found by the one decode the downscale makes anyway.
 */
export class UnreadableImage extends Error {
  constructor() {
    super('not a readable picture')
  }
}

/**
 * Downscales one image; resolves to the original whenever the platform cannot help, and rejects
 * with UnreadableImage when the platform can decode pictures and this file is none.
 */
export async function downscaleImage(file: Blob, env: ImageEnv = browserEnv()): Promise<Blob> {
  // Vector and animated images gain nothing from a JPEG re-encode (and would lose frames).
  if (/^image\/(svg\+xml|gif)$/i.test(file.type) || !env.decode || !env.surface) return file
  let bitmap: Bitmap | null = null
  try {
    bitmap = await env.decode(file)
  } catch {
    throw new UnreadableImage()
  }
  if (!(bitmap.width > 0 && bitmap.height > 0)) throw new UnreadableImage()
  try {
    const size = fitWithin(bitmap.width, bitmap.height)
    if (size.width === 0 || (!size.scaled && file.size <= KEEP_BELOW_BYTES)) return file
    const surface = env.surface(size.width, size.height)
    if (!surface?.context) return file
    // JPEG has no transparency: paint white first so a PNG screenshot does not turn black.
    surface.context.fillStyle = '#fff'
    surface.context.fillRect(0, 0, size.width, size.height)
    surface.context.drawImage(bitmap as never, 0, 0, size.width, size.height)
    const out = await surface.toJpeg(JPEG_QUALITY)
    if (!out || out.size === 0 || (!size.scaled && out.size >= file.size)) return file
    return out
  } catch {
    return file
  } finally {
    bitmap?.close?.()
  }
}

/** The file name to upload under: a re-encoded image becomes .jpg. */
export function uploadName(original: Blob, sent: Blob, index: number): string {
  const name = original instanceof File && original.name ? original.name : `photo-${index + 1}`
  if (sent === original) return name
  return `${name.replace(/\.[^.]+$/, '')}.jpg`
}
