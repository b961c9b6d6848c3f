import { useEffect, useId, useState } from 'react'

import { config } from '@src/config/env'
import { normalisePhone, phoneExamples } from '@src/config/market'
import { common } from '@src/i18n/common'
import { type Translate } from '@src/i18n/index'
import { DEFAULT_CARD_TYPE } from '@src/lender/bank/answers'
import { type FieldProblem, problems } from '@src/lender/bank/fields'
import type { BankField, BankForm, BankSource } from '@src/lender/bank/types'
import { Button } from '@src/ui/Button'
import { Page } from '@src/ui/Page'
import { Tabs } from '@src/ui/Tabs'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { useKeyboardOpen } from '../useKeyboardOpen'
import { useSaveBank } from '../useSaveBank'
import { PickerField } from './PickerField'
import { SavedAccount } from './SavedAccount'
import { TextField } from './TextField'

type Props = { form: BankForm; source: BankSource; productId: string; orderId: string }

function defaultTab(form: BankForm): string {
  if (form.tabs.length === 0 || form.tabs.some((t) => t.id === DEFAULT_CARD_TYPE)) return DEFAULT_CARD_TYPE
  return form.tabs[0].id
}

type T = Translate<keyof (typeof messages)['en']>

/**
 * A record's own entry for a lender's item code, '' when none. The codes are the server's: read
 * with [] a code such as '__proto__' or 'constructor' gets Object.prototype's member instead
 * (an object React cannot draw). hasOwnProperty, not Object.hasOwn: the build targets es2020.
 */
function own(record: Record<string, string>, code: string): string {
  return Object.prototype.hasOwnProperty.call(record, code) ? record[code] : ''
}

/** A problem's words: sentence case, without the field's title (its label is right above). */
function problemText(t: T, p: FieldProblem): string {
  if (p.key === 'digitsExact') return t('digitsExact', { n: p.n, count: p.count })
  if (p.key === 'digitsRange') return t('digitsRange', { min: p.min, max: p.max, count: p.count })
  if (p.key === 'phoneInvalid') return t('phoneInvalid', { example: phoneExamples() })
  return t(p.key)
}

/**
 * Focuses the field Next found wrong first, once the summary is drawn (it makes the footer taller).
 * The header and the footer (Next and the summary) are sticky: the field scrolls clear of both,
 * its label in view, instead of stopping under the summary at 320 px.
 */
