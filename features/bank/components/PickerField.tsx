import { useId, useState } from 'react'

import type { BankField } from '@src/lender/bank/types'
import { Picker, type PickerOption } from '@src/ui/Picker'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { regionNames } from '../regionMessages'
import { MONTH_DAYS, TANZANIA_REGIONS } from '../regions'
import { FieldFrame } from './FieldFrame'

type Props = { field: BankField; id: string; value: string; error: string; onChange: (value: string) => void }

/** The choices of a picker field: enum notes (sent by type), Tanzanian regions (sent by their English name), or days 1-31. */
function optionsOf(field: BankField, regionLabel: (region: string) => string): PickerOption[] {
  if (field.kind === 'enum') return field.options.map((o) => ({ value: o.type, label: o.name }))
  if (field.kind === 'day') return MONTH_DAYS.map((d) => ({ value: d, label: d }))
  return TANZANIA_REGIONS.map((r) => ({ value: r, label: regionLabel(r) }))
}

/** A single-choice field (city select, day, enum) opening a bottom-sheet Picker with Confirm/Cancel. */
export function PickerField({ field, id, value, error, onChange }: Props) {
  const t = useT(messages)
  const region = useT(regionNames)
  const [open, setOpen] = useState(false)
  const labelId = useId()
  const valueId = useId()
  const options = optionsOf(field, (r) => (r in regionNames.en ? region(r as keyof typeof regionNames.en) : r))
  const shown = options.find((o) => o.value === value)?.label ?? value
  return (
    <FieldFrame field={field} error={error} labelId={labelId}>
      {(describedBy) => (
        <>
          <button
            id={id}
            type="button"
            className="ui-input bank-field__input bank-field__select"
            aria-haspopup="dialog"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onClick={() => setOpen(true)}
          >
            <span id={valueId} className={shown ? undefined : 'bank-field__placeholder'}>
              {shown || t('pleaseSelect')}
            </span>
            <span aria-hidden="true">›</span>
          </button>
          <Picker
            open={open}
            title={field.title}
            options={options}
            value={value || null}
            onConfirm={(v) => {
              onChange(v)
              setOpen(false)
            }}
            onCancel={() => setOpen(false)}
          />
        </>
      )}
    </FieldFrame>
  )
}
