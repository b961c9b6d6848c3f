import { useState, useSyncExternalStore } from 'react'

import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { applyUpdate, subscribeUpdate, updateWaiting } from './register'

/** Offers a waiting new version; never reloads without the borrower's tap. */
export function UpdatePrompt() {
  const t = useT(common)
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false)
  const [dismissed, setDismissed] = useState(false)
  if (!waiting || dismissed) return null
  return (
    <div className="update-prompt" role="region" aria-label={t('updateAvailable')}>
      <span>{t('updateAvailable')}</span>
      <button type="button" className="ui-btn ui-btn--primary ui-btn--small" onClick={applyUpdate}>
        {t('updateNow')}
      </button>
      <button type="button" className="ui-btn ui-btn--text ui-btn--small" onClick={() => setDismissed(true)}>
        {t('later')}
      </button>
    </div>
  )
}
