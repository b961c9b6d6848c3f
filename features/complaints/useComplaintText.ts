import { type ChangeEvent, useEffect, useState } from 'react'

import { limitWholeWords } from '@src/lib/text'

import { readDraft, writeDraft } from './draft'
import { DESCRIPTION_MAX } from './limits'

const length = (s: string) => Array.from(s).length

/** The complaint's type, sub-type and order: what a draft is kept under beside its words. */
type DraftFields = { problemType: string; problemSonType: string; orderNo: string }

/**
 * The complaint's words: read back from this order's draft (a reload keeps what the borrower
 * wrote, ./draft.ts) and written to it while `keep` holds (not once the complaint is sent or kept
 * by the outbox). SPEC 5: extra input is ignored; a paste that overflows keeps what fits, in whole
 * words, and `shortened` says so.
 */
export function useComplaintText(draftKey: string, fields: DraftFields, keep: boolean) {
  const [text, setText] = useState(() => readDraft(draftKey)?.text ?? '')
  const [shortened, setShortened] = useState(false)
  const { problemType, problemSonType, orderNo } = fields

  useEffect(() => {
    if (keep) writeDraft(draftKey, { problemType, problemSonType, orderNo, text })
  }, [draftKey, problemType, problemSonType, orderNo, text, keep])

  const onText = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const next = e.target.value
    setShortened(length(next) > DESCRIPTION_MAX)
    if (length(next) <= DESCRIPTION_MAX) setText(next)
    else setText((prev) => (length(prev) >= DESCRIPTION_MAX ? prev : limitWholeWords(next, DESCRIPTION_MAX)))
  }
  return { text, shortened, onText }
}
