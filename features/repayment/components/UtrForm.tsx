import { type FormEvent, useId, useRef, useState } from 'react'

import { common } from '@src/i18n/common'
import { errorText, writeOutcome } from '@src/lender/errors'
import { limitLength } from '@src/lib/text'
import { Button } from '@src/ui/Button'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

import { useSubmitUtrMutation } from '../api'
import { laterMessages } from '../laterMessages'
import { usePayDoubt } from '../usePayDoubt'

/**
 * UTR (transaction ID) submission, shown when the plan sets showSubmitUtr (SPEC 5: non-empty). A
 * submission without a readable answer keeps Send off over the settle window while the plan is
 * read again (docs/write-calls.md): the lender may have the ID, and a plan that owes less shows it.
 */
export function UtrForm({ productId, orderId, isDelay }: { productId: string; orderId: string; isDelay: 0 | 1 }) {
  const t = useT(laterMessages)
  const tc = useT(common)
  const toast = useToast()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [utr, setUtr] = useState('')
  const [problem, setProblem] = useState(false)
  const [submit, { isLoading }] = useSubmitUtrMutation()
  const inFlight = useRef(false)
  const doubt = usePayDoubt(orderId, isDelay, 'utr')

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const value = utr.trim()
    if (!value) {
      // Shown beside the field (it is in view: the borrower just tapped its button).
      setProblem(true)
      inputRef.current?.focus()
      return
    }
    if (inFlight.current || doubt.blocked) return
    inFlight.current = true
    doubt.clear()
    const res = await submit({ orderId, utr: value, isDelay }).finally(() => (inFlight.current = false))
    if (res.error && writeOutcome(res.error) === 'unknown') return doubt.begin(productId)
    if (res.error) {
      toast(errorText(res.error, tc('malformedError')), { kind: 'error' })
      return
    }
    setUtr('')
    toast(res.data || t('utrDone'), { kind: 'success' })
  }

  return (
    <form className="repay-section" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('utrHeading')}</h2>
      <div className="repay-field">
        <label htmlFor={id}>{t('utrLabel')}</label>
        <p id={`${id}-hint`} className="repay-hint">
          {t('utrHint')}
        </p>
        <input
          ref={inputRef}
          id={id}
          value={utr}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setProblem(false)
            setUtr(limitLength(e.target.value, 40))
          }}
        />
        {problem && (
          <p className="repay-error" role="alert">
            {t('utrEmpty')}
          </p>
        )}
      </div>
      <div role="status">
        {(doubt.phase === 'doubt' || doubt.phase === 'passed' || doubt.arrived) && (
          <p className="repay-notice">
            {t(doubt.arrived ? 'utrArrived' : doubt.phase === 'doubt' ? 'utrDoubt' : 'utrPassed', { minutes: doubt.minutes })}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" loading={isLoading} disabled={doubt.blocked} fullWidth>
        {t('utrSubmit')}
      </Button>
    </form>
  )
}
