import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'
import { messages } from '../messages'

export type Reminder = { notice: string; tradeNo: string }

/** SPEC 4 Pay Now: the notice and trade number, closable by Confirm or the close icon. */
export function ReminderDialog({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
  const t = useT(messages)
  const tc = useT(common)
  return (
    <Dialog open={reminder !== null} onClose={onClose} title={t('reminderTitle')} actions={<Button onClick={onClose}>{tc('confirm')}</Button>}>
      {reminder && (
        <>
          <p>{reminder.notice || t('reminderDefault')}</p>
          {reminder.tradeNo && <p translate="no">{t('tradeNo', { tradeNo: reminder.tradeNo })}</p>}
        </>
      )}
    </Dialog>
  )
}
