import { type FormEvent, type ReactNode, useRef, useState } from 'react'

import { config } from '@src/config/env'
import { market, phoneExamples } from '@src/config/market'
import { displayPhone } from '@src/config/phoneShown'
import { common } from '@src/i18n/common'
import { limitWholeWords } from '@src/lib/text'
import { Button } from '@src/ui/Button'
import { useDeployment } from '@src/ui/useDeployment'
import { useLang, useT } from '@store/hooks'

import { SiteLayout } from '../components/SiteLayout'
import {
  type FeedbackField,
  type FeedbackForm,
  feedbackMailto,
  type FeedbackProblems,
  feedbackProblems,
  mailApp,
  postFeedback,
  sentPhone,
} from '../feedback'
import { messages } from '../messages'

const EMPTY: FeedbackForm = { name: '', telephone: '', suggestion: '' }
const FIELDS: FeedbackField[] = ['name', 'telephone', 'suggestion']
const SUGGESTION_MAX = 500

/** Which sentence names the other ways to reach customer service: the deployment may leave the e-mail or the phone unset. */
function reachKey<B extends 'feedbackWhere' | 'feedbackFailed'>(base: B, email: string, phone: string) {
  return email && phone ? base : email ? (`${base}Email` as const) : phone ? (`${base}Phone` as const) : (`${base}None` as const)
}

/** What the form last did: nothing yet, sending, sent to the endpoint, failed, or composed as an e-mail. */
type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed' | 'mailed'; form: FeedbackForm; mailto: string }

/**
 * Official site feedback (SPEC 5: all three fields required). SPEC 5 says "Success!" and sends
 * nothing; a page that promises to read every message must deliver it: to the
 * configured endpoint (VITE_FEEDBACK_URL), or else as an e-mail to customer service that the
 * visitor's own mail app sends. Either way the page shows what was sent and where.
 */
export function SiteFeedback() {
  const t = useT(messages)
  const tc = useT(common)
  const lang = useLang()
  const [form, setForm] = useState(EMPTY)
  const [problems, setProblems] = useState<FeedbackProblems | null>(null)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const inputs = useRef<Partial<Record<FeedbackField, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  // The prerendered page was written with the build's settings: hydrate from them.
  const deployment = useDeployment()
  const email = deployment.customerServiceEmail
  // No-break spaces keep the number on one line inside the sentences that name it (one text node each).
  const phone = displayPhone(deployment.customerServicePhone).replace(/ /g, '\u00a0')
  const where = reachKey('feedbackWhere', email, phone)

  const [shortened, setShortened] = useState(false)
  const set = (k: FeedbackField) => (e: { target: { value: string } }) => {
    // A pasted suggestion longer than fits keeps whole words, and the visitor is told.
    const over = k === 'suggestion' && Array.from(e.target.value).length > SUGGESTION_MAX
    if (k === 'suggestion') setShortened(over)
    const next = { ...form, [k]: over ? limitWholeWords(e.target.value, SUGGESTION_MAX) : e.target.value }
    setForm(next)
    // Once shown, a field's message goes as soon as its problem does.
    if (problems) setProblems(feedbackProblems(next))
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const found = feedbackProblems(form)
    setProblems(found)
    const first = FIELDS.find((f) => found[f])
    if (first) return inputs.current[first]?.focus()
    // The number goes in the market's one send form, like every phone the app sends.
    const sent = { ...form, telephone: sentPhone(form.telephone) }
    const mailto = feedbackMailto(email, t('mailSubject'), t('mailBody', { ...sent }))
    if (!config.feedbackUrl) {
      // Neither an endpoint nor an e-mail (a build the deployment report warned about): say so, keep the message on screen.
      if (!email) return setOutcome({ kind: 'failed', form: sent, mailto })
      setOutcome({ kind: 'mailed', form: sent, mailto })
      mailApp.open(mailto)
      return
    }
    setOutcome({ kind: 'sending' })
    const result = await postFeedback(config, sent, lang)
    setOutcome({ kind: result, form: sent, mailto })
    if (result === 'sent') setForm(EMPTY)
  }

  const errorText = (f: FeedbackField) =>
    problems?.[f] === 'phone' ? t('phoneInvalid', { example: phoneExamples() }) : problems?.[f] ? t(`${f}Required`) : ''
  const field = (f: FeedbackField) => {
    const error = errorText(f)
    return {
      id: `fb-${f}`,
      name: f,
      value: form[f],
      onChange: set(f),
      className: 'ui-input site-field__input' + (f === 'suggestion' ? ' site-field__textarea' : ''),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `fb-${f}-error` : undefined,
      ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => void (inputs.current[f] = el),
    }
  }
  // One field: its label, the control, and what is wrong with it beside it.
  const row = (f: FeedbackField, control: ReactNode, extra?: ReactNode) => (
    <div className="site-field">
      <label className="site-field__label" htmlFor={`fb-${f}`}>
        {t(f)}
      </label>
      {control}
      {errorText(f) && (
        <span id={`fb-${f}-error`} className="site-field__error">
          {errorText(f)}
        </span>
      )}
      {extra}
    </div>
  )

  return (
    <SiteLayout current="feedback" title={t('navFeedback')}>
      <p>{t('feedbackLead')}</p>
      {where !== 'feedbackWhereNone' && <p>{t(where, { email, phone })}</p>}
      <form className="site-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {row('name', <input {...field('name')} autoComplete="name" maxLength={60} />)}
        {row(
          'telephone',
          <input {...field('telephone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} placeholder={market.example} />,
        )}
        {row(
          'suggestion',
          <textarea {...field('suggestion')} rows={5} />,
          shortened && (
            <span className="site-field__note" role="status">
              {tc('textShortened', { max: SUGGESTION_MAX })}
            </span>
          ),
        )}
        <Button type="submit" fullWidth loading={outcome.kind === 'sending'}>
          {config.feedbackUrl ? tc('send') : t('writeEmail')}
        </Button>
      </form>
      <FeedbackOutcome outcome={outcome} email={email} phone={phone} />
    </SiteLayout>
  )
}

/** What happened to the message, with the message itself, next to the form. */
function FeedbackOutcome({ outcome, email, phone }: { outcome: Outcome; email: string; phone: string }) {
  const t = useT(messages)
  if (outcome.kind === 'idle' || outcome.kind === 'sending') return null
  const { form, mailto } = outcome
  const head =
    outcome.kind === 'sent'
      ? t('feedbackSent')
      : outcome.kind === 'mailed'
        ? t('feedbackMailed', { email })
        : t(reachKey('feedbackFailed', email, phone), { email, phone })
  return (
    <section className="site-feedback-outcome" role={outcome.kind === 'failed' ? 'alert' : 'status'} aria-label={t('yourMessage')}>
      <p>{head}</p>
      <dl>
        <dt>{t('name')}</dt>
        <dd>{form.name.trim()}</dd>
        <dt>{t('telephone')}</dt>
        <dd translate="no">{displayPhone(form.telephone)}</dd>
        <dt>{t('suggestion')}</dt>
        <dd>{form.suggestion.trim()}</dd>
      </dl>
      {outcome.kind !== 'sent' && email && <a href={mailto}>{t('openEmail', { email })}</a>}
    </section>
  )
}
