import { whenOpen } from '@src/ui/whenOpen'

/**
 * The UTR form, fetched when the plan asks for it (SPEC 5: showSubmitUtr non-empty): it appears after
 * the plan's answer and below it, so the screen's first paint does not carry its code.
 */
export const UtrFormLater = whenOpen<{ orderId: string; isDelay: 0 | 1 }>(
  () => import('./UtrForm').then((m) => m.UtrForm),
  () => true,
)
