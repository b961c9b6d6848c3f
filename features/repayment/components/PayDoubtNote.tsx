import { langReady } from '@src/i18n/index'
import { whenOpen } from '@src/ui/whenOpen'

import type { PayDoubtProps } from './PayDoubtWords'

/**
 * The words come when there is something to say (a lost request is rare): their code and words
 * are fetched then, not with the screen, and shown together once both are in. Pay Now is off from
 * the doubt's first moment whatever the words' state (usePayNow).
 */
const Words = whenOpen<PayDoubtProps>(
  () =>
    import('./PayDoubtWords').then(async (m) => {
      await langReady((await import('../laterMessages')).laterMessages)
      return m.PayDoubtWords
    }),
  ({ doubt }) => doubt.phase !== 'clear' || doubt.arrived,
)

/**
 * What Pay Now says after a request without a readable answer (./PayDoubtWords.tsx). The live
 * region is there from the first paint, so a screen reader hears each change without moving focus.
 */
export function PayDoubtNote({ doubt }: PayDoubtProps) {
  return (
    <div role="status" className="repay-notice-slot">
      <Words doubt={doubt} />
    </div>
  )
}
