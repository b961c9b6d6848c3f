import { useEffect, useState } from 'react'

import { common } from '@src/i18n/common'
import { ageText } from '@src/lastKnown/age'
import { messages } from '@src/lastKnown/messages'
import { Button } from '@src/ui/Button'
import { useT } from '@store/hooks'

import type { Stale } from './useLastKnown'

/** The note above a stored copy: why it is shown and how old it is ("Updated 10:32, 2 hours ago"). */
export function StaleNote({ stale }: { stale: Stale | null }) {
  const t = useT(messages)
  const tc = useT(common)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!stale) return
    // The age reads in minutes; it keeps up while the copy stays on screen.
    const iv = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(iv)
  }, [stale])
  if (!stale) return null
  return (
    <div role="status" className={`lk-note lk-note--${stale.reason}`}>
      <p className="lk-note__why">
        {t(stale.reason === 'offline' ? 'offline' : stale.reason === 'failed' ? 'refreshFailed' : 'refreshing')}
      </p>
      <p className="lk-note__age">{ageText(stale.at, Math.max(now, Date.now()), t)}</p>
      {stale.reason === 'failed' && (
        <Button variant="text" onClick={stale.retry}>
          {tc('retry')}
        </Button>
      )}
    </div>
  )
}
