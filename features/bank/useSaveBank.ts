import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { activeShell, callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import type { BankSource } from '@src/lender/bank/types'
import { errorText } from '@src/lender/errors'
import { pathTo } from '@src/nav/paths'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'
import { TOAST_SHORT_MS } from '@store/ui'

import { useSaveBankInfoMutation } from './api'
import { endBankFlow } from './bankFlow'
import { messages } from './messages'

type Where = { source: BankSource; productId: string; orderId: string }

/**
 * Saves the form once (a ref guards double taps), then goes where SPEC 4 says: no source closes
 * the webview, loanDetail returns to the order page, confirmUrl to the confirm page (replacing
 * this page, so back does not reopen a finished form). In a plain browser there is no webview to
 * close: `saved` turns true and the page shows what was saved. A refusal keeps the
 * form as it is and gives the lender's own message (or the failure's) as `refusal`.
 */
export function useSaveBank({ source, productId, orderId }: Where) {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  const navigate = useNavigate()
  const [save] = useSaveBankInfoMutation()
  const busy = useRef(false)
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState('')
  const [saved, setSaved] = useState(false)

  async function submit(body: Record<string, string>) {
    if (busy.current) return
    busy.current = true
    setSaving(true)
    setRefusal('')
    const res = await save({ source, body, orderId })
    if ('error' in res) {
      busy.current = false
      setSaving(false)
      // Shown on the form, beside the Next button (the endpoint declares 'screen' feedback).
      setRefusal(errorText(res.error, tc('serverError')))
      return
    }
    // The flow ends saved before the page goes away (closing the webview leaves no unmount to do it).
    endBankFlow(true)
    if (source === 'none') {
      if (activeShell() === 'browser') setSaved(true)
      else callNative({ action: 'closeWebview' })
      return
    }
    toast(t('saved'), { kind: 'success', durationMs: TOAST_SHORT_MS })
    navigate(source === 'loanDetail' ? pathTo('loanDetail', { productId, orderId }) : pathTo('loanConfirm', { productId }), {
      replace: true,
    })
  }

  function edit() {
    busy.current = false
    setSaving(false)
    setSaved(false)
  }

  return { submit, saving, refusal, saved, edit }
}
