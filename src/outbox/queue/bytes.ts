import type { ComplaintInput, StoredImage } from './types'

/** A Blob's bytes, in every runtime we meet (old WebViews and jsdom lack Blob.arrayBuffer). */
export async function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer()
  if (typeof FileReader !== 'undefined') {
    return new Promise((resolve, reject) => {
      const r = new FileReader()
      r.onload = () => resolve(r.result as ArrayBuffer)
      r.onerror = () => reject(r.error ?? new Error('could not read the image'))
      r.readAsArrayBuffer(blob)
    })
  }
  return new Response(blob).arrayBuffer()
}

/** Rebuilds the file to upload from stored bytes (a File where the runtime has one, for its name). */
export function toBlob(bytes: ArrayBuffer, type: string, name: string): Blob {
  if (typeof File === 'function') {
    try {
      return new File([bytes], name, { type })
    } catch {
      // Old WebViews without the File constructor.
    }
  }
  return new Blob([bytes], { type })
}

/** A complaint image as a screen has it: still a Blob, or already uploaded. */
export type ComplaintImageInput = ComplaintInput['images'][number]

/** A picked photo whose bytes could not be read (moved, deleted, a broken file): `index` in the complaint's images. */
export class UnreadablePhoto extends Error {
  constructor(readonly index: number) {
    super(`could not read photo ${index + 1}`)
  }
}

/**
 * What the outbox keeps of each image: its URL once uploaded, else its bytes to upload later.
 * Rejects with UnreadablePhoto naming the first one it cannot read: a complaint is never kept
 * (nor sent) with a photo silently left out.
 */
export function toStoredImages(images: ComplaintImageInput[]): Promise<StoredImage[]> {
  return Promise.all(
    images.map(async (img, index): Promise<StoredImage> => {
      if ('url' in img) return { name: img.name ?? '', type: '', url: img.url }
      const bytes = await blobBytes(img.blob).catch(() => null)
      if (!bytes) throw new UnreadablePhoto(index)
      return { name: img.name, type: img.blob.type || 'application/octet-stream', bytes }
    }),
  )
}
