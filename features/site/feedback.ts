import type { AppConfig } from '@src/config/env'

/** The public feedback form's fields (SPEC 5: all three required). */
export type FeedbackForm = { name: string; telephone: string; suggestion: string }
export type FeedbackField = keyof FeedbackForm
export type FeedbackProblems = Partial<Record<FeedbackField, 'required' | 'phone'>>

/**
 * Whether `text` is a phone number a visitor can be called back on. A local digits check for now
 * (9 to 12 digits once spaces, dashes, brackets and a leading + are set aside: 0754 123 456,
 * 754123456, +255 754 123 456): the one place the lead points at the market's phone rule
 * (src/config) once it lands, so this form checks phones like every other one.
 */
export function isPhoneNumber(text: string): boolean {
  const bare = text.trim().replace(/^\+/, '').replace(/[\s\-().]/g, '')
  return /^\d{9,12}$/.test(bare)
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
