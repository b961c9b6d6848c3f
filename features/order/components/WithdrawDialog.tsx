import { config } from '@src/config/env'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { safeRedirectUrl } from '@src/lib/safeUrl'
import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'
import { useToast } from '@src/ui/Toaster'
import { external } from '../external'
import { messages } from '../messages'

export type WithdrawDialogProps = { open: boolean; message: string; link: string; onClose: () => void }

/** The withdraw prompt (reyMsg): Cancel, or Withdraw Now -> the withdraw-confirmation link, if it is safe. */
export function WithdrawDialog({ open, message, link, onClose }: WithdrawDialogProps) {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  const withdraw = () => {
    const href = safeRedirectUrl(link, config.redirectAllowlist)
    if (!href) {
      toast(t(link ? 'linkRefused' : 'linkMissing'), { kind: 'error' })
      return
    }
    onClose()
    external.assign(href)
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('withdrawTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button variant="primary" onClick={withdraw}>
            {t('withdrawNow')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  )
}
