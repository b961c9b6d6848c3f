import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { trackingCalls } from '@src/outbox/calls'
import { useTrackEvent } from '@src/pwa/useOutboxState'
import { targetOf, type LinkSource, type LinkVerdict } from '@src/lib/links'
import { browserNav, judgeLink } from '@src/lib/navigate'
import { useToast } from '@src/ui/Toaster'

/** The tracking point a refused link is recorded under (POST /service/event/save, `point`). */
export const LINK_REFUSED_POINT = 'link_refused'

export type FollowOptions = {
  source: LinkSource
  /** Which field the link came from (payUrl, playeduL, ...): goes to tracking, never on screen. */
  field: string
  /** The refusal message, in the borrower's language (the caller's catalogue). */
  refusedText: string
  /** Replace the current history entry (redirects), instead of pushing one. */
  replace?: boolean
  /** Same-origin links open inside the app without a reload; off for pages the app may not route (payment pages). */
  inApp?: boolean
}

/** Host only: a link's path and query may carry tokens or ids that tracking must not hold. */
function hostOf(url: unknown): string {
  if (typeof url !== 'string') return ''
  const m = /^[a-z][a-z0-9+.-]*:\/*([^/?#@\\]*)/i.exec(url.trim())
  return m ? m[1]!.slice(0, 100) : ''
}

/**
 * Follows a link under the link policy. Refused: a message and a tracking event, nothing else.
 * Returns the verdict, so a caller can tell whether the page is leaving.
 */
export function useFollowLink(): (url: unknown, opts: FollowOptions) => LinkVerdict {
  const toast = useToast()
  const track = useTrackEvent()
  const navigate = useNavigate()
  return useCallback(
    (url, { source, field, refusedText, replace = false, inApp = false }) => {
      const verdict = judgeLink(url, source)
      if (!verdict.ok) {
        toast(refusedText, { kind: 'error' })
        void track(trackingCalls.point(LINK_REFUSED_POINT, { source, field, reason: verdict.reason, host: hostOf(url) }))
        return verdict
      }
      const target = targetOf(verdict)
      if (inApp && target.kind === 'app') navigate(target.path, { replace })
      else if (replace) browserNav.replace(verdict.href)
      else browserNav.assign(verdict.href)
      return verdict
    },
    [navigate, toast, track],
  )
}
