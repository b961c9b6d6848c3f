import { type Action, createAction, type Middleware } from '@reduxjs/toolkit'

import { whenIdle } from '@src/lib/whenIdle'

import type * as Sanitizers from './devtoolsSanitize'

/**
 * Redux DevTools for support staff: off by default, switched on by the support flag or at run time.
 * What every page needs from it stays here (the switch, the masking the request log uses); the
 * sanitisers (./devtoolsSanitize.ts) are fetched only when DevTools are turned on.
 */
export { maskDigits, REDACTED } from './redact'

/** DevTools are on in development, and in production only with the support flag. */
export function devtoolsEnabled(isDev: boolean, supportFlag: boolean): boolean {
  return isDev || supportFlag
}

/** Support staff switch Redux DevTools on or off at run time (a shell message or the test page). */
export const devtoolsSwitched = createAction<boolean>('devtools/switched')

/** The parts of the Redux DevTools extension's `connect()` answer we use. */
type DevtoolsConnection = { init: (state: unknown) => void; send: (action: unknown, state: unknown) => void; unsubscribe?: () => void }
type DevtoolsExtension = { connect: (options: { name: string; maxAge?: number }) => DevtoolsConnection }

/** The extension as the browser offers it, if installed (remote debugging of a WebView included). */
export function devtoolsExtension(): DevtoolsExtension | undefined {
  const ext = (globalThis as { __REDUX_DEVTOOLS_EXTENSION__?: Partial<DevtoolsExtension> }).__REDUX_DEVTOOLS_EXTENSION__
  return ext && typeof ext.connect === 'function' ? (ext as DevtoolsExtension) : undefined
}

type Sanitize = Pick<typeof Sanitizers, 'actionSanitizer' | 'stateSanitizer'>

/** What arrives before the sanitisers do, sent once they are in (the panel keeps as many). */
const QUEUE_MAX = 100

/**
 * DevTools connected by hand: when support staff switch them on at run time, or from the start in
 * development or with the support flag (`connectAtStart`). The store's own enhancer is fixed at
 * creation and would need the sanitisers in every start's code; this connection fetches them
 * (./devtoolsSanitize.ts, precached like every script) when it is first wanted, and sends what
 * happened meanwhile once they are in. Everything sent passes the same sanitisers, whatever asked
 * for the connection.
 */
export function runtimeDevtoolsMiddleware(opts: {
  connectAtStart?: boolean
  extension?: () => DevtoolsExtension | undefined
  sanitizers?: () => Promise<Sanitize>
}): Middleware {
  const find = opts.extension ?? devtoolsExtension
  const load = opts.sanitizers ?? (() => import('./devtoolsSanitize'))
  return (api) => {
    let wanted = false
    let connection: DevtoolsConnection | null = null
    let sanitize: Sanitize | null = null
    let queue: { action: Action; state: unknown }[] = []
    // `later`: the connection asked for from the start waits for an idle moment, off the path of
    // the screen's first content; what happens meanwhile is queued and sent as it would be.
    const connect = (state: unknown, later = false) => {
      wanted = true
      queue = []
      const fetch = () => {
        if (!wanted) return
        void load().then(
          (s) => {
            if (!wanted || connection) return
            const ext = find()
            const pending = queue
            queue = []
            // No extension to talk to (a phone without remote debugging): nothing is kept for it.
            if (!ext) return void (wanted = false)
            sanitize = s
            connection = ext.connect({ name: 'Borrower web (support)', maxAge: QUEUE_MAX })
            connection.init(s.stateSanitizer(state))
            for (const q of pending) connection.send(s.actionSanitizer(q.action), s.stateSanitizer(q.state))
          },
          // Not fetched (offline before the worker had it): the next switch tries again.
          () => void (wanted = false),
        )
      }
      if (later) whenIdle(fetch)
      else fetch()
    }
    if (opts.connectAtStart) connect(api.getState(), true)
    return (next) => (action) => {
      const result = next(action)
      if (devtoolsSwitched.match(action)) {
        if (action.payload && !wanted) connect(api.getState())
        else if (!action.payload && wanted) {
          connection?.unsubscribe?.()
          connection = null
          wanted = false
          queue = []
        }
      }
      if (connection && sanitize) connection.send(sanitize.actionSanitizer(action as Action), sanitize.stateSanitizer(api.getState()))
      else if (wanted && queue.length < QUEUE_MAX) queue.push({ action: action as Action, state: api.getState() })
      return result
    }
  }
}
