import { type ReactNode, useLayoutEffect, useSyncExternalStore } from 'react'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { errorText, isSessionExpiredError, retryCanHelp } from '@src/lender/errors'
import { useAppSelector, useT } from '@store/hooks'

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

/*
 * The expired session is said once, in the page: by the screen's error state where it shows one, else
 * by the notice at the top of the page (SessionEndedNotice, in Page). The error states saying it are
 * counted here so the notice knows.
 */
let sayingSessionEnded = 0
const listeners = new Set<() => void>()
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}
const countSaying = () => sayingSessionEnded
function sayingChanged(by: number) {
  sayingSessionEnded += by
  listeners.forEach((l) => l())
}

/** The way on after an expired session: the shell's login (a plain browser's bridge falls back to the site's home). */
function LogInAgain() {
  const t = useT(common)
  return (
    <Button variant="secondary" onClick={() => void callNative({ action: 'backToLogin' })}>
      {t('logInAgain')}
    </Button>
  )
}

/**
 * After the lender said the session expired: the message at the top of the page, unless an error
 * state on the screen already says it (one message, never a second one beside it or in a toast).
 */
export function SessionEndedNotice() {
  const t = useT(common)
  const ended = useAppSelector((s) => s.ui.sessionEnded === true)
  const saidElsewhere = useSyncExternalStore(subscribe, countSaying, () => 0) > 0
  if (!ended || saidElsewhere) return null
  return (
    <div role="alert" className="ui-session-ended">
      <p>{t('sessionExpired')}</p>
      <LogInAgain />
    </div>
  )
}

export type ErrorStateProps = {
  /** What went wrong; falls back to a generic line so the box is never empty. */
  message?: string | null
  /**
   * The failure itself, when the screen has one: without `message` it gives the text (the server's
   * words only when written for a borrower), and Try again shows only when trying again can help.
   */
  error?: unknown
  onRetry?: () => void
  retryLabel?: string
  /** A box inside a screen (a failed part of it) styles itself; by default the box is the screen's whole body. */
  className?: string
  /** What the borrower can do instead when trying again cannot help (home, orders, customer service). */
  children?: ReactNode
}

/**
 * What went wrong, announced as an alert, with a Retry button when trying again can help. After the
 * lender said the session expired, every failed screen says that and offers Log in again instead of
 * Try again: no call made under that session can succeed.
 */
export function ErrorState({ message, error, onRetry, retryLabel, className = 'ui-state ui-state--error', children }: ErrorStateProps) {
  const t = useT(common)
  const sessionEnded = useAppSelector((s) => s.ui.sessionEnded === true) || isSessionExpiredError(error)
  const text = sessionEnded
    ? t('sessionExpired')
    : message?.trim()
      ? message
      : error !== undefined
        ? errorText(error, t('crashText'))
        : t('crashText')
  // Before paint, so the page's own notice never shows beside this one.
  useLayoutEffect(() => {
    if (!sessionEnded) return
    sayingChanged(1)
    return () => sayingChanged(-1)
  }, [sessionEnded])
  const canRetry = onRetry && !sessionEnded && (error === undefined || retryCanHelp(error))
  return (
    <div role="alert" className={className}>
      <p>{text}</p>
      {canRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
      {sessionEnded && <LogInAgain />}
      {!canRetry && children}
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
