import { callNative } from '@src/bridge/bridge'
import { config } from '@src/config/env'
import { servicePhone } from '@src/config/servicePhone'
import { Page } from '@src/ui/Page'
import { ErrorState, LoadingState } from '@src/ui/States'
import { valueClass } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { useGetContactInfoQuery } from '../api'
import { messages } from '../messages'

import '../support.css'

/**
 * Customer service `/customerService` (SPEC 2, 7, 9): the lender's number (`smWa`) as it returns
 * it, the configured one when it gives none (src/config/servicePhone.ts), in the market's shown
 * form; the e-mail as the server returns it, the configured one when it gives none. If the call fails we still show the configured
 * contacts (a borrower in trouble must always be able to reach us) with a retry.
 */
export function CustomerService() {
  const t = useT(messages)
  const contact = useGetContactInfoQuery()
  const phone = servicePhone(contact.data?.phone)
  const email = contact.data?.email || config.customerServiceEmail
  const contacts = [
    {
      label: t('telephone'),
      value: phone,
      hint: t('callHint'),
      onClick: () => callNative({ action: 'callTelephone', payload: { phone } }),
    },
    { label: t('email'), value: email, hint: t('emailHint'), onClick: () => callNative({ action: 'sendEmail', payload: { email } }) },
    // Neither the answer nor the deployment names one: left out, never an empty button.
  ].filter((c) => c.value !== '')

  return (
    <Page title={t('title')}>
      <p>{t('intro')}</p>
      {contact.isLoading ? (
        <LoadingState />
      ) : (
        <>
          {contact.isError && <ErrorState className="cs-warning" message={t('loadFailed')} onRetry={() => void contact.refetch()} />}
          <ul className="cs-list">
            {contacts.map((c) => (
              <li key={c.label}>
                <button type="button" className="ui-option-box cs-item" onClick={c.onClick}>
                  <span className="cs-item__label">{c.label}</span>
                  <span className={`cs-item__value ${valueClass(c.value)}`}>{c.value}</span>
                  <span className="cs-item__hint">{c.hint}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  )
}
