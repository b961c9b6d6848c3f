import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { Button } from './Button'

type Props = {
  onCancel: () => void
  /** The dialog's main action. */
  label: string
  onClick: () => void
  loading?: boolean
  /** What the secondary button says when it does more than cancel (e.g. 'Leave'); 'Cancel' by default. */
  cancelLabel?: string
}

/** A dialog's two footer buttons: Cancel (secondary) and its main action (primary). */
export function CancelAnd({ onCancel, label, onClick, loading, cancelLabel }: Props) {
  const tc = useT(common)
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? tc('cancel')}
      </Button>
      <Button variant="primary" loading={loading} onClick={onClick}>
        {label}
      </Button>
    </>
  )
}
