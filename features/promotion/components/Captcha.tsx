import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { messages } from '../messages'

export type CaptchaProps = {
  /** The image URL once a sid is known. */
  src: string | null
  status: 'loading' | 'ready' | 'failed'
  /** A tap on the picture: draws a new one (the form checks the mobile number first). */
  onRefresh: () => void
  /** Fetches a new sid after a failure. */
  onRetry: () => void
  /** The picture itself did not load. */
  onError: () => void
}

/** The image captcha: a 44px+ button around the picture so it can be refreshed by tap or keyboard. */
export function Captcha({ src, status, onRefresh, onRetry, onError }: CaptchaProps) {
  const t = useT(messages)
  const tc = useT(common)
  if (status === 'failed') {
    return (
      <div className="promo-captcha promo-captcha--failed" role="alert">
        <span>{t('captchaFailed')}</span>
        <button type="button" className="ui-btn ui-btn--text" onClick={onRetry}>
          {tc('retry')}
        </button>
      </div>
    )
  }
  if (status === 'loading' || !src) {
    return (
      <div className="promo-captcha" role="status">
        <span className="ui-spinner" aria-hidden="true" /> <span className="ui-sr-only">{t('captchaLoading')}</span>
      </div>
    )
  }
  return (
    <button type="button" className="promo-captcha promo-captcha__button" onClick={onRefresh}>
      <img src={src} alt={t('captchaImage')} width={120} height={44} onError={onError} />
    </button>
  )
}
