import type { Translate } from '@src/i18n/index'
import { formatDate } from '@src/lib/dates'

import type { messages } from './messages'

type T = Translate<keyof (typeof messages)['en'] & string>

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

/**
 * "Updated 10:32, 2 hours ago": the clock time in East Africa Time (as every date on these
 * screens), with the date when the copy is from another day, and how long ago in words.
 */
export function ageText(at: number, now: number, t: T): string {
  const stamp = formatDate(at)
  const today = formatDate(now, { dateOnly: true })
  const time = stamp.slice(0, 10) === today ? stamp.slice(11, 16) : stamp.slice(0, 16)
  const d = Math.max(0, now - at)
  const ago =
    d < MIN
      ? t('justNow')
      : d < 2 * MIN
        ? t('minuteAgo')
        : d < HOUR
          ? t('minutesAgo', { n: Math.floor(d / MIN) })
          : d < 2 * HOUR
            ? t('hourAgo')
            : d < DAY
              ? t('hoursAgo', { n: Math.floor(d / HOUR) })
              : d < 2 * DAY
                ? t('dayAgo')
                : t('daysAgo', { n: Math.floor(d / DAY) })
  return t('updated', { time, ago })
}
