import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { Link } from '@src/nav/Link'
import { paths } from '@src/nav/paths'
import { useT } from '@store/hooks'

import { messages } from '../messages'

/**
 * What an order screen offers when trying again cannot help (an unknown order, an expired session):
 * the app's home (the bridge's go home; a plain browser gets the site's home) and customer service.
 */
export function DeadEndActions() {
  const t = useT(messages)
  const tc = useT(common)
  return (
    <p className="stack">
      <button type="button" className="ui-btn ui-btn--primary" onClick={() => callNative({ action: 'goHome' })}>
        {tc('goHome')}
      </button>
      <Link className="ui-btn ui-btn--secondary" to={paths.customerService}>
        {t('customerService')}
      </Link>
    </p>
  )
}
