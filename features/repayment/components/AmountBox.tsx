import { useEffect, useId, useRef } from 'react'

import { formatTzs } from '@src/lib/money'
import { Button } from '@src/ui/Button'
import { Money } from '@src/ui/Money'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import type { Selection } from '../selection'

type Props = {
  selection: Selection
  amountMin: number | null
  amountMax: number | null
  invalid: boolean
  onModify: () => void
  onInput: (value: string) => void
}

/** The amount to pay: the selected periods' sum, or (after Modify amount) a free input capped at amountMax. */
export function AmountBox({ selection, amountMin, amountMax, invalid, onModify, onInput }: Props) {
  const t = useT(messages)
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const custom = selection.mode === 'custom'
  useEffect(() => {
    // Modify amount moves focus to the new, empty input.
    if (custom) inputRef.current?.focus()
  }, [custom])

  if (custom) {
    return (
      <section className="repay-section repay-field">
        <label htmlFor={id}>{t('amountInputLabel')}</label>
        <input
          ref={inputRef}
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={selection.input}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-range`}
          onChange={(e) => onInput(e.target.value)}
        />
        {(amountMin !== null || amountMax !== null) && (
          <p id={`${id}-range`} className="repay-hint">
            {t('amountRange', { min: formatTzs(amountMin ?? 0), max: amountMax === null ? '—' : formatTzs(amountMax) })}
          </p>
        )}
      </section>
    )
  }
  return (
    <section className="repay-section repay-amount" aria-labelledby={`${id}-l`}>
      <p id={`${id}-l`} className="repay-amount__label">
        {t('amountLabel')}
      </p>
      <span className="repay-amount__value" aria-live="polite">
        <Money minor={selection.amount} format="tzs" />
      </span>
      <Button variant="text" onClick={onModify}>
        {t('modifyAmount')}
      </Button>
    </section>
  )
}
