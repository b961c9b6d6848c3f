import { vitalsEndpoint } from '@src/config/deployment'
import { config } from '@src/config/env'

import { afterStart } from './afterStart'
import { screenName } from './screenName'

type Load = () => Promise<{ startFieldVitals: (url: string, screen: () => string) => void }>

/**
 * Runs `fn` once the app has rendered a screen (its `main` landmark is in #root, the loading
 * placeholder gone) and the browser has painted it: two animation frames later.
 */
export function afterFirstRender(fn: () => void, doc: Document = document): void {
  const painted = () => requestAnimationFrame(() => requestAnimationFrame(fn))
  const root = doc.getElementById('root')
  if (!root || root.querySelector('main')) return void painted()
  const mo = new MutationObserver(() => {
    if (!root.querySelector('main')) return
    mo.disconnect()
    painted()
  })
  mo.observe(root, { childList: true, subtree: true })
}

/**
 * Field measurement: when the deployment names an endpoint (vitalsUrl), web-vitals is
 * fetched once the page has started (afterStart: the load event, the first answers, an idle
 * moment) and the first screen has painted, in a file of its own, so it adds nothing to the start
 * path. Without the setting nothing is fetched and nothing is sent. Returns whether it will measure.
 */
export function measureVitals(url: string = vitalsEndpoint(config), load: Load = () => import('@src/vitals/fieldVitals')): boolean {
  const endpoint = vitalsEndpoint({ vitalsUrl: url })
  if (!endpoint) return false
  afterStart(() =>
    afterFirstRender(() => {
      load()
        .then((m) => m.startFieldVitals(endpoint, () => screenName(window.location.pathname)))
        // A chunk that cannot load (offline, a new deploy) costs a reading, never the page.
        .catch(() => undefined)
    }),
  )
  return true
}
