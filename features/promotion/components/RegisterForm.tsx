import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react'

import { brandName } from '@src/config/brand'
import { formatPhoneInput, market, normalisePhone, phoneExamples } from '@src/config/market'
import { writeOutcome } from '@src/lender/errors'
import type { LandingParams, Template } from '@src/lender/promotion/types'
import type { SettleVerdict } from '@src/lender/settle'
import { digitsOnly, limitLength } from '@src/lib/text'
import { Button } from '@src/ui/Button'
import { CountdownButton } from '@src/ui/CountdownButton'
import { useToast } from '@src/ui/Toaster'
import { ValueText } from '@src/ui/ValueText'
import { useAppDispatch, useAppSelector, useT } from '@store/hooks'
import { useSettle } from '@store/useSettle'

import { getSms, register, type SmsBody, trackClick } from '../api'
import { clientType, nextHash } from '../location'
import { messages } from '../messages'
import { clearSmsCountdown, readSmsUntil, startSmsCountdown } from '../smsTimer'
import { useCaptcha } from '../useCaptcha'
import { Captcha } from './Captcha'
import { PromoField } from './PromoField'

/** How long registration waits for the click tracking to go out first. */
const TRACK_HEAD_START_MS = 1500
/**
 * No read tells a visitor whether a lost register arrived; a second register is SPEC's own check
 * (0 or 11 both lead on), but sent at once it meets a lender that may still be storing the first.
 */
const noProof = async (): Promise<SettleVerdict> => 'unknown'
const nothingToDo = () => undefined

export type RegisterFormProps = {
  /** Null until the template has loaded; Apply waits for it (register sends the template id). */
  template: Template | null
  params: LandingParams | null
}