function useFocusField(focusCode: { code: string } | null, fieldId: (code: string) => string) {
  useEffect(() => {
    if (!focusCode) return
    const el = document.getElementById(fieldId(focusCode.code))
    if (!el) return
    const header = document.querySelector('.ui-page__header')?.getBoundingClientRect().height ?? 0
    const footer = document.querySelector('.ui-page__footer')?.getBoundingClientRect().height ?? 0
    el.style.scrollMarginTop = `${Math.ceil(header) + 72}px`
    el.style.scrollMarginBottom = `${Math.ceil(footer) + 16}px`
    el.focus({ preventScroll: true })
    el.scrollIntoView?.({ block: 'nearest' })
    // fieldId is derived from the stable useId prefix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusCode])
}

/** The loaded form: card-type tabs, the dynamic fields, and Next (hidden while the keyboard is open). */
export function BankFormScreen({ form, source, productId, orderId }: Props) {
  const t = useT(messages)
  const tc = useT(common)
  const idPrefix = useId()
  const keyboardOpen = useKeyboardOpen()
  const [tab, setTab] = useState(() => defaultTab(form))
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(form.fields.map((f) => [f.code, f.initial])))
  const [errors, setErrors] = useState<Record<string, string>>({})
  // The codes of the fields in error, for the summary above the button (every problem at once);
  // a field leaves it as soon as its value is fixed.
  const [summary, setSummary] = useState<string[]>([])
  // The field Next found wrong first: focused once the summary is drawn (it makes the footer taller).
  const [focusCode, setFocusCode] = useState<{ code: string } | null>(null)
  const { submit, saving, refusal, saved, edit, settle } = useSaveBank({ source, productId, orderId })

  // Items tied to a card type show only under its tab; the rest show under every tab.
  const visible = form.fields.filter((f) => f.cardType === null || f.cardType === tab)
  const fieldId = (code: string) => `${idPrefix}-${code.replace(/[^\w-]/g, '_')}`

  useFocusField(focusCode, fieldId)

  function change(code: string, value: string) {
    const nextValues = { ...values, [code]: value }
    setValues(nextValues)
    setErrors((e) => (own(e, code) ? { ...e, [code]: '' } : e))
    // The summary keeps only the fields still wrong.
    if (summary.length > 0) {
      const found = problems(visible, nextValues)
      setSummary((listed) => listed.filter((c) => found[c]))
    }
  }

  function next() {
    const found = problems(visible, values)
    const wrong: BankField[] = visible.filter((f) => found[f.code])
    setErrors(Object.fromEntries(wrong.map((f) => [f.code, problemText(t, found[f.code])])))
    setSummary(wrong.map((f) => f.code))
    if (wrong.length > 0) {
      // Each error is beside its field; the first one takes the focus, the summary is announced.
      setFocusCode({ code: wrong[0].code })
      return
    }
    // Every shown item's code -> its bare value; enums already hold the chosen option's type, a
    // phone goes in the market's one send form (problems has checked it is a mobile number).
    const bare = (f: BankField) => own(values, f.code).trim()
    const body: Record<string, string> = Object.fromEntries(
      visible.map((f) => [f.code, (f.kind === 'phone' && normalisePhone(bare(f))) || bare(f)]),
    )
    body.product_id = productId
    body.cardType = tab
    // SPEC 4 sends the items, product_id and cardType; the rest only where the lender asks for it.
    if (config.bankSaveExtras.channelNumber) body.channelNumber = form.channelNumber
    if (config.bankSaveExtras.orderId && source === 'loanDetail' && orderId) body.orderId = orderId
    void submit(body)
  }

  const fields = (
    <div className="bank-fields">
      {visible.map((f) => {
        const Field = f.kind === 'city' || f.kind === 'day' || f.kind === 'enum' ? PickerField : TextField
        return (
          <Field
            key={f.code}
            field={f}
            id={fieldId(f.code)}
            value={own(values, f.code)}
            error={own(errors, f.code)}
            onChange={(v) => change(f.code, v)}
          />
        )
      })}
    </div>
  )

  if (saved)
    return (
      <SavedAccount
        rows={visible.filter((f) => own(values, f.code).trim() !== '').map((f) => ({ field: f, value: own(values, f.code).trim() }))}
        onEdit={edit}
      />
    )

  return (
    <Page
      title={t('title')}
      hideFooter={keyboardOpen}
      footer={
        <>
          <div role="alert" className="bank-alert">
            {summary.length > 0 && (
              <p>
                {t('checkFields', {
                  fields: visible
                    .filter((f) => summary.includes(f.code))
                    .map((f) => f.title)
                    .join(', '),
                })}
              </p>
            )}
            {refusal && (
              <p>
                <strong>{t('notSaved')}:</strong> {refusal}
              </p>
            )}
            {(settle.phase === 'doubt' || settle.phase === 'passed') && (
              <p>{t(settle.phase === 'doubt' ? 'saveDoubt' : 'savePassed', { minutes: settle.minutes })}</p>
            )}
          </div>
          <Button fullWidth loading={saving} disabled={settle.blocked} onClick={next}>
            {tc('next')}
          </Button>
        </>
      }
    >
      {form.tabs.length > 1 ? (
        <Tabs
          tabs={form.tabs}
          value={tab}
          onChange={(id) => {
            setTab(id)
            setErrors({})
            setSummary([])
          }}
          label={t('cardTypeLabel')}
        >
          {fields}
        </Tabs>
      ) : (
        fields
      )}
    </Page>
  )
}
