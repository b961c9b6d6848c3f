import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'

import type { LinkSource, LinkVerdict } from '@src/lib/links'
import { useTrackEvent } from '@src/outbox/ui/useOutboxState'
import { useToast } from '@src/ui/Toaster'

import { followLink, type FollowOptions, trackRefusal } from './followLink'

export type { FollowOptions } from './followLink'

/**
 * Follows a link under the link policy (./followLink.ts). Refused: a message and a tracking
 * event, nothing else. Returns the verdict, so a caller can tell whether the page is leaving.
 */
export function useFollowLink(): (url: unknown, opts: FollowOptions) => LinkVerdict {
  const toast = useToast()
  const track = useTrackEvent()
  const navigate = useNavigate()
  return useCallback((url, opts) => followLink({ toast, track, navigate }, url, opts), [navigate, toast, track])
}

/** Records a refused link that was only going to be shown (an <a> not offered), once per link. */
export function useRecordRefusal(): (url: unknown, source: LinkSource, field: string, reason: string) => void {
  const track = useTrackEvent()
  return useCallback((url, source, field, reason) => trackRefusal(track, url, { source, field, reason }), [track])
}
