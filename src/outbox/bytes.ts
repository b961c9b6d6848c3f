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

/** What the outbox keeps of each image: its URL once uploaded, else its bytes to upload later. */
export function toStoredImages(images: ComplaintImageInput[]): Promise<StoredImage[]> {
  return Promise.all(
    images.map(async (img): Promise<StoredImage> => {
      if ('url' in img) return { name: img.name ?? '', type: '', url: img.url }
      return { name: img.name, type: img.blob.type || 'application/octet-stream', bytes: await blobBytes(img.blob) }
    }),
  )
}
