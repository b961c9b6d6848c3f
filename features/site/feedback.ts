import type { AppConfig } from '@src/config/env'
import { normalisePhone, validatePhone } from '@src/config/market'

/** The public feedback form's fields (SPEC 5: all three required). */
export type FeedbackForm = { name: string; telephone: string; suggestion: string }
export type FeedbackField = keyof FeedbackForm
export type FeedbackProblems = Partial<Record<FeedbackField, 'required' | 'phone'>>

/**
 * Whether `text` is a mobile number of the market (src/config/market.ts), checked like the
 * landing's and the bank form's: 0754 123 456, 255 754 123 456, +255 754 123 456 in Tanzania.
 * Unlike those inputs this one is free text, so anything but digits and the usual separators
 * (spaces, dashes, brackets, dots, a +) refuses it: 'abc0754123456' is not a phone number.
 */
export function isPhoneNumber(text: string): boolean {
  return /^[\d\s+\-().]*$/.test(text) && validatePhone(text)
}

/** The form the number is sent in (the market's send form), or the text as typed when it is not valid. */
export function sentPhone(text: string): string {
  return (isPhoneNumber(text) && normalisePhone(text)) || text.trim()
}

/** What is wrong with each field, all at once (empty when the form can be sent). */
export function feedbackProblems(form: FeedbackForm): FeedbackProblems {
  const problems: FeedbackProblems = {}
  if (!form.name.trim()) problems.name = 'required'
  if (!form.telephone.trim()) problems.telephone = 'required'
  else if (!isPhoneNumber(form.telephone)) problems.telephone = 'phone'
  if (!form.suggestion.trim()) problems.suggestion = 'required'
  return problems
}

/** The e-mail composed for the visitor when no feedback endpoint is configured. */
export function feedbackMailto(email: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** Hands the composed e-mail to the visitor's mail app (an object, so tests can watch it). */
export const mailApp = { open: (href: string) => window.location.assign(href) }

export type SendOutcome = 'sent' | 'failed'

/** POSTs the message to the configured endpoint (15 s at most); any non-2xx answer or network failure is 'failed'. */
export async function postFeedback(config: Pick<AppConfig, 'feedbackUrl'>, form: FeedbackForm, lang: string): Promise<SendOutcome> {
  const ctrl = new AbortController()
  const timer = setTimeout(() => ctrl.abort(), 15_000)
  try {
    const res = await fetch(config.feedbackUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: form.name.trim(), telephone: form.telephone.trim(), suggestion: form.suggestion.trim(), lang }),
      signal: ctrl.signal,
    })
    return res.ok ? 'sent' : 'failed'
  } catch {
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}
