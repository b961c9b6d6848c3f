import { config } from '@src/config/env'
import { checkLink, type LinkPolicy, type RefusalReason } from '@src/lib/links'
import { linkPolicy } from '@src/lib/navigate'

/** Order statuses the spec names (SPEC 4 "Order details by orderStatus"). */
export const KNOWN_STATUSES = [21, 110, 151, 170, 174, 180, 200] as const
export type KnownStatus = (typeof KNOWN_STATUSES)[number]

/** SPEC 4: each known status has its own icon; unknown codes use the 200 icon. */
export function iconStatusFor(status: number): KnownStatus {
  return (KNOWN_STATUSES as readonly number[]).includes(status) ? (status as KnownStatus) : 200
}

/** Tracking (SPEC 7/9): Borrow Again is module 30, position 0. */
export const BORROW_AGAIN_MODULE_ID = 30
export const BORROW_AGAIN_POSITION = 0
/**
 * The spec says recommended-product clicks carry "a module id" without giving it: SPEC's one
 * module id (Borrow Again's 30) by default, the lender's own per list where its deployment gives
 * them (config.recModuleIds, docs/wire-extras.md). A deployment that sets '' sends no tracking
 * event. Positions are 0-based, like Borrow Again's positionId 0.
 */
export const recModuleIdOrder = (): string => config.recModuleIds.order
export const recModuleIdUnion = (): string => config.recModuleIds.union

/**
 * SPEC 4 has two readings of when recommended products show. We implement the one a borrower
 * would want: hidden while a loan is active or just repaid (170/174/180/200), shown otherwise.
 * The literal reading of the old check ('hidden always') is this one-line switch.
 */
export type RecReading = 'hiddenForActiveStatuses' | 'hiddenAlways'
export const recProductsSetting: { reading: RecReading } = { reading: 'hiddenForActiveStatuses' }

const REC_HIDDEN_STATUSES: readonly number[] = [170, 174, 180, 200]

export function showRecProducts(status: number, reading: RecReading = recProductsSetting.reading): boolean {
  if (reading === 'hiddenAlways') return false
  return !REC_HIDDEN_STATUSES.includes(status)
}

/** Which buttons the order shows (SPEC 4). */
export type OrderActions = 'repayAndRollover' | 'repay' | 'borrowAgain' | 'none'

export function actionsFor(status: number, isDelay: boolean): OrderActions {
  if (status === 174 || status === 180) return isDelay ? 'repayAndRollover' : 'repay'
  if (status === 170) return 'repay'
  if (status === 200) return 'borrowAgain'
  return 'none'
}

/** What to do with playeduL: status 21 never redirects; others go there under the api link policy. */
export type RedirectDecision = { kind: 'none' } | { kind: 'go'; href: string } | { kind: 'refused'; reason: RefusalReason }

export function redirectFor(status: number, url: string, policy: LinkPolicy = linkPolicy()): RedirectDecision {
  if (status === 21 || !url.trim()) return { kind: 'none' }
  const v = checkLink(url, 'api', policy)
  return v.ok ? { kind: 'go', href: v.href } : { kind: 'refused', reason: v.reason }
}

/**
 * SPEC: product detail gets "productId plus a scheme suffix". Our reading: the id followed by
 * '&scheme=' and the configured app scheme link, so a shell that builds
 * `productDetail?productId=<value>` also learns which app (scheme) sent the borrower,
 * e.g. 'P1001&scheme=mkopoharaka://app'.
 */
export function productDetailParam(productId: string, schemeLink: string = config.schemeLink): string {
  return schemeLink ? `${productId}&scheme=${schemeLink}` : productId
}

/**
 * The withdraw-confirmation link: playeduL (the spec's "confirmation link"), else h5Url. For
 * statuses other than 21 a playeduL has already redirected the page, so h5Url is the usual one.
 */
export function withdrawLinkOf(details: { confirmUrl: string; h5Url: string }): string {
  return details.confirmUrl.trim() || details.h5Url.trim()
}
