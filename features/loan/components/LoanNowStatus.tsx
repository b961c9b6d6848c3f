import { Button } from '@src/ui/Button'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import type { LoanNowPhase } from '../useLoanNow'

type Props = { phase: LoanNowPhase; onCheckAgain: () => void }

/**
 * What Loan Now is doing after a push without a readable answer: checking, could not confirm
 * (with the check, never the push, offered again), or not arrived. A live region, so a screen
 * reader hears each change without moving focus.
 */
export function LoanNowStatus({ phase, onCheckAgain }: Props) {
  const t = useT(messages)
  const text =
    phase === 'checking' ? t('checking') : phase === 'unconfirmed' ? t('unconfirmed') : phase === 'notArrived' ? t('notArrived') : ''
  return (
    <div role="status" className="loan-status">
      {text && <p className="loan-status__text">{text}</p>}
      {phase === 'unconfirmed' && (
        <Button variant="secondary" fullWidth onClick={onCheckAgain}>
          {t('checkAgain')}
        </Button>
      )}
    </div>
  )
}
