/**
 * The query keys a page of this app reads for itself (SPEC 2's screens: the order and repay
 * pages' ids, the code pages' code, the complaint pages' type and problem, the landing's campaign
 * keys, the language), plus the web's own campaign tags. Every other key on the shell's entry URL
 * is the shell's: kept in the session and sent under its own name on every call
 * (store/shellParams.ts). A page's key is never taken for the shell's: it would leave the address its
 * page reads and go out on every call.
 */
const PAGE_KEYS: ReadonlySet<string> = new Set([
  // Orders, products, the loan pages (SPEC 2 order details, confirm, repay; src/nav/paths.ts links).
  'productId',
  'product_id',
  'orderId',
  'order_id',
  'orderNo',
  'source',
  'from',
  'amount',
  // The code pages (SPEC 2 repayment code page variant one, the payment instructions page).
  'showType',
  'payCode',
  'payCodeImg',
  'repayAmount',
  // The old repayment flow.
  'repaymentRecordId',
  'couponId',
  'userId',
  // Complaints.
  'problemId',
  'problemType',
  'problemSonType',
  // The promotion landing's template and campaign keys (SPEC 2).
  'id',
  'app_from',
  'user_from',
  'utm_tag',
  'links_id',
  'down_id',
  'invite_code',
  'merchantNumber',
  // The page's language (src/i18n/urlLang.ts).
  'lang',
  'language',
  // Ad platforms' click ids: a shared link's, never a shell's.
  'fbclid',
  'gclid',
])

/** Whether a query key belongs to the page (read by its screen), not to the shell's session. */
export function isPageParam(key: string): boolean {
  return PAGE_KEYS.has(key) || key.startsWith('utm_')
}
