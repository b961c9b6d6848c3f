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
  /** What stops the typed amount, in words; null when nothing does (or nothing is said yet). */
  problem: string | null
  onModify: () => void
  onInput: (value: string) => void
  /** Leaving the input: the page says then what stops the amount, not at every keystroke. */
  onLeave: () => void
}

/**
 * The amount to pay: the selected periods' sum, or (after Modify amount) a free input that keeps
 * what is typed or pasted ('TZS 45,500.00') for src/lib/amountInput.ts to read; a problem shows under it.
 */
export function AmountBox({ selection, amountMin, amountMax, problem, onModify, onInput, onLeave }: Props) {
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
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={selection.input}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-range ${id}-error` : `${id}-range`}
          onChange={(e) => onInput(e.target.value)}
          onBlur={onLeave}
        />
        {(amountMin !== null || amountMax !== null) && (
          <p id={`${id}-range`} className="repay-hint">
            {t('amountRange', { min: formatTzs(amountMin ?? 0), max: amountMax === null ? '—' : formatTzs(amountMax) })}
          </p>
        )}
        {problem && (
          <p id={`${id}-error`} className="repay-error" role="alert">
            {problem}
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
