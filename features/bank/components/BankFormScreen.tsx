import { useId, useState } from 'react'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { Button } from '@src/ui/Button'
import { Page } from '@src/ui/Page'
import { Tabs } from '@src/ui/Tabs'
import { useToast } from '@src/ui/Toaster'
import { firstProblem } from '../fields'
import { messages } from '../messages'
import { DEFAULT_CARD_TYPE } from '../wire'
import type { BankForm, BankSource } from '../types'
import { useKeyboardOpen } from '../useKeyboardOpen'
import { useSaveBank } from '../useSaveBank'
import { PickerField } from './PickerField'
import { TextField } from './TextField'

type Props = { form: BankForm; source: BankSource; productId: string; orderId: string }

function defaultTab(form: BankForm): string {
  if (form.tabs.length === 0 || form.tabs.some((t) => t.id === DEFAULT_CARD_TYPE)) return DEFAULT_CARD_TYPE
  return form.tabs[0].id
}

/** The loaded form: card-type tabs, the dynamic fields, and Next (hidden while the keyboard is open). */
export function BankFormScreen({ form, source, productId, orderId }: Props) {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  const idPrefix = useId()
  const keyboardOpen = useKeyboardOpen()
  const [tab, setTab] = useState(() => defaultTab(form))
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(form.fields.map((f) => [f.code, f.initial])))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const { submit, saving } = useSaveBank({ source, productId, orderId })

  // Items tied to a card type show only under its tab; the rest show under every tab.
  const visible = form.fields.filter((f) => f.cardType === null || f.cardType === tab)
  const fieldId = (code: string) => `${idPrefix}-${code.replace(/[^\w-]/g, '_')}`

  function change(code: string, value: string) {
    setValues((v) => ({ ...v, [code]: value }))
    setErrors((e) => (e[code] ? { ...e, [code]: '' } : e))
  }

  function next() {
    const problem = firstProblem(visible, values)
    if (problem) {
      const field = visible.find((f) => f.code === problem.code)!
      const message = t(problem.key, { field: field.title })
      setErrors({ [problem.code]: message })
      toast(message, { kind: 'error' })
      document.getElementById(fieldId(problem.code))?.focus()
      return
    }
    // Every shown item's code -> its bare value; enums already hold the chosen option's type.
    const body: Record<string, string> = Object.fromEntries(visible.map((f) => [f.code, (values[f.code] ?? '').trim()]))
    body.product_id = productId
    body.cardType = tab
    body.channelNumber = form.channelNumber
    if (source === 'loanDetail' && orderId) body.orderId = orderId
    void submit(body)
  }

  const fields = (
    <div className="bank-fields">
      {visible.map((f) => {
        const Field = f.kind === 'city' || f.kind === 'day' || f.kind === 'enum' ? PickerField : TextField
        return <Field key={f.code} field={f} id={fieldId(f.code)} value={values[f.code] ?? ''} error={errors[f.code] ?? ''} onChange={(v) => change(f.code, v)} />
      })}
    </div>
  )

  return (
    <Page
      title={t('title')}
      hideFooter={keyboardOpen}
      footer={
        <Button fullWidth loading={saving} onClick={next}>
          {tc('next')}
        </Button>
      }
    >
      {form.tabs.length > 1 ? (
        <Tabs tabs={form.tabs} value={tab} onChange={(id) => {
            setTab(id)
            setErrors({})
          }} label={t('cardTypeLabel')}>
          {fields}
        </Tabs>
      ) : (
        fields
      )}
    </Page>
  )
}
