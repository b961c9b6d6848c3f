import { display, sanitize } from '@src/lender/bank/fields'
import type { BankField } from '@src/lender/bank/types'

import { FieldFrame } from './FieldFrame'

type Props = { field: BankField; id: string; value: string; error: string; onChange: (bare: string) => void }

const INPUT_MODE = { numeric: 'numeric', phone: 'tel', card: 'numeric' } as const

/** A text input; numeric, phone and card-number kinds keep digits only and show their grouping. */
export function TextField({ field, id, value, error, onChange }: Props) {
  const kind = field.kind
  return (
    <FieldFrame field={field} error={error} labelFor={id}>
      {(describedBy) => (
        <input
          id={id}
          className="ui-input bank-field__input"
          type={kind === 'phone' ? 'tel' : 'text'}
          inputMode={kind === 'numeric' || kind === 'phone' || kind === 'card' ? INPUT_MODE[kind] : undefined}
          // Card numbers are not offered to the browser's autofill store.
          autoComplete={kind === 'phone' ? 'tel-national' : 'off'}
          spellCheck={false}
          value={display(kind, value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={field.required || undefined}
          onChange={(e) => onChange(sanitize(field, e.target.value))}
        />
      )}
    </FieldFrame>
  )
}
