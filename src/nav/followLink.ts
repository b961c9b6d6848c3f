import { config } from '@src/config/env'
import { type LinkSource, type LinkVerdict, targetOf } from '@src/lib/links'
import { browserNav, judgeLink } from '@src/lib/navigate'
import { eventCalls } from '@src/outbox/eventCalls'
import type { EventCall } from '@src/outbox/page'

/**
 * Records a refused link under the deployment's tracking point (config.linkRefusedPoint, a wire
 * extra): SPEC 7's event call names no such event, so by default nothing is sent.
 */
export function trackRefusal(
  track: (call: EventCall) => unknown,
  url: unknown,
  data: { source: string; field: string; reason: string },
): void {
  const point = config.linkRefusedPoint
  if (point) void track(eventCalls.point(point, { ...data, host: hostOf(url) }))
}

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
  /** Query parameters set on the link before it is followed (e.g. from=confirm). */
  params?: Record<string, string>
  /** Instead of the refusal toast (the refusal is still tracked). */
  onRefused?: () => void
}

/** Host only: a link's path and query may carry tokens or ids that tracking must not hold. */
export function hostOf(url: unknown): string {
  if (typeof url !== 'string') return ''
  const m = /^[a-z][a-z0-9+.-]*:\/*([^/?#@\\]*)/i.exec(url.trim())
  return m ? m[1]!.slice(0, 100) : ''
}

/** A path of this origin the server answers, not the app: the lender API's (a page it serves there is loaded whole). */
function isServerPath(path: string): boolean {
  return path.startsWith(`${config.apiBase.replace(/\/+$/, '')}/`)
}

/** What following a link needs from the page: its toasts, its tracking and its router. */
export type FollowDeps = {
  toast: (text: string, opts: { kind: 'error' }) => void
  track: (call: EventCall) => unknown
  navigate: (path: string, opts: { replace: boolean }) => void
}

/**
 * Follows a link under the link policy. Refused: a message and a tracking event, nothing else.
 * Returns the verdict, so a caller can tell whether the page is leaving.
 */
export function followLink({ toast, track, navigate }: FollowDeps, url: unknown, opts: FollowOptions): LinkVerdict {
  const { source, field, refusedText, replace = false, inApp = false, params, onRefused } = opts
  const verdict = judgeLink(url, source)
  if (!verdict.ok) {
    trackRefusal(track, url, { source, field, reason: verdict.reason })
    if (onRefused) onRefused()
    else toast(refusedText, { kind: 'error' })
    return verdict
  }
  for (const [k, v] of Object.entries(params ?? {})) verdict.url.searchParams.set(k, v)
  const href = verdict.url.href
  const target = targetOf(verdict)
  if (inApp && target.kind === 'app' && !isServerPath(target.path)) navigate(target.path, { replace })
  else if (replace) browserNav.replace(href)
  else browserNav.assign(href)
  return verdict
}
