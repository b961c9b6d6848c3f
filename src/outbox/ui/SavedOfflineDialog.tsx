import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'
import { useT } from '@store/hooks'

import { messages } from './outboxMessages'

/** Why the complaint was kept: the phone is offline, the lender did not answer (it is retried), or the phone's storage is full. */
export type SavedWhy = 'offline' | 'retry' | 'full'

const TEXT = { offline: 'savedText', retry: 'savedRetryText', full: 'storageFullText' } as const

/**
 * Shown after Send instead of the success modal when the complaint was kept for later, in the
 * words of what happened: offline, 'Saved, will be sent when you are back online.'; online with
 * no answer from the lender, that it is kept and retried; a full phone, that too. The borrower
 * closes it (no timer: it is news they should read, unlike the 1500 ms success modal).
 */
export function SavedOfflineDialog({ open, onClose, why = 'offline' }: { open: boolean; onClose: () => void; why?: SavedWhy }) {
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
      <p>{t(TEXT[why])}</p>
    </Dialog>
  )
}
