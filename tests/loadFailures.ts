import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

import { getWorld } from '@sandbox/world'

/** One way a screen's load fails: what it is, the sandbox scenario that makes it, what the error state says. */
type LoadFailure = [what: string, scenario: string, text: string]

/**
 * The ways the first call to `endpoint` (a fragment of its path) can fail, as sandbox scenarios,
 * each with the message the borrower reads; `refusal` adds the lender's business failure.
 */
export function loadFailures(endpoint: string, refusal?: { code: number; message: string }): LoadFailure[] {
  const failures: LoadFailure[] = [
    ['HTTP 500', `${endpoint}=500@1`, 'Something went wrong on our side. Please try again.'],
    ['a network failure', `${endpoint}=network@1`, 'No connection. Check your network and try again.'],
    ['a malformed answer', `${endpoint}=malformed@1`, 'We received an answer we could not read. Please try again.'],
  ]
  if (refusal) failures.push(['a business failure', `${endpoint}=code:${refusal.code}:${refusal.message}@1`, refusal.message])
  return failures
}

/**
 * A refused load's alert as the borrower reads it: the lender's `words`, no Try again (asking
 * again would be refused again), and the ways on to home and customer service. Returns the alert.
 */
export async function findRefusal(words: string | RegExp): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(words)
  expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  expect(within(alert).getByRole('button', { name: 'Go to home' })).toBeInTheDocument()
  expect(within(alert).getByRole('link', { name: 'Customer service' })).toBeInTheDocument()
  return alert
}

/**
 * A first call that fails once (`failOnce`, a sandbox scenario) and the borrower's Try again:
 * `open` draws the screen, `loaded` finds what it shows once the call is answered.
 */
export async function expectTryAgainLoads(failOnce: string, open: () => { user: UserEvent }, loaded: () => Promise<HTMLElement>) {
  getWorld().scenarios.push(failOnce)
  const { user } = open()
  await user.click(await screen.findByRole('button', { name: 'Try again' }))
  expect(await loaded()).toBeInTheDocument()
}
