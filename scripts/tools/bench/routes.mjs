// What the bench measures (scripts/tools/bench.mjs): the routes Lighthouse opens, the borrower
// screens with the page chunk each loads, the repeat-visit targets, Chromium's flags.
import { QUIET_CHROMIUM_ARGS } from '../chromium.mjs'
import { floorRoute } from './ratios.mjs'

// Borrower screens open as the app's WebView opens them: with the shell's session parameters (without
// a session there is no borrower, so no last-known copy is kept).
const SESSION = 'session_id=bench-session&device_id=bench-device&app_version=3.2.0'
const ORDER = `productId=P1002&orderId=ORD174001&${SESSION}` // order in status 174, isDelay 1
export const LOAN_DETAIL = `/loanDetail?${ORDER}`
/** The floor page asks for /loanDetail's order with the same parameters. */
export const FLOOR = floorRoute(ORDER)
export const LIGHTHOUSE_ROUTES = [
  { path: '/', kind: 'public' },
  { path: '/Policy', kind: 'public' },
  // A campaign link as visitors get it: without ?id the landing can only say the link is invalid.
  { path: '/promotion?id=1001&utm_tag=bench', kind: 'public' },
  ...BORROWER_SCREENS(),
]
/** The borrower screens of with the page chunk each one loads. */
export function BORROWER_SCREENS() {
  return [
    { path: LOAN_DETAIL, kind: 'borrower', chunk: 'order/pages/LoanDetail' },
    { path: `/repay?productId=P1003&orderId=ORD174002&${SESSION}`, kind: 'borrower', chunk: 'repayment/pages/Repay' },
    { path: `/repayDelay?productId=P1002&orderId=ORD174001&${SESSION}`, kind: 'borrower', chunk: 'repayment/pages/RepayDelay' },
    { path: `/complaint?${SESSION}`, kind: 'borrower', chunk: 'complaints/pages/ComplaintStart' },
    { path: `/loanConfirm?productId=P1002&${SESSION}`, kind: 'borrower', chunk: 'loan/pages/LoanConfirm' },
  ]
}
export const OFFLINE_TARGETS = [
  { path: '/', kind: 'public' },
  { path: '/Policy', kind: 'public' },
  // Opened before, then offline: the last-known copy must be on screen.
  ...BORROWER_SCREENS().filter((r) => r.chunk !== 'loan/pages/LoanConfirm' && r.chunk !== 'complaints/pages/ComplaintStart'),
]

/** The bench launches Chromium itself (Lighthouse, offline runs): headless, and quiet as the e2e suite's. */
export const CHROMIUM_ARGS = ['--headless=new', ...QUIET_CHROMIUM_ARGS]
/** Lighthouse's Chromium also opens nginx's self-signed https origin. */
export const LIGHTHOUSE_ARGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors']
