import { market, phoneExamples } from '@src/config/market'
import { digitsOnly, limitLength } from '@src/lib/text'
import { CountdownButton } from '@src/ui/CountdownButton'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'
import type { SettlePhase } from '@store/useSettle'

import { messages } from '../messages'
import type { useCaptcha } from '../useCaptcha'
import { Captcha } from './Captcha'
import { PromoField } from './PromoField'

type Text = { value: string; onChange: (value: string) => void }

/** The mobile, kept as typed (grouped as the market writes it), with the market's examples. */
export function MobileField({ value, onChange }: Text) {
  const t = useT(messages)
  return (
    <PromoField id="promo-mobile" label={t('mobileLabel')}>
      <input
        id="promo-mobile"
        className="ui-input promo-field__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-describedby="promo-mobile-hint"
        placeholder={market.example}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="promo-mobile-hint" className="promo-field__hint">
        <ValueText text={t('mobileHint', { example: phoneExamples() })} />
      </p>
    </PromoField>
  )
}

type CaptchaProps = Text & { captcha: ReturnType<typeof useCaptcha>; onRefresh: () => void }

/** The image captcha's four characters beside its picture. */
export function CaptchaField({ value, onChange, captcha, onRefresh }: CaptchaProps) {
  const t = useT(messages)
  return (
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
          value={value}
          onChange={(e) => onChange(limitLength(e.target.value.replace(/\s/g, ''), 4))}
        />
        <Captcha src={captcha.src} status={captcha.status} onRefresh={onRefresh} onRetry={captcha.retry} onError={captcha.failed} />
      </div>
    </PromoField>
  )
}

type SmsProps = Text & {
  endsAt: number | null
  loading: boolean
  onGetCode: () => void
  onTooSoon: () => void
  onCountdownDone: () => void
}

/** The SMS code and Get code, which counts down before another code may be asked. */
export function SmsField({ value, onChange, endsAt, loading, onGetCode, onTooSoon, onCountdownDone }: SmsProps) {
  const t = useT(messages)
  return (
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
          value={value}
          onChange={(e) => onChange(digitsOnly(e.target.value).slice(0, 6))}
        />
        {/* Looks disabled while counting but still answers a tap with the spec's "do not resend" line. */}
        <CountdownButton
          className="promo-code-btn"
          variant="secondary"
          label={t('getCode')}
          endsAt={endsAt}
          loading={loading}
          aria-disabled={endsAt !== null || undefined}
          onClick={onGetCode}
          onClickWhileRunning={onTooSoon}
          onDone={onCountdownDone}
        />
      </div>
    </PromoField>
  )
}

/** What a lost register may have done, in a live region there from the start so it is read when it appears. */
export function RegisterDoubt({ phase, minutes }: { phase: SettlePhase; minutes: number }) {
  const t = useT(messages)
  return (
    <div role="status">
      {(phase === 'doubt' || phase === 'passed') && (
        <p className="promo-field__hint">{t(phase === 'doubt' ? 'registerDoubt' : 'registerPassed', { minutes })}</p>
      )}
    </div>
  )
}
