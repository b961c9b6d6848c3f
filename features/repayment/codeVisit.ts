/**
 * The router state the app gives a code page it opens itself (Pay Now, the code page's own link to
 * the instructions). A link from outside (an SMS, a chat) cannot carry router state, so this is
 * what tells the app's own visit from a crafted address naming someone else's code.
 */
export type CodeVisit = { ownCode: string; image?: string; notice?: string; tradeNo?: string }

/** The state for opening a code page on `payCode`; `image` is the lender's answer's, judged as such. */
export function codeVisit(payCode: string, extra: Omit<CodeVisit, 'ownCode'> = {}): CodeVisit {
  return { ownCode: payCode, ...extra }
}
