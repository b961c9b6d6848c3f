import { activeShell, callNative } from '@src/bridge/bridge'
import { Button } from '@src/ui/Button'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import type { LoanNowPhase } from '../useLoanNow'

type Props = { phase: LoanNowPhase; minutes: number; checking: boolean; onCheckAgain: () => void }

const goMine = () => void callNative({ action: 'goMine' })

/**
 * What Loan Now is doing after a push without a readable answer: in doubt (Loan Now off, the
 * check offered, never the push), or the settle window passed without a new order. Where the
 * shell is there, My loans opens its order list. A live region, so a screen reader hears each
 * change without moving focus.
 */
export function LoanNowStatus({ phase, minutes, checking, onCheckAgain }: Props) {
  const t = useT(messages)
  const text = phase === 'doubt' ? t('unconfirmed', { minutes }) : phase === 'passed' ? t('windowPassed', { minutes }) : ''
  const inShell = activeShell() !== 'browser'
  return (
    <div role="status" className="loan-status">
      {text && <p className="loan-status__text">{text}</p>}
      {phase === 'doubt' && (
        <Button variant="secondary" fullWidth loading={checking} onClick={onCheckAgain}>
          {t('checkAgain')}
        </Button>
      )}
      {(phase === 'doubt' || phase === 'passed') && inShell && (
        <Button variant="secondary" fullWidth onClick={goMine}>
          {t('checkMine')}
        </Button>
      )}
    </div>
  )
}
