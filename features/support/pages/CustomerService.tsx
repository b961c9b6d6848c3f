import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { config } from '@src/config/env'
import { useT } from '@src/i18n/index'
import { Button } from '@src/ui/Button'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { useGetContactInfoQuery } from '../api'
import { messages } from '../messages'
import '../support.css'

/**
 * Customer service `/customerService` (SPEC 2, 7, 9): telephone and e-mail as the server returns
 * them, the configured ones when it gives none. If the call fails we still show the configured
 * contacts (a borrower in trouble must always be able to reach us) with a retry.
 */
export function CustomerService() {
  const t = useT(messages)
  const tc = useT(common)
  const contact = useGetContactInfoQuery()
  const phone = contact.data?.phone || config.customerServicePhone
  const email = contact.data?.email || config.customerServiceEmail

  return (
    <Page title={t('title')}>
      <p>{t('intro')}</p>
      {contact.isLoading ? (
        <LoadingState />
      ) : (
        <>
          {contact.isError && (
            <div role="alert" className="cs-warning">
              <p>{t('loadFailed')}</p>
              <Button variant="secondary" onClick={() => void contact.refetch()}>
                {tc('retry')}
              </Button>
            </div>
          )}
          <ul className="cs-list">
            <li>
              <button type="button" className="cs-item" onClick={() => callNative({ action: 'callTelephone', payload: { phone } })}>
                <span className="cs-item__label">{t('telephone')}</span>
                <span className="cs-item__value">{phone}</span>
                <span className="cs-item__hint">{t('callHint')}</span>
              </button>
            </li>
            <li>
              <button type="button" className="cs-item" onClick={() => callNative({ action: 'sendEmail', payload: { email } })}>
                <span className="cs-item__label">{t('email')}</span>
                <span className="cs-item__value">{email}</span>
                <span className="cs-item__hint">{t('emailHint')}</span>
              </button>
            </li>
          </ul>
        </>
      )}
    </Page>
  )
}
