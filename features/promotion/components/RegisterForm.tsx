import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react'

import { brandName } from '@src/config/brand'
import { formatPhoneInput, normalisePhone, phoneExamples } from '@src/config/market'
import { type ApiError, writeOutcome } from '@src/lender/errors'
import type { LandingParams, Template } from '@src/lender/promotion/types'
import type { SettleVerdict } from '@src/lender/settle'
import { Button } from '@src/ui/Button'
import { useToast } from '@src/ui/Toaster'
import { useAppDispatch, useAppSelector, useT } from '@store/hooks'
import type { AppDispatch } from '@store/index'
import { useSettle } from '@store/useSettle'

import { getSms, register, type SmsBody, trackClick } from '../api'
import { clientType, nextHash } from '../location'
import { messages } from '../messages'
import { clearSmsCountdown, readSmsUntil, startSmsCountdown } from '../smsTimer'
import { useCaptcha } from '../useCaptcha'
import { CaptchaField, MobileField, RegisterDoubt, SmsField } from './RegisterFields'

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

/**
 * Tracking first (SPEC: track-click, then register); its answer is ignored, and a slow network
 * may delay registration by at most TRACK_HEAD_START_MS (the outbox keeps the click).
 */
const trackThenRegister =
  (body: SmsBody, { params, template, smsCode }: { params: LandingParams | null; template: Template; smsCode: string }) =>
  async (dispatch: AppDispatch) => {
    const visit = {
      page_id: params?.id ?? template.id,
      user_from: body.user_from,
      client_type: clientType(),
      utm_tag: body.utm_tag,
      app_from: body.app_from,
    }
    await Promise.race([dispatch(trackClick({ ...visit, phone: body.phone })), new Promise((r) => setTimeout(r, TRACK_HEAD_START_MS))])
    const merchantNumber = params?.merchantNumber || template.merchantNumber
    return dispatch(
      register({ ...body, merchantNumber, userName: body.phone, smsCode, invite_code: params?.invite_code ?? '', id: template.id }),
    )
  }

/**
 * SPEC 8's answers to a send that are not failures: '11' (already registered) leads on as a
 * success does; the call's wrong-captcha code ('101' for the SMS, '-1' for register) asks for a
 * new captcha.
 */
function refusalOf(e: ApiError, wrongCaptchaCode: string): 'registered' | 'captcha' | null {
  if (e.kind !== 'business') return null
  return e.code === '11' ? 'registered' : e.code === wrongCaptchaCode ? 'captcha' : null
}

/** The shell's device id, else the page's own, made at the first send: its code loads then, not with the landing. */
function useDeviceId(): () => Promise<string> {
  const shellDeviceId = useAppSelector((s) => s.session.params.deviceId)
  const made = useRef('')
  return async () =>
    (made.current ||=
      shellDeviceId ||
      (await import('@src/lib/uuid').then(
        (m) => m.randomUUID(),
        () => globalThis.crypto?.randomUUID?.() ?? '',
      )))
}

type Tap = 'sms' | 'apply'

/** A tap that came before what it needs runs once `ready[tap]` is there (null: not yet). */
function useQueuedTap(queued: Tap | null, setQueued: (tap: null) => void, ready: Record<Tap, (() => void) | null>) {
  const run = useEffectEvent(() => {
    const go = queued && ready[queued]
    if (!go) return
    setQueued(null)
    go()
  })
  const smsReady = ready.sms !== null
  const applyReady = ready.apply !== null
  useEffect(() => run(), [queued, smsReady, applyReady])
}

/**
 * The SMS countdown belongs to its campaign: one started before a reload carries on (read after
 * hydration, not during render); another campaign's landing starts without it.
 */
function useSmsCountdown(campaign: string) {
  const [until, setUntil] = useState<number | null>(null)
  useEffect(() => setUntil(readSmsUntil(campaign)), [campaign])
  return {
    until,
    start: () => setUntil(startSmsCountdown(campaign)),
    done: () => {
      clearSmsCountdown(campaign)
      setUntil(null)
    },
  }
}

