import type { ReactNode } from 'react'
import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'
import { Button } from './Button'

export type LoadingStateProps = { text?: string }

/** Shown while a page's data loads; the text is what screen readers announce. */
export function LoadingState({ text }: LoadingStateProps) {
  const t = useT(common)
  return (
    <div role="status" className="ui-state ui-state--loading">
      <span className="ui-spinner ui-spinner--lg" aria-hidden="true" />
      <p>{text || t('loading')}</p>
    </div>
  )
}

export type ErrorStateProps = {
  /** What went wrong; falls back to a generic line so the box is never empty. */
  message?: string | null
  onRetry?: () => void
  retryLabel?: string
  /** A box inside a screen (a failed part of it) styles itself; by default the box is the screen's whole body. */
  className?: string
}

/** What went wrong, announced as an alert, with a Retry button when there is something to retry. */
export function ErrorState({ message, onRetry, retryLabel, className = 'ui-state ui-state--error' }: ErrorStateProps) {
  const t = useT(common)
  return (
    <div role="alert" className={className}>
      <p>{message?.trim() ? message : t('crashText')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </div>
  )
}

export type EmptyStateProps = { text: string; children?: ReactNode }

/** An empty list; children can offer the next step (e.g. a 'Borrow now' button). */
export function EmptyState({ text, children }: EmptyStateProps) {
  return (
    <div className="ui-state ui-state--empty">
      <p>{text}</p>
      {children}
    </div>
  )
}
