import type { ReactNode } from 'react'

import { digitsOnly } from '@src/lib/text'

type Props = {
  id: string
  label: string
  /** The most digits it takes; anything but digits, typed or pasted, is dropped. */
  maxLength: number
  autoComplete: string
  value: string
  onChange: (digits: string) => void
  invalid?: boolean
  describedBy?: string
  /** Shown under the input, e.g. a hint it is described by. */
  children?: ReactNode
}

/** A labelled number-pad input that keeps digits only (an SMS code). */
export function DigitsField({ id, label, maxLength, autoComplete, value, onChange, invalid, describedBy, children }: Props) {
  return (
    <div className="repay-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(digitsOnly(e.target.value).slice(0, maxLength))}
      />
      {children}
    </div>
  )
}
