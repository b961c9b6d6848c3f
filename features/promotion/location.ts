import { useSyncExternalStore } from 'react'

import type { LandingParams } from '@src/lender/promotion/types'
import { subscribeToWindow } from '@src/lib/windowEvents'

/** The landing's views, named by the URL's hash (SPEC 2). */
export type HashView = 'register' | 'download' | 'agreement'

/*
 * The landing reads the browser URL itself: it runs both inside the app's router and on the
 * prerendered page without one. The server snapshot is null, so the first render on the client
 * matches the prerendered HTML (no query known yet) and the real URL applies right after.
 */

const subscribe = subscribeToWindow('hashchange', 'popstate')

const noUrl = () => null

/** location.search, or null while prerendering/hydrating. */
export function useSearch(): string | null {
  return useSyncExternalStore(subscribe, () => window.location.search, noUrl)
}

/** location.hash, or null while prerendering/hydrating. */
export function useHash(): string | null {
  return useSyncExternalStore(subscribe, () => window.location.hash, noUrl)
}

const KEYS = ['id', 'app_from', 'user_from', 'utm_tag', 'links_id', 'down_id', 'invite_code', 'merchantNumber'] as const

export function readParams(search: string): LandingParams {
  const q = new URLSearchParams(search)
  const out = {} as LandingParams
  for (const k of KEYS) out[k] = (q.get(k) ?? '').trim()
  return out
}

/** '#/download?x=1' -> the view and its parameters; anything unknown is the register form. */
export function parseHash(hash: string): { view: HashView; params: URLSearchParams } {
  const body = hash.replace(/^#/, '')
  const q = body.indexOf('?')
  const path = q < 0 ? body : body.slice(0, q)
  const params = new URLSearchParams(q < 0 ? '' : body.slice(q + 1))
  const view: HashView = path === '/download' ? 'download' : path === '/agreement' ? 'agreement' : 'register'
  return { view, params }
}

/** SPEC 2: the download page when a link id or download id is known, else the agreement page. */
export function nextHash(p: LandingParams): string {
  const view = p.links_id || p.down_id ? '/download' : '/agreement'
  const q = new URLSearchParams()
  for (const k of ['app_from', 'user_from', 'utm_tag', 'id', 'links_id', 'down_id'] as const) if (p[k]) q.set(k, p[k])
  const s = q.toString()
  return `#${view}${s ? `?${s}` : ''}`
}

/** Client type for tracking: the phone's OS when we can tell, else 'h5' (mobile web). */
export function clientType(ua: string = typeof navigator !== 'undefined' ? navigator.userAgent : ''): string {
  if (/Android/i.test(ua)) return 'android'
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios'
  return 'h5'
}
