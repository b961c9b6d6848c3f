import type { ReactNode } from 'react'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { errorText } from '@src/lender/errors'
import { ErrorState } from '@src/ui/States'
import { useT } from '@store/hooks'

import { Link } from './Link'
import { paths } from './paths'

/**
 * What a screen offers when trying again cannot help (an unknown order, a loan that cannot be
 * rolled over, a complaint or product the lender does not know): first the screen's own way on
 * (`children`: the order, Pay Now), then the app's home (the bridge's go home; a plain browser gets
 * the site's home) and customer service.
 */
export function WayOn({ children }: { children?: ReactNode }) {
  const tc = useT(common)
  return (
    <p className="stack">
      {children}
      <button
        type="button"
        className={`ui-btn ${children ? 'ui-btn--secondary' : 'ui-btn--primary'}`}
        onClick={() => callNative({ action: 'goHome' })}
      >
        {tc('goHome')}
      </button>
      <Link className="ui-btn ui-btn--secondary" to={paths.customerService}>
        {tc('customerService')}
      </Link>
    </p>
  )
}

/** A screen that cannot start (no order, no amount, no complaint in its link): what is missing, and the way on. */
export function CannotStart({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <ErrorState message={message}>
      <WayOn>{children}</WayOn>
    </ErrorState>
  )
}

/** The part of a query a failed first read needs. */
export type FailedRead = { error?: unknown; refetch: () => unknown }

/**
 * A screen whose first read failed: the lender's words (or the unreadable-answer line), Try again
 * where trying again can help, else the way on: a refusal gets the same answer again.
 */
export function ReadFailed({ read, children }: { read: FailedRead; children?: ReactNode }) {
  const tc = useT(common)
  return (
    <ErrorState message={errorText(read.error, tc('malformedError'))} error={read.error} onRetry={() => void read.refetch()}>
      <WayOn>{children}</WayOn>
    </ErrorState>
  )
}
