import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'
import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'
import { messages } from '../messages'

/** codePath: the repayment code page the answer's code data opens, offered as an extra button. */
export type Reminder = { notice: string; tradeNo: string; codePath?: string }

type Props = { reminder: Reminder | null; onClose: () => void; onOpenCode?: () => void }

/** SPEC 4 Pay Now: the notice and trade number, closable by Confirm or the close icon. */
export function ReminderDialog({ reminder, onClose, onOpenCode }: Props) {
  const t = useT(messages)
  const tc = useT(common)
  return (
    <Dialog open={reminder !== null} onClose={onClose} closeOnBackdrop={false} title={t('reminderTitle')} actions={
        <>
          {reminder?.codePath && onOpenCode && (
            <Button variant="secondary" onClick={onOpenCode}>
              {t('openCode')}
            </Button>
          )}
          <Button onClick={onClose}>{tc('confirm')}</Button>
        </>
      }>
      {reminder && (
        <>
          <p>{reminder.notice || t('reminderDefault')}</p>
          {reminder.tradeNo && <p translate="no">{t('tradeNo', { tradeNo: reminder.tradeNo })}</p>}
        </>
      )}
    </Dialog>
  )
}
