import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { pathTo } from '@src/app/paths'
import { callNative } from '@src/bridge/bridge'
import { useT } from '@src/i18n/index'
import { useToast } from '@src/ui/Toaster'
import { TOAST_SHORT_MS } from '@store/ui'
import { useSaveBankInfoMutation } from './api'
import { endBankFlow } from './bankFlow'
import { messages } from './messages'
import type { BankSource } from './types'

type Where = { source: BankSource; productId: string; orderId: string }

/**
 * Saves the form once (a ref guards double taps), then goes where SPEC 4 says: no source closes
 * the webview, loanDetail returns to the order page, confirmUrl to the confirm page (replacing
 * this page, so back does not reopen a finished form).
 */
export function useSaveBank({ source, productId, orderId }: Where) {
  const t = useT(messages)
  const toast = useToast()
  const navigate = useNavigate()
  const [save] = useSaveBankInfoMutation()
  const busy = useRef(false)
  const [saving, setSaving] = useState(false)

  async function submit(body: Record<string, string>) {
    if (busy.current) return
    busy.current = true
    setSaving(true)
    const res = await save({ source, body })
    if ('error' in res) {
      busy.current = false
      setSaving(false)
      // The failure is toasted as the endpoint declares (store/feedback.ts).
      return
    }
    // The flow ends saved before the page goes away (closing the webview leaves no unmount to do it).
    endBankFlow(true)
    if (source === 'none') {
      callNative({ action: 'closeWebview' })
      return
    }
    toast(t('saved'), { kind: 'success', durationMs: TOAST_SHORT_MS })
    navigate(source === 'loanDetail' ? pathTo('loanDetail', { productId, orderId }) : pathTo('loanConfirm', { productId }), { replace: true })
  }

  return { submit, saving }
}
