import { useId } from 'react'

import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { cx } from './Button'

export type RateProps = {
  /** Stars chosen; 0 means none yet. */
  value: number
  onChange?: (value: number) => void
  max?: number
  /** Shows the rating as a picture with a text alternative instead of a control. */
  readOnly?: boolean
  /** Group label; defaults to t('rateLabel'). */
  label?: string
  className?: string
}

/** Star rating as native radios, so arrow keys, focus and screen-reader semantics come from the browser. */
export function Rate({ value, onChange, max = 5, readOnly = false, label, className }: RateProps) {
  const t = useT(common)
  const name = useId()
  const stars = Array.from({ length: Math.max(1, Math.floor(max)) }, (_, i) => i + 1)
  const count = stars.length

  if (readOnly) {
    return (
      <span role="img" aria-label={t('starLabel', { n: value, max: count })} className={cx('ui-rate', className)}>
        {stars.map((n) => (
          <span key={n} aria-hidden="true" className={cx('ui-rate__star', n <= value && 'is-on')}>
            {n <= value ? '★' : '☆'}
          </span>
        ))}
      </span>
    )
  }

  return (
    <div role="radiogroup" aria-label={label ?? t('rateLabel')} className={cx('ui-rate', className)}>
      {stars.map((n) => (
        <label key={n} className="ui-rate__item">
          <input
            type="radio"
            className="ui-sr-only"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange?.(n)}
            aria-label={t('starLabel', { n, max: count })}
          />
          {/* Filled vs outline glyphs so the state does not rely on colour alone (WCAG 1.4.1). */}
          <span aria-hidden="true" className={cx('ui-rate__star', n <= value && 'is-on')}>
            {n <= value ? '★' : '☆'}
          </span>
        </label>
      ))}
    </div>
  )
}
