import { MalformedResponseError } from '@src/lender/errors'

import { lenderLink } from './downloadLink'
import type { Template } from './types'

// Hand-written rather than with the schema reader (src/lib/valid.ts): the reader would join the
// landing's start, within the public pages' JS budget (docs/performance.md, 'The public pages' budget').

type Obj = Record<string, unknown>

const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x)
const str = (x: unknown): string => (typeof x === 'string' ? x.trim() : typeof x === 'number' && Number.isFinite(x) ? String(x) : '')
const obj = (x: unknown): Obj => (isObj(x) ? x : {})

/** Only plain colour notations reach a style attribute. */
export function safeColour(x: unknown): string | null {
  const s = str(x)
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s) ? s : null
}

/** Images from our own origin (a path) or any https host; nothing else. */
export function safeImage(x: unknown): string | null {
  const s = str(x)
  if (/^\/(?!\/)/.test(s)) return s
  return /^https:\/\/[^\s/@]+\//i.test(s) ? s : null
}

/** The channel template; only `id` is required, the rest falls back to the landing's own text. */
export function parseTemplate(data: unknown): Template {
  if (!isObj(data)) throw new MalformedResponseError('channel template is not an object')
  const id = str(data.id)
  if (!id) throw new MalformedResponseError('channel template has no id')
  const banner = obj(data.banner)
  const theme = obj(data.theme)
  const download = obj(data.download)
  const agreement = obj(data.agreement)
  const paragraphs = Array.isArray(agreement.paragraphs) ? agreement.paragraphs.map(str).filter(Boolean) : []
  return {
    id,
    bannerTitle: str(banner.title),
    bannerSubtitle: str(banner.subtitle),
    bannerImage: safeImage(banner.image),
    theme: { background: safeColour(theme.background), font: safeColour(theme.font), button: safeColour(theme.button) },
    merchantNumber: str(data.merchantNumber),
    download: {
      title: str(download.title),
      text: str(download.text),
      button: str(download.button),
      // Our reading (SPEC 2 names no field): download.url, else a flat downloadUrl; judged by the link policy.
      url: lenderLink(str(download.url) || str(data.downloadUrl), typeof location !== 'undefined' ? location.origin : '') ?? '',
    },
    agreement: { title: str(agreement.title), paragraphs },
  }
}

/** get-sid: data.sid must be a non-empty string. */
export function parseSid(data: unknown): string {
  const sid = isObj(data) ? str(data.sid) : ''
  if (!sid) throw new MalformedResponseError('get-sid answered without a sid')
  return sid
}
