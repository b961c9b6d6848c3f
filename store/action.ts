import type { Action } from '@reduxjs/toolkit'

/**
 * Action creators for the state the public pages share with the app (session, toasts).
 *
 * Why not Redux Toolkit's `createAction`: Redux Toolkit is one module, and a chunk holding it
 * holds everything the app uses of it, Immer included, and the landing page must stay within the
 * public pages' JS budget (docs/performance.md, 'The public pages' budget'). These creators
 * behave like RTK's where the app relies on it: the
 * `type` property (builder.addCase), `match` (isAnyOf, middleware) and an optional `prepare`.
 */
export type PayloadAction<P> = Action<string> & { payload: P }

export type ActionCreator<P, Args extends unknown[]> = ((...args: Args) => PayloadAction<P>) & {
  type: string
  match: (action: unknown) => action is PayloadAction<P>
}

export function actionCreator<P = void>(type: string): ActionCreator<P, [P] extends [void] ? [] : [payload: P]>
export function actionCreator<P, Args extends unknown[]>(type: string, prepare: (...args: Args) => { payload: P }): ActionCreator<P, Args>
export function actionCreator(type: string, prepare?: (...args: unknown[]) => { payload: unknown }) {
  const create = (...args: unknown[]) => ({ type, payload: prepare ? prepare(...args).payload : args[0] })
  return Object.assign(create, {
    type,
    match: (action: unknown): action is PayloadAction<unknown> =>
      typeof action === 'object' && action !== null && (action as Action).type === type,
    toString: () => type,
  })
}

let seq = 0
/** A page-unique id (toasts): no crypto needed, never repeats within a page's life. */
export function localId(): string {
  seq += 1
  return `${Date.now().toString(36)}-${seq.toString(36)}`
}
