import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { useOnline } from './online'

/** A small app-wide banner while the device is offline. */
export function OfflineBanner() {
  const t = useT(common)
  const online = useOnline()
  return (
    <div role="status" aria-live="polite" className={online ? 'offline-banner offline-banner--hidden' : 'offline-banner'}>
      {online ? '' : t('offline')}
    </div>
  )
}
