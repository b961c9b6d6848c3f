import type { Action } from '@reduxjs/toolkit'

import { type Lang, pickLang } from '@src/i18n/index'

import { actionCreator } from './action'
import { isBorrowerChange } from './borrower'
import { noShellParams, type SessionParams, type SessionUpdate } from './shellParams'

/*
 * The session slice: the shell's parameters (store/shellParams.ts reads them), the page-level ids
 * and the borrower's language. Who the borrower is: store/borrower.ts; what every request carries:
 * store/requestContext.ts; what a change of borrower forgets: store/borrowerGuard.ts.
 */

/** The page-level ids the developer test page edits; used as defaults for links. */
export type SessionIds = { productId: string; orderId: string }

export type SessionState = { params: SessionParams; ids: SessionIds; lang: Lang }

export function initialSession(
  browserLangs: readonly string[] = typeof navigator !== 'undefined' ? (navigator.languages ?? []) : [],
): SessionState {
  return { params: noShellParams, ids: { productId: '', orderId: '' }, lang: pickLang(null, browserLangs) }
}

/** The shell (URL, bridge) or the test page refreshed some parameters. */
export const paramsUpdated = actionCreator<SessionUpdate>('session/paramsUpdated')
export const idsUpdated = actionCreator<Partial<SessionIds>>('session/idsUpdated')
export const langChanged = actionCreator<Lang>('session/langChanged')
/** Logging out or deleting the account forgets the session. */
export const sessionCleared = actionCreator('session/sessionCleared')

/**
 * What the shell's URL says of the session (store/shellParams.ts `shellParamsFromQuery`), as the
 * session's actions: its parameters are its whole session, the freshest, so they replace what was
 * stored (no parameter of an earlier session goes out with this one); its language when it says
 * one. src/main.tsx dispatches them into the store; the early ask (src/app/askEarly.ts) reduces
 * them alone, so both hold the same session.
 */
export function shellSessionActions({ params, lang }: { params: SessionUpdate; lang?: Lang }): Action[] {
  return [...(Object.keys(params).length ? [paramsUpdated({ ...params, replace: true })] : []), ...(lang ? [langChanged(lang)] : [])]
}

/**
 * A plain reducer, not `createSlice`: the public pages share it, and Redux Toolkit would bring
 * Immer to the landing's JS budget (store/action.ts).
 */
export function sessionReducer(state: SessionState | undefined, action: Action): SessionState {
  const s = state ?? initialSession()
  if (paramsUpdated.match(action)) {
    const { extra, headers, names, replace, ...rest } = action.payload
    const base = replace ? noShellParams : s.params
    const newSession = rest.sessionId !== undefined && rest.sessionId !== s.params.sessionId
    const borrowerChange = isBorrowerChange(s.params, { sessionId: s.params.sessionId, extra: { ...s.params.extra, ...extra } })
    // A new session's (or another borrower's) further parameters and header values are the ones it
    // came with: a token or user id of the previous session is never sent under the next one.
    const fresh = replace || newSession || borrowerChange
    const params: SessionParams = {
      ...base,
      ...rest,
      extra: fresh ? { ...extra } : { ...base.extra, ...extra },
      headers: fresh ? { ...headers } : { ...base.headers, ...headers },
      names: { ...(replace ? {} : base.names), ...names },
    }
    return { ...s, params }
  }
  if (idsUpdated.match(action)) return { ...s, ids: { ...s.ids, ...action.payload } }
  if (langChanged.match(action)) return s.lang === action.payload ? s : { ...s, lang: action.payload }
  if (sessionCleared.match(action)) return { ...s, params: noShellParams, ids: { productId: '', orderId: '' } }
  return s
}
