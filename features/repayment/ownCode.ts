import { useMemo } from 'react'
import { useLocation } from 'react-router-dom'

import { activeShell } from '@src/bridge/bridge'
import { config } from '@src/config/env'
import { imageSrc, pageImageSrc } from '@src/lib/navigate'
import { borrowerKey } from '@store/borrower'
import { useAppSelector } from '@store/hooks'

import type { CodeVisit } from './codeVisit'
import { pickInfo, safeLocalStorage } from './storedInfo'

const text = (x: unknown) => (typeof x === 'string' ? x : '')

function visitOf(state: unknown): CodeVisit | null {
  if (typeof state !== 'object' || state === null) return null
  const s = state as Record<string, unknown>
  if (typeof s.ownCode !== 'string' || s.ownCode.trim() === '') return null
  return { ownCode: s.ownCode.trim(), image: text(s.image), notice: text(s.notice), tradeNo: text(s.tradeNo) }
}

/** The app's own visit to this code page, or null (an address typed, shared or reloaded without one). */
export function useCodeVisit(): CodeVisit | null {
  const { state } = useLocation()
  return useMemo(() => visitOf(state), [state])
}

export type OwnCode = { own: boolean; image: string | null; visit: CodeVisit | null }

/**
 * Whether the native shell opened this page: there the address is the shell's, not a stranger's
 * link (a plain browser has no bridge), and SPEC 2 has the code page read its code from it. A
 * deployment that wants the own-code rule in the shell too sets VITE_STRICT_CODE_PAGES.
 */
const shellAddress = () => !config.strictCodePages && activeShell() !== 'browser'

/**
 * Whether the pay code a page's address names is the borrower's own, and the picture to show
 * beside it. Own: the app opened the page with that code, the native shell opened it with that
 * address (shellAddress), or it is the code of the repayment info Pay Now saved in this store (or
 * the shell's, under this borrower). The picture: the lender's,
 * carried in the app's own visit (the image rule for lender answers), else the address's
 * `payCodeImg` under the page-source rule (same origin or allowlist), and none at all when the code
 * is not the borrower's.
 */
export function useOwnCode(payCode: string, addressImage: string | null): OwnCode {
  const visit = useCodeVisit()
  const saved = useAppSelector((s) => s.repaymentInfo.current)
  const owner = useAppSelector((s) => borrowerKey(s.session.params))
  return useMemo(() => {
    const code = payCode.trim()
    if (code === '') return { own: false, image: null, visit: null }
    if (visit && visit.ownCode === code)
      return { own: true, image: visit.image ? imageSrc(visit.image) : pageImageSrc(addressImage), visit }
    const stored = pickInfo(saved, safeLocalStorage(), { owner, orderId: '' })
    const own = shellAddress() || (stored.status === 'ok' && stored.info.defDetail.payCode.trim() === code)
    return { own, image: own ? pageImageSrc(addressImage) : null, visit: null }
  }, [payCode, addressImage, visit, saved, owner])
}
