import { useT } from '@store/hooks'

import { oldMessages } from './messages'
import type { useOldDoubt } from './useOldDoubt'

/** What the old flow says while a lost commit or confirm may be a payment in progress, and when the window is over. */
export function OldDoubtNote({ doubt }: { doubt: ReturnType<typeof useOldDoubt> }) {
  const t = useT(oldMessages)
  const text =
    doubt.phase === 'doubt'
      ? t('doubt', { minutes: doubt.minutes })
      : doubt.phase === 'passed'
        ? t('windowPassed', { minutes: doubt.minutes })
        : ''
  return <div role="status">{text && <p className="repay-notice">{text}</p>}</div>
}
