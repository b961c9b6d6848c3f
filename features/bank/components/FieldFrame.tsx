import { type ReactNode, useId } from 'react'

import type { BankField } from '@src/lender/bank/types'
import { ValueText } from '@src/ui/ValueText'

type Props = {
  field: BankField
  error: string
  /** The title is the <label> of the control with this id… */
  labelFor?: string
  /** …or a <span> with this id, which the control names in its aria-labelledby. */
  labelId?: string
  /** The control, given the ids of the subtitle and error that describe it. */
  children: (describedBy: string | undefined) => ReactNode
}

/** One bank form field: its label, the server's subtitle, the control and its error line. */
export function FieldFrame({ field, error, labelFor, labelId, children }: Props) {
  const subId = useId()
  const errId = useId()
  const describedBy = [field.subtitle && subId, error && errId].filter(Boolean).join(' ') || undefined
  return (
    <div className="bank-field">
      {labelFor ? (
        <label htmlFor={labelFor} className="bank-field__label">
          {field.title}
        </label>
      ) : (
        <span id={labelId} className="bank-field__label">
          {field.title}
        </span>
      )}
      {field.subtitle && (
        <p id={subId} className="bank-field__sub">
          <ValueText text={field.subtitle} />
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={errId} className="bank-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
