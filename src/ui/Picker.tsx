import { useId, useState } from 'react'

import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { Button } from './Button'
import { Dialog } from './Dialog'

export type PickerOption<V extends string | number = string> = { value: V; label: string }

export type PickerProps<V extends string | number = string> = {
  open: boolean
  title: string
  options: PickerOption<V>[]
  /** The committed value; the sheet starts from it each time it opens. */
  value?: V | null
  onConfirm: (value: V) => void
  onCancel: () => void
}

/** A bottom sheet with one choice; nothing changes until Confirm, so a stray tap is harmless. */
export function Picker<V extends string | number = string>(props: PickerProps<V>) {
  // Remounting the body on each open resets the draft to the committed value without an effect.
  return props.open ? <PickerSheet {...props} /> : null
}

function PickerSheet<V extends string | number>({ open, title, options, value, onConfirm, onCancel }: PickerProps<V>) {
  const t = useT(common)
  const name = useId()
  const [draft, setDraft] = useState<V | null>(value ?? null)
  const chosen = options.some((o) => o.value === draft) ? draft : null

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      variant="sheet"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button disabled={chosen === null} onClick={() => chosen !== null && onConfirm(chosen)}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <div role="radiogroup" aria-label={title} className="ui-picker">
        {options.map((o, i) => (
          <label key={String(o.value)} className="ui-picker__option">
            <input type="radio" name={name} value={i} checked={o.value === chosen} onChange={() => setDraft(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </Dialog>
  )
}
