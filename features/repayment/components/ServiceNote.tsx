import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { callNative } from '@src/bridge/bridge'
import { config } from '@src/config/env'
import { useT } from '@store/hooks'
import { Button } from '@src/ui/Button'
import { messages } from '../messages'

/** The plan's note, the customer-service telephone (the configured one when none is given) and a how-to link. */
export function ServiceNote({ note, telephone }: { note?: string; telephone?: string }) {
  const t = useT(messages)
  const phone = telephone?.trim() || config.customerServicePhone
  return (
    <section className="repay-section repay-note">
      {note && (
        <>
          <h2>{t('noteHeading')}</h2>
          <p>{note}</p>
        </>
      )}
      {phone && (
        <Button variant="text" onClick={() => callNative({ action: 'callTelephone', payload: { phone } })}>
          {t('callUs', { phone })}
        </Button>
      )}
      <p>
        <Link className="repay-link" to={pathTo('paymentInstructions')}>
          {t('howToPay')}
        </Link>
      </p>
    </section>
  )
}
