import { Button } from '@src/ui/Button'
import { useT } from '@store/hooks'

import { laterMessages } from '../laterMessages'
import type { usePayNow } from '../usePayNow'

export type PayDoubtProps = { doubt: ReturnType<typeof usePayNow>['doubt'] }

/**
 * What Pay Now says after a request without a readable answer: a prompt may be on the phone and
 * Pay Now is off while the plan is checked (the check offered, never a payment); the payment
 * showing on the plan; or the window over with no payment shown.
 */
export function PayDoubtWords({ doubt }: PayDoubtProps) {
  const t = useT(laterMessages)
  const { phase, arrived, minutes } = doubt
  let text = ''
  if (phase === 'doubt') text = t('payDoubt', { minutes })
  else if (phase === 'passed') text = t('payWindowPassed', { minutes })
  else if (arrived) text = t('payArrived')
  return (
    <>
      {text && <p className="repay-notice">{text}</p>}
      {phase === 'doubt' && (
        <Button variant="secondary" fullWidth loading={doubt.checking} onClick={doubt.checkNow}>
          {t('checkAgain')}
        </Button>
      )}
    </>
  )
}
