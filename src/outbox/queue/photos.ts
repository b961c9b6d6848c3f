import { META, transact } from './db'
import type { ComplaintInput, Entry, StoredImage } from './types'

/*
 * A complaint photo's bytes, on keys of their own (`photo:<entryId>/<index>` in the META store:
 * a new object store would need a database version an app rolled back could not open). They are
 * written once, in the transaction that keeps the complaint, and deleted when the photo is
 * uploaded or the entry goes. The entry itself carries only the key (`ref`), so the updates it
 * gets on every replay pass (its claim, its watched age, an outcome) never write photo bytes again.
 * Every transaction that touches an entry's photos includes META.
 */

/** The store photo bytes live in. */
export const PHOTOS = META
const PREFIX = 'photo:'
const photoKey = (id: string, index: number) => `${PREFIX}${id}/${index}`
/** Every photo key of one entry, or of all (no id). */
const photoRange = (id = '') => IDBKeyRange.bound(`${PREFIX}${id}${id ? '/' : ''}`, `${PREFIX}${id}${id ? '/' : ''}\uffff`)

/** Refs an entry's images point at. */
export function refsOf(e: Entry | null | undefined): string[] {
  return e?.queue === 'complaints' ? e.images.flatMap((i) => (i.ref ? [i.ref] : [])) : []
}

/**
 * Inside a write: the entry as it is stored. An image with bytes inline (a new complaint, or one an
 * earlier version stored that way) has its bytes put in the photos store, once, and keeps only the key.
 */
export function storedForm(tx: IDBTransaction, e: Entry): Entry {
  if (e.queue !== 'complaints' || !e.images.some((i) => i.bytes)) return e
  const photos = tx.objectStore(PHOTOS)
  const images = e.images.map((img, index): StoredImage => {
    if (!img.bytes) return img
    const ref = photoKey(e.id, index)
    photos.put(img.bytes, ref)
    const { bytes: _moved, ...rest } = img
    return { ...rest, ref }
  })
  return { ...e, images }
}

/** Inside a write: the photos of an entry that is deleted. */
export function dropPhotos(tx: IDBTransaction, id: string): void {
  tx.objectStore(PHOTOS).delete(photoRange(id))
}

/** Inside a write: the photos one entry no longer points at (uploaded, or removed by retention). */
export function dropUnused(tx: IDBTransaction, before: Entry, after: Entry): void {
  const kept = new Set(refsOf(after))
  for (const ref of refsOf(before)) if (!kept.has(ref)) tx.objectStore(PHOTOS).delete(ref)
}

/** Inside a write: photos whose entry is gone (an older version deleted the entry without them). */
export function sweepOrphans(tx: IDBTransaction, ids: ReadonlySet<string>): void {
  const req = tx.objectStore(PHOTOS).openKeyCursor(photoRange())
  req.onsuccess = () => {
    const cur = req.result
    if (!cur) return
    if (!ids.has(String(cur.key).slice(PREFIX.length).split('/')[0])) tx.objectStore(PHOTOS).delete(cur.key)
    cur.continue()
  }
}

/** One photo's bytes (null: not there any more). */
export function readPhoto(db: IDBDatabase, ref: string): Promise<ArrayBuffer | null> {
  return transact<ArrayBuffer | null>(db, [PHOTOS], 'readonly', (tx, set) => {
    const req = tx.objectStore(PHOTOS).get(ref)
    req.onsuccess = () => set(Object.prototype.toString.call(req.result) === '[object ArrayBuffer]' ? (req.result as ArrayBuffer) : null)
  })
}

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
