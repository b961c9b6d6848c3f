import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { activeShell, callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import type { BankSource } from '@src/lender/bank/types'
import { errorText, writeOutcome } from '@src/lender/errors'
import type { SettleVerdict } from '@src/lender/settle'
import { pathTo } from '@src/nav/paths'
import { useToast } from '@src/ui/Toaster'
import { useAppDispatch, useT } from '@store/hooks'
import { TOAST_SHORT_MS } from '@store/ui'
import { useSettle } from '@store/useSettle'

import { bankApi, useSaveBankInfoMutation } from './api'
import { endBankFlow } from './bankFlow'
import { messages } from './messages'

type Where = { source: BankSource; productId: string; orderId: string }

/** What the body sends that is not an item of the form, so is not in card-init's answer. */
const NOT_ITEMS = new Set(['product_id', 'cardType', 'channelNumber', 'orderId'])

/**
 * Saves the form once (a ref guards double taps), then goes where SPEC 4 says: no source closes
 * the webview, loanDetail returns to the order page, confirmUrl to the confirm page (replacing
 * this page, so back does not reopen a finished form). In a plain browser there is no webview to
 * close: `saved` turns true and the page shows what was saved. A refusal keeps the
 * form as it is and gives the lender's own message (or the failure's) as `refusal`. A save without
 * a readable answer keeps Next off over the settle window (docs/write-calls.md) while card-init is
 * read again: its items carrying every value the form sent prove the account is saved.
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
  const dispatch = useAppDispatch()

  /** Whether card-init now carries every `code=value` the lost save sent. */
  async function read(sent: string[] | null): Promise<SettleVerdict> {
    if (!sent) return 'unknown'
    const res = await dispatch(bankApi.endpoints.getBankForm.initiate({ productId }, { forceRefetch: true, subscribe: false }))
    if (!res.data) return 'unknown'
    const onFile = new Set(res.data.fields.map((f) => `${f.code}=${f.initial}`))
    return sent.every((pair) => onFile.has(pair)) ? 'happened' : 'unknown'
  }
  const settle = useSettle({ call: 'bankSave', subject: productId, read, onHappened: () => done() })

  async function submit(body: Record<string, string>) {
    if (busy.current || settle.blocked) return
    busy.current = true
    setSaving(true)
    setRefusal('')
    settle.clear()
    const res = await save({ source, body, orderId })
    if ('error' in res) {
      busy.current = false
      setSaving(false)
      const sent = Object.entries(body).filter(([code]) => !NOT_ITEMS.has(code))
      if (writeOutcome(res.error) === 'unknown') return settle.begin(sent.map(([code, value]) => `${code}=${value}`))
      // Shown on the form, beside the Next button (the endpoint declares 'screen' feedback).
      setRefusal(errorText(res.error, tc('serverError')))
      return
    }
    done()
  }

  /** The save arrived (its answer, or card-init after a lost one): where SPEC 4 goes next. */
  function done() {
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

  return { submit, saving, refusal, saved, edit, settle }
}
