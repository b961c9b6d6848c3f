import { useState } from 'react'

import { common } from '@src/i18n/common'
import { CancelAnd } from '@src/ui/CancelAnd'
import { Dialog } from '@src/ui/Dialog'
import { Rate } from '@src/ui/Rate'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

import { useSaveComplaintScoreMutation } from '../api'
import { SHORT_TOAST_MS } from '../limits'
import { messages } from '../messages'

export type RatingDialogProps = { open: boolean; problemId: string; onClose: () => void }

/** 'Please rate this service': five stars, Cancel/Send; save-score '00' closes it (SPEC 2, 4, 8). */
export function RatingDialog({ open, problemId, onClose }: RatingDialogProps) {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  const [score, setScore] = useState(0)
  const [missing, setMissing] = useState(false)
  const [save, { isLoading }] = useSaveComplaintScoreMutation()

  const onSend = async () => {
    if (isLoading) return
    if (score < 1) return setMissing(true)
    const res = await save({ problemId, score })
    if ('data' in res) {
      toast(t('rateSuccess'), { kind: 'success', durationMs: SHORT_TOAST_MS })
      onClose()
      return
    }
    // A failure is toasted as the endpoint declares (store/feedback.ts); the dialog stays open.
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('rateTitle')}
      actions={<CancelAnd onCancel={onClose} label={tc('send')} loading={isLoading} onClick={() => void onSend()} />}
    >
      <div className="cmp-rate">
        <Rate
          value={score}
          label={t('rateTitle')}
          onChange={(n) => {
            setScore(n)
            setMissing(false)
          }}
        />
        {missing && (
          <p role="alert" className="cmp-rate__hint">
            {t('rateHint')}
          </p>
        )}
      </div>
    </Dialog>
  )
}
