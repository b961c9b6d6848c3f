import { useState, type FormEvent } from 'react'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { Button } from '@src/ui/Button'
import { useToast } from '@src/ui/Toaster'
import { SiteLayout } from '../components/SiteLayout'
import { messages } from '../messages'

const EMPTY = { name: '', telephone: '', suggestion: '' }

/**
 * Official site feedback (SPEC 5): all three fields are required; when complete it says
 * 'Success!' and, as the spec says, nothing is sent anywhere.
 */
export function SiteFeedback() {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  const [form, setForm] = useState(EMPTY)
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!form.name.trim() || !form.telephone.trim() || !form.suggestion.trim()) {
      toast(t('incomplete'), { kind: 'error' })
      return
    }
    toast(t('success'), { kind: 'success' })
    setForm(EMPTY)
  }

  return (
    <SiteLayout current="feedback" title={t('navFeedback')}>
      <p>{t('feedbackLead')}</p>
      <form className="site-form" onSubmit={onSubmit} noValidate>
        <label className="site-field">
          <span className="site-field__label">{t('name')}</span>
          <input className="site-field__input" name="name" autoComplete="name" maxLength={60} value={form.name} onChange={set('name')} />
        </label>
        <label className="site-field">
          <span className="site-field__label">{t('telephone')}</span>
          <input className="site-field__input" name="telephone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={form.telephone} onChange={set('telephone')} />
        </label>
        <label className="site-field">
          <span className="site-field__label">{t('suggestion')}</span>
          <textarea className="site-field__input site-field__textarea" name="suggestion" rows={5} maxLength={500} value={form.suggestion} onChange={set('suggestion')} />
        </label>
        <Button type="submit" fullWidth>
          {tc('submit')}
        </Button>
      </form>
    </SiteLayout>
  )
}
