import type { ReactNode } from 'react'

import { common } from '@src/i18n/common'
import { errorText } from '@src/lender/errors'
import { ErrorState } from '@src/ui/States'
import { useT } from '@store/hooks'

import { WayOn } from './WayOn'

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
