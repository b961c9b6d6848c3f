import { whenOpen } from '@src/ui/whenOpen'

/**
 * The UTR form, fetched when the plan asks for it (SPEC 5: showSubmitUtr non-empty): it appears after
 * the plan's answer, so the screen's first paint does not carry its code. Until it is in, an empty
 * block of its height holds its place, so the how-to-pay link below it does not move.
 */
export const UtrFormLater = whenOpen<{ productId: string; orderId: string; isDelay: 0 | 1 }>(
  () => import('./UtrForm').then((m) => m.UtrForm),
  () => true,
  <div className="repay-section repay-utr-slot" aria-hidden="true" />,
)