/** Mobile, image captcha and SMS code, then Apply (SPEC 2, 4, 5, 8). */
export function RegisterForm({ template, params }: RegisterFormProps) {
  const t = useT(messages)
  const toast = useToast()
  const dispatch = useAppDispatch()
  const [mobile, setMobile] = useState('')
  const [capcode, setCapcode] = useState('')
  const [smsCode, setSmsCode] = useState('')
  const [busy, setBusy] = useState<'sms' | 'apply' | null>(null)
  // A tap that came before what it needs (the captcha's sid, the template): it visibly waits, then runs.
  const [queued, setQueued] = useState<'sms' | 'apply' | null>(null)
  // Refs as well as state: a second tap can arrive before React re-renders (one request per tap burst).
  const inFlight = useRef(false)
  const device = useDeviceId()
  const captcha = useCaptcha()
  // After a register without a readable answer, Register stays off over the settle window with
  // words that say so, then a second register tells (docs/write-calls.md): our reading of what a
  // borrower wants, as SPEC is silent on a lost answer.
  const doubt = useSettle({ call: 'register', subject: params?.id || template?.id || '', read: noProof, onHappened: nothingToDo })

  const sms = useSmsCountdown(params?.id || template?.id || '')

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

  const smsBody = async (): Promise<SmsBody> => ({
    phone: phone ?? '',
    capcode: capcode.trim(),
    sid: captcha.sid ?? '',
    deviceId: await device(),
    // The lender's own name for its app, as registration knows it: the English one.
    appName: brandName('en'),
    app_from: params?.app_from ?? '',
    user_from: params?.user_from ?? '',
    utm_tag: params?.utm_tag ?? '',
  })

  const afterRegistered = () => {
    // The form is finished: a late second tap must not register again before the page changes.
    inFlight.current = true
    if (params) window.location.hash = nextHash(params)
  }

  const refused = (e: ApiError, wrongCaptchaCode: string): boolean => {
    const kind = refusalOf(e, wrongCaptchaCode)
    if (kind === 'registered') {
      toast(t('alreadyRegistered'), { kind: 'info' })
      afterRegistered()
    } else if (kind === 'captcha') {
      setCapcode('')
      captcha.refresh()
      error(e.message)
    }
    return kind !== null
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
      sms.start()
    } else if (!refused(r.error, '101')) error(r.error.message)
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
    const r = await dispatch(trackThenRegister(await smsBody(), { params, template, smsCode }))
    inFlight.current = false
    setBusy(null)
    if (r.ok) {
      toast(t('registered'), { kind: 'success' })
      afterRegistered()
    } else if (refused(r.error, '-1')) return
    else if (writeOutcome(r.error) === 'unknown') doubt.begin(null)
    else error(r.error.message)
  }

  // Runs a queued tap once what it waited for is there (or says why it cannot).
  useQueuedTap(queued, setQueued, {
    sms: captcha.sid || captcha.status === 'failed' ? () => void onGetCode() : null,
    apply: template ? () => void apply() : null,
  })

  return (
    <form className="promo-form promo-stack" onSubmit={onApply} noValidate aria-labelledby="promo-form-title">
      <h2 id="promo-form-title" className="promo-form__title">
        {t('formHeading')}
      </h2>
      <MobileField value={mobile} onChange={(v) => setMobile(formatPhoneInput(v))} />
      <CaptchaField value={capcode} onChange={setCapcode} captcha={captcha} onRefresh={onRefreshCaptcha} />
      <SmsField
        value={smsCode}
        onChange={setSmsCode}
        endsAt={sms.until}
        loading={busy === 'sms' || queued === 'sms'}
        onGetCode={() => void onGetCode()}
        onTooSoon={() => error(t('noResend'))}
        onCountdownDone={sms.done}
      />
      {/* Enabled from the start (SPEC 4: no dead taps), also before the template has loaded. */}
      <RegisterDoubt phase={doubt.phase} minutes={doubt.minutes} />
      <Button type="submit" fullWidth loading={busy === 'apply' || queued === 'apply'} disabled={doubt.blocked}>
        {t('apply')}
      </Button>
    </form>
  )
}
