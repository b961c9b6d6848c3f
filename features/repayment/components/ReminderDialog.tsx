import { common } from '@src/i18n/common'
import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'
import { useT } from '@store/hooks'

import { laterMessages } from '../laterMessages'
import { messages } from '../messages'

export type Reminder = { notice: string; tradeNo: string }

type Props = { reminder: Reminder | null; onClose: () => void }

/** SPEC 4 Pay Now: the notice and trade number, closable by Confirm or the close icon. */
export function ReminderDialog({ reminder, onClose }: Props) {
  const t = useT(messages)
  const tl = useT(laterMessages)
  const tc = useT(common)
  return (
    <Dialog
      open={reminder !== null}
      onClose={onClose}
      closeOnBackdrop={false}
      title={tl('reminderTitle')}
      actions={<Button onClick={onClose}>{tc('confirm')}</Button>}
    >
      {reminder && (
        <>
          <p>{reminder.notice || tl('reminderDefault')}</p>
          {reminder.tradeNo && <p translate="no">{t('tradeNo', { tradeNo: reminder.tradeNo })}</p>}
        </>
      )}
    </Dialog>
  )
}
