import { useMemo } from 'react'

import { borrowerKey, ownerTag } from '@store/borrower'
import { useAppSelector } from '@store/hooks'

/** What of the complaint form survives a reload: its type, sub-type and order (also in the address) and the words. */
export type ComplaintDraft = { problemType: string; problemSonType: string; orderNo: string; text: string }

const PREFIX = 'complaint-draft:'

/** The session-storage key of one borrower's draft for one order: the borrower as a tag, never the session id itself. */
export function draftKey(owner: string, orderNo: string): string {
  return `${PREFIX}${ownerTag(owner)}:${orderNo}`
}

/** The stored draft under `key`, if any (storage off or a broken value reads as none). */
export function readDraft(key: string): ComplaintDraft | null {
  try {
    const raw = sessionStorage.getItem(key)
    const d = raw ? (JSON.parse(raw) as Partial<ComplaintDraft>) : null
    return d && typeof d.text === 'string'
      ? {
          problemType: String(d.problemType ?? ''),
          problemSonType: String(d.problemSonType ?? ''),
          orderNo: String(d.orderNo ?? ''),
          text: d.text,
        }
      : null
  } catch {
    return null
  }
}

/** Keeps the draft (an empty text removes it): the tab's session storage, gone with the tab. */
export function writeDraft(key: string, draft: ComplaintDraft): void {
  try {
    if (draft.text.trim()) sessionStorage.setItem(key, JSON.stringify(draft))
    else sessionStorage.removeItem(key)
  } catch {
    // No storage (private mode, full): the form still works, only a reload loses the words.
  }
}

/** Forgets the draft: the complaint was sent or is kept by the outbox. */
export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing was stored.
  }
}

/**
 * The complaint form's draft for this borrower and order, kept in session storage so a reload (a
 * WebView that restarts the page, a connection that drops as the form opens) does not lose what
 * the borrower wrote. The pictures are not kept: their files cannot be stored there.
 */
export function useComplaintDraftKey(orderNo: string): string {
  const params = useAppSelector((s) => s.session.params)
  const owner = borrowerKey(params)
  return useMemo(() => draftKey(owner, orderNo), [owner, orderNo])
}
