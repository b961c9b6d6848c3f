import { useId, useSyncExternalStore } from 'react'

import { vitalsEndpoint } from '@src/config/deployment'
import { config } from '@src/config/env'
import { lastReadings, type Rating, subscribeReadings } from '@src/vitals/readings'
import { useT } from '@store/hooks'

import { messages } from '../messages'

const RATING_KEY = { good: 'ratingGood', 'needs-improvement': 'ratingNeedsImprovement', poor: 'ratingPoor' } as const satisfies Record<
  Rating,
  string
>

/** The last field readings of this page view: what the beacon sends when the page is hidden. */
export function FieldReadings() {
  const t = useT(messages)
  const id = useId()
  const readings = useSyncExternalStore(subscribeReadings, lastReadings, lastReadings)
  const on = vitalsEndpoint(config) !== ''
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('vitalsHeading')}</h2>
      <p className="hint">{t('vitalsHint')}</p>
      {readings.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('vitalsMetric')}</th>
              <th scope="col">{t('vitalsValue')}</th>
              <th scope="col">{t('vitalsRating')}</th>
              <th scope="col">{t('vitalsScreen')}</th>
            </tr>
          </thead>
          <tbody>
            {readings.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td>{r.name === 'CLS' ? String(r.value) : t('vitalsMs', { n: r.value })}</td>
                <td>{t(RATING_KEY[r.rating])}</td>
                <td>{r.screen}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{on ? t('vitalsNone') : t('vitalsOff')}</p>
      )}
    </section>
  )
}
