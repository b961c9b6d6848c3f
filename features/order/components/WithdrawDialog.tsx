import { useFollowLink } from '@src/nav/useFollowLink'
import { CancelAnd } from '@src/ui/CancelAnd'
import { Dialog } from '@src/ui/Dialog'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

import { messages } from '../messages'

export type WithdrawDialogProps = { open: boolean; message: string; link: string; onClose: () => void }

/** The withdraw prompt (reyMsg): Cancel, or Withdraw Now -> the withdraw-confirmation link, if the link policy allows it. */
export function WithdrawDialog({ open, message, link, onClose }: WithdrawDialogProps) {
  const t = useT(messages)
  const toast = useToast()
  const follow = useFollowLink()
  const withdraw = () => {
    if (!link.trim()) return toast(t('linkMissing'), { kind: 'error' })
    // The withdraw link comes from the loan-details answer: the api link policy.
    if (follow(link, { source: 'api', field: 'withdrawLink', refusedText: t('linkRefused') }).ok) onClose()
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('withdrawTitle')}
      actions={<CancelAnd onCancel={onClose} label={t('withdrawNow')} onClick={withdraw} />}
    >
      <p>{message}</p>
    </Dialog>
  )
}
