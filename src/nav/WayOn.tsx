import type { ReactNode } from 'react'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { Link } from './Link'
import { paths } from './paths'

/**
 * What a screen offers when trying again cannot help (an unknown order, a loan that cannot be
 * rolled over, a complaint or product the lender does not know): first the screen's own way on
 * (`children`: the order, Pay Now), then the app's home (the bridge's go home; a plain browser gets
 * the site's home) and customer service.
 */
export function WayOn({ children }: { children?: ReactNode }) {
  const tc = useT(common)
  return (
    <p className="stack">
      {children}
      <button
        type="button"
        className={`ui-btn ${children ? 'ui-btn--secondary' : 'ui-btn--primary'}`}
        onClick={() => callNative({ action: 'goHome' })}
      >
        {tc('goHome')}
      </button>
      <Link className="ui-btn ui-btn--secondary" to={paths.customerService}>
        {tc('customerService')}
      </Link>
    </p>
  )
}