/** Mobile, image captcha and SMS code, then Apply (SPEC 2, 4, 5, 8). */
export function RegisterForm({ template, params }: RegisterFormProps) {
  const t = useT(messages)
  const toast = useToast()
  const dispatch = useAppDispatch()
  const shellDeviceId = useAppSelector((s) => s.session.params.deviceId)
  const [mobile, setMobile] = useState('')
  const [capcode, setCapcode] = useState('')
  const [smsCode, setSmsCode] = useState('')
  const [smsUntil, setSmsUntil] = useState<number | null>(null)
  const [busy, setBusy] = useState<'sms' | 'apply' | null>(null)
  // A tap that came before what it needs (the captcha's sid, the template): it visibly waits, then runs.
  const [queued, setQueued] = useState<'sms' | 'apply' | null>(null)
  // Refs as well as state: a second tap can arrive before React re-renders (one request per tap burst).
  const inFlight = useRef(false)
  const deviceId = useRef('')
  const captcha = useCaptcha()
  // After a register without a readable answer, Register stays off over the settle window with
  // words that say so, then a second register tells (docs/write-calls.md): our reading of what a
  // borrower wants, as SPEC is silent on a lost answer.
  const doubt = useSettle({ call: 'register', subject: params?.id || template?.id || '', read: noProof, onHappened: nothingToDo })

  // The countdown belongs to this campaign: one started before a reload carries on (read after
  // hydration, not during render); another campaign's landing starts without it.
  const campaign = params?.id || template?.id || ''
  useEffect(() => setSmsUntil(readSmsUntil(campaign)), [campaign])
  const counting = smsUntil !== null

  const error = (m: string) => toast(m, { kind: 'error' })
  // SPEC 5's rule is its market's: the mobile rule is the configured market's (src/config/market.ts),
  // and the number goes out in the market's one form whatever way it was typed.
  const phone = normalisePhone(mobile)
  const mobileOk = () => phone !== null
  const invalidMobile = () => error(t('mobileInvalid', { example: phoneExamples() }))

  const onRefreshCaptcha = () => {
    // SPEC 5: refreshing the captcha requires a mobile number.
    if (!mobileOk()) return invalidMobile()
    setCapcode('')
    captcha.refresh()
  }

  // The page's own device id, made at the first send: its code loads then, not with the landing.
  const smsBody = async (): Promise<SmsBody> => {
    deviceId.current ||=
      shellDeviceId ||
      (await import('@src/lib/uuid').then(
        (m) => m.randomUUID(),
        () => globalThis.crypto?.randomUUID?.() ?? '',
      ))
    return {
      phone: phone ?? '',
      capcode: capcode.trim(),
      sid: captcha.sid ?? '',
      deviceId: deviceId.current,
      // The lender's own name for its app, as registration knows it: the English one.
      appName: brandName('en'),
      app_from: params?.app_from ?? '',
      user_from: params?.user_from ?? '',
      utm_tag: params?.utm_tag ?? '',
    }
  }

  const afterRegistered = () => {
    // The form is finished: a late second tap must not register again before the page changes.
    inFlight.current = true
    if (params) window.location.hash = nextHash(params)
  }

  const wrongCaptcha = (message: string) => {
    setCapcode('')
    captcha.refresh()
    error(message)
  }

  const onGetCode = async () => {
    if (!mobileOk()) return invalidMobile()
    if (!capcode.trim()) return error(t('captchaRequired'))
    if (inFlight.current) return
    if (!captcha.sid) {
      // Tapped before the captcha's session id arrived (e.g. right after the page hydrated).
      if (captcha.status === 'failed') return error(t('captchaFailed'))
      return setQueued('sms')
    }
    inFlight.current = true
    setBusy('sms')
    const r = await dispatch(getSms(await smsBody()))
    inFlight.current = false
    setBusy(null)
    if (r.ok) {
      toast(t('smsSent'), { kind: 'success' })
      setSmsUntil(startSmsCountdown(campaign))
    } else if (r.error.kind === 'business' && r.error.code === '101') wrongCaptcha(r.error.message)
    else if (r.error.kind === 'business' && r.error.code === '11') {
      toast(t('alreadyRegistered'), { kind: 'info' })
      afterRegistered()
    } else error(r.error.message)
  }

  const onApply = (e: FormEvent) => {
    e.preventDefault()
    void apply()
  }

  const apply = async () => {
    if (inFlight.current || doubt.blocked) return
    if (!mobileOk()) return invalidMobile()
    if (!capcode.trim()) return error(t('captchaRequired'))
    if (!smsCode) return error(t('smsRequired'))
    // Register sends the template's id: a tap before it has loaded waits for it, visibly.
    if (!template) return setQueued('apply')
    inFlight.current = true
    setBusy('apply')
    doubt.clear()
    const body = await smsBody()
    const visit = {
      page_id: params?.id ?? template.id,
      user_from: body.user_from,
      client_type: clientType(),
      utm_tag: body.utm_tag,
      app_from: body.app_from,
    }
    // Tracking first (SPEC: track-click, then register); its answer is ignored, and a slow
    // network may delay registration by at most TRACK_HEAD_START_MS (the outbox keeps the click).
    await Promise.race([dispatch(trackClick({ ...visit, phone: body.phone })), new Promise((r) => setTimeout(r, TRACK_HEAD_START_MS))])
    const merchantNumber = params?.merchantNumber || template.merchantNumber
    const r = await dispatch(
      register({ ...body, merchantNumber, userName: body.phone, smsCode, invite_code: params?.invite_code ?? '', id: template.id }),
    )
    inFlight.current = false
    setBusy(null)
    if (r.ok) {
      toast(t('registered'), { kind: 'success' })
      afterRegistered()
    } else if (r.error.kind === 'business' && r.error.code === '11') {
      toast(t('alreadyRegistered'), { kind: 'info' })
      afterRegistered()
    } else if (r.error.kind === 'business' && r.error.code === '-1') wrongCaptcha(r.error.message)
    else if (writeOutcome(r.error) === 'unknown') doubt.begin(null)
    else error(r.error.message)
  }

  // Runs a queued tap once what it waited for is there (or says why it cannot).
  const runQueued = useEffectEvent(() => {
    if (queued === 'sms' && (captcha.sid || captcha.status === 'failed')) {
      setQueued(null)
      void onGetCode()
    } else if (queued === 'apply' && template) {
      setQueued(null)
      void apply()
    }
  })
  useEffect(() => runQueued(), [queued, captcha.sid, captcha.status, template])

  return (
    <form className="promo-form promo-stack" onSubmit={onApply} noValidate aria-labelledby="promo-form-title">
      <h2 id="promo-form-title" className="promo-form__title">
        {t('formHeading')}
      </h2>
      <PromoField id="promo-mobile" label={t('mobileLabel')}>
        <input
          id="promo-mobile"
          className="ui-input promo-field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-describedby="promo-mobile-hint"
          placeholder={market.example}
          value={mobile}
          onChange={(e) => setMobile(formatPhoneInput(e.target.value))}
        />
        <p id="promo-mobile-hint" className="promo-field__hint">
          <ValueText text={t('mobileHint', { example: phoneExamples() })} />
        </p>
      </PromoField>
      <PromoField id="promo-captcha" label={t('captchaLabel')}>
        <div className="promo-row">
          <input
            id="promo-captcha"
            className="ui-input promo-field__input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={4}
            placeholder={t('captchaPlaceholder')}
            value={capcode}
            onChange={(e) => setCapcode(limitLength(e.target.value.replace(/\s/g, ''), 4))}
          />
          <Captcha
            src={captcha.src}
            status={captcha.status}
            onRefresh={onRefreshCaptcha}
            onRetry={captcha.retry}
            onError={captcha.failed}
          />
        </div>
      </PromoField>
      <PromoField id="promo-sms" label={t('smsLabel')}>
        <div className="promo-row promo-row--wrap">
          <input
            id="promo-sms"
            className="ui-input promo-field__input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('smsPlaceholder')}
            value={smsCode}
            onChange={(e) => setSmsCode(digitsOnly(e.target.value).slice(0, 6))}
          />
          {/* Looks disabled while counting but still answers a tap with the spec's "do not resend" line. */}
          <CountdownButton
            className="promo-code-btn"
            variant="secondary"
            label={t('getCode')}
            endsAt={smsUntil}
            loading={busy === 'sms' || queued === 'sms'}
            aria-disabled={counting || undefined}
            onClick={() => void onGetCode()}
            onClickWhileRunning={() => error(t('noResend'))}
            onDone={() => {
              clearSmsCountdown(campaign)
              setSmsUntil(null)
            }}
          />
        </div>
      </PromoField>
      {/* Enabled from the start (SPEC 4: no dead taps), also before the template has loaded. */}
      <div role="status">
        {(doubt.phase === 'doubt' || doubt.phase === 'passed') && (
          <p className="promo-field__hint">{t(doubt.phase === 'doubt' ? 'registerDoubt' : 'registerPassed', { minutes: doubt.minutes })}</p>
        )}
      </div>
      <Button type="submit" fullWidth loading={busy === 'apply' || queued === 'apply'} disabled={doubt.blocked}>
        {t('apply')}
      </Button>
    </form>
  )
}
