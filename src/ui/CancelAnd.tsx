import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { Button } from './Button'

type Props = {
  onCancel: () => void
  /** The dialog's main action. */
  label: string
  onClick: () => void
  loading?: boolean
}

/** A dialog's two footer buttons: Cancel (secondary) and its main action (primary). */
export function CancelAnd({ onCancel, label, onClick, loading }: Props) {
  const tc = useT(common)
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {tc('cancel')}
      </Button>
      <Button variant="primary" loading={loading} onClick={onClick}>
        {label}
      </Button>
    </>
  )
}
