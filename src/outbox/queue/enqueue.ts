import { toStoredImages, UnreadablePhoto } from './bytes'
import type { newEntry } from './format'
import type { ComplaintEntry, ComplaintInput, EnqueueResult, StoredImage } from './types'

/** An enqueue's refusal (here: a photo that cannot be read, or images that cannot be read at all). */
type Refused = Extract<EnqueueResult, { ok: false }>

/**
 * A complaint as the outbox keeps it, its images' bytes read now, outside the transaction; or why
 * it cannot be queued. `fresh` (the new entry's common fields, ./format newEntry) is asked once the
 * images are read.
 */
export async function complaintEntry(
  input: ComplaintInput,
  fresh: () => ReturnType<typeof newEntry>,
): Promise<Omit<ComplaintEntry, 'seq'> | Refused> {
  let images: StoredImage[]
  try {
    images = await toStoredImages(input.images)
  } catch (e) {
    if (e instanceof UnreadablePhoto) return { ok: false, reason: 'photo', index: e.index }
    return { ok: false, reason: 'unavailable', detail: `could not read an image: ${String(e)}` }
  }
  const { problemType, problemSonType, problemDetail, orderNo } = input
  return {
    ...fresh(),
    queue: 'complaints',
    complaint: { problemType, problemSonType, problemDetail, orderNo },
    images,
    ...(input.typeTitle ? { typeTitle: input.typeTitle } : {}),
  }
}
