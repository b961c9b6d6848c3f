import { useNavigate } from 'react-router-dom'

import type { OrderIds } from '@src/lender/order/types'
import { pathTo } from '@src/nav/paths'
import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'
import { useT } from '@store/hooks'

import { messages } from '../messages'

export type CardBindDialogProps = OrderIds & { open: boolean; title: string; message: string; onClose: () => void }

/** cardNeedPop 1: asks the borrower to bind a card; closes on close or on going to bind (SPEC 4). */
export function CardBindDialog({ open, title, message, onClose, productId, orderId }: CardBindDialogProps) {
  const t = useT(messages)
  const navigate = useNavigate()
  const goBind = () => {
    onClose()
    // The bank page returns to this order with these ids after a successful save.
    navigate(pathTo('bindBank', { source: 'loanDetail', productId, orderId }))
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title || t('goBindCard')}
      actions={
        <Button variant="primary" onClick={goBind}>
          {t('goBindCard')}
        </Button>
      }
    >
      {message && <p>{message}</p>}
    </Dialog>
  )
}
