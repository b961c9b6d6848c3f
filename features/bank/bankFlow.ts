import { useEffect } from 'react'

import { callNative } from '@src/bridge/bridge'

/**
 * The bank flow as the shell sees it (SPEC 2 bridge: start / end bank flow): started when the
 * bank binding page opens, ended once when it closes, saved or not. The shell may use it to
 * pause its own prompts while the borrower types card details.
 */
let openFor: string | null = null
let pendingEnd: ReturnType<typeof setTimeout> | null = null

function sendEnd(saved: boolean): void {
  if (openFor === null) return
  const source = openFor
  openFor = null
  callNative({ action: 'endBankFlow', payload: { source, saved } })
}

/** Ends the flow now; `saved` says whether the account was saved. Safe to call twice. */
export function endBankFlow(saved: boolean): void {
  if (pendingEnd !== null) clearTimeout(pendingEnd)
  pendingEnd = null
  sendEnd(saved)
}

function startBankFlow(source: string): void {
  // A remount right after an unmount (React's development double effects, a source change
  // re-render) continues the same flow instead of ending and starting it again.
  if (pendingEnd !== null) {
    clearTimeout(pendingEnd)
    pendingEnd = null
    if (openFor === source) return
    sendEnd(false)
  }
  if (openFor !== null) return
  openFor = source
  callNative({ action: 'startBankFlow', payload: { source } })
}

/** Starts the bank flow while the calling page is mounted; leaving without saving ends it unsaved. */
export function useBankFlow(source: string): void {
  useEffect(() => {
    startBankFlow(source)
    return () => {
      if (pendingEnd !== null) clearTimeout(pendingEnd)
      pendingEnd = setTimeout(() => {
        pendingEnd = null
        sendEnd(false)
      }, 0)
    }
  }, [source])
}
