import { callNative } from '@src/bridge/bridge'
import { formatPhoneInput, phoneDigits } from '@src/config/market'
import { displayPhone } from '@src/config/phoneShown'
import { digitsOnly } from '@src/lib/text'
import { Button } from '@src/ui/Button'
import { Page } from '@src/ui/Page'
import { useT } from '@store/hooks'

import { messages } from '../messages'

/** SPEC 5 / 9: the deletion code is exactly 6 digits. */
export const CODE_LENGTH = 6

type PhoneProps = { phone: string; invalid: boolean; onChange: (digits: string) => void }

/** The account's phone, in the market's one rule (src/config/market.ts), with its message beside it. */
export function PhoneField({ phone, invalid, onChange }: PhoneProps) {
  const t = useT(messages)
  return (
    <div>
      <label className="account-field__label" htmlFor="del-phone">
        {t('phoneLabel')}
      </label>
      <input
        id="del-phone"
        className="ui-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t('phonePlaceholder')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'del-phone-error' : undefined}
        value={formatPhoneInput(phone)}
        onChange={(e) => onChange(phoneDigits(e.target.value))}
      />
      {invalid && (
        <p id="del-phone-error" className="account-error">
          {t('invalidPhone')}
        </p>
      )}
    </div>
  )
}

/** Where the code went: said in the page, beside the button, instead of an alert. */
export function CodeSent({ to }: { to: string }) {
  const t = useT(messages)
  return (
    <p className="account-hint" role="status">
      {t('codeSent')} {t('codeSentTo', { phone: displayPhone(to) })}
    </p>
  )
}

/** The code the lender sent, digits only, at most CODE_LENGTH. */
export function CodeField({ code, onChange }: { code: string; onChange: (code: string) => void }) {
  const t = useT(messages)
  return (
    <div>
      <label className="account-field__label" htmlFor="del-code">
        {t('codeLabel')}
      </label>
      <input
        id="del-code"
        className="ui-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        aria-describedby="del-code-hint"
        value={code}
        onChange={(e) => onChange(digitsOnly(e.target.value).slice(0, CODE_LENGTH))}
      />
      <p id="del-code-hint" className="account-hint">
        {t('codeHint')}
      </p>
    </div>
  )
}

/** After the deletion: the message stays, like the alert it replaces, until the borrower goes back to login. */
export function Deleted() {
  const t = useT(messages)
  return (
    <Page title={t('title')}>
      <p className="account-done" role="status">
        {t('done')}
      </p>
      <Button fullWidth autoFocus onClick={() => callNative({ action: 'backToLogin' })}>
        {t('backToLogin')}
      </Button>
    </Page>
  )
}
