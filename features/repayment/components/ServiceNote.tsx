import { callNative } from '@src/bridge/bridge'
import { servicePhone } from '@src/config/servicePhone'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { Button } from '@src/ui/Button'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { messages } from '../messages'

/** The plan's note, the customer-service telephone (the plan's when it gives one, the configured one otherwise: SPEC 9) and a how-to link. */
export function ServiceNote({ note, telephone }: { note?: string; telephone?: string }) {
  const t = useT(messages)
  const phone = servicePhone(telephone)
  return (
    <section className="repay-section repay-note">
      {note && (
        <>
          <h2>{t('noteHeading')}</h2>
          <p>
            <ValueText text={note} />
          </p>
        </>
      )}
      {phone && (
        <Button variant="text" onClick={() => callNative({ action: 'callTelephone', payload: { phone } })}>
          <ValueText text={t('callUs', { phone })} />
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
