import { vitalsEndpoint } from '@src/config/deployment'
import { config } from '@src/config/env'

import { afterStart } from './afterStart'
import { screenName } from './screenName'

type Load = () => Promise<{ startFieldVitals: (url: string, screen: () => string) => void }>

/**
 * Field measurement: when the deployment names an endpoint (vitalsUrl), web-vitals is
 * fetched once the page has started (afterStart: the load event, the first answers, the first
 * screen's content painted, an idle moment), in a file of its own, so it adds nothing to the start
 * path. Without the setting nothing is fetched and nothing is sent. Returns whether it will measure.
 */
export function measureVitals(url: string = vitalsEndpoint(config), load: Load = () => import('@src/vitals/fieldVitals')): boolean {
  const endpoint = vitalsEndpoint({ vitalsUrl: url })
  if (!endpoint) return false
  afterStart(() => {
    load()
      .then((m) => m.startFieldVitals(endpoint, () => screenName(window.location.pathname)))
      // A chunk that cannot load (offline, a new deploy) costs a reading, never the page.
      .catch(() => undefined)
  })
  return true
}
