import { useT } from '@store/hooks'
import { messages } from './outboxMessages'
import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'

/**
 * Shown after Send instead of the success modal when the complaint was kept for later:
 * 'Saved, will be sent when you are back online.' The borrower closes it (no timer: it is
 * news they should read, unlike the 1500 ms success modal).
 */
export function SavedOfflineDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(messages)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('savedTitle')}
      actions={
        <Button variant="primary" fullWidth onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      }
    >
      <p>{t('savedText')}</p>
    </Dialog>
  )
}
