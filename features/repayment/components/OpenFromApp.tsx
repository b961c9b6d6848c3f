import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { useOrderIds } from '@src/nav/useOrderIds'
import { useT } from '@store/hooks'

import { codeMessages } from '../codeMessages'

/**
 * Said where a code page's address names a code that is not the borrower's own: a link from outside
 * the app (an SMS, a chat) could name anyone's code, and our domain must not vouch for it. The way
 * on is the repayment page, where Pay Now makes the borrower's own code.
 */
export function OpenFromApp() {
  const t = useT(codeMessages)
  const { productId, orderId } = useOrderIds()
  return (
    <div role="alert" className="ui-state ui-state--error">
      <p>{t('openFromApp')}</p>
      <Link className="repay-link" to={pathTo('repay', { productId, orderId })}>
        {t('goToRepay')}
      </Link>
    </div>
  )
}
