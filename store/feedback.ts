import type { Middleware } from '@reduxjs/toolkit'
import type { BaseQueryFn, EndpointDefinitions, Module } from '@reduxjs/toolkit/query'

import { common } from '@src/i18n/common'
import { type Lang, translator } from '@src/i18n/index'
import { errorText, isApiError } from '@src/lender/errors'

import type { SessionState } from './session'
import { meansSessionExpired } from './sessionExpiry'
import { loadingEnded, loadingStarted, toastShown } from './ui'

/**
 * Who tells the borrower that a call failed:
 * - `'toast'`: a toast with the server's message (or, for an answer that could not be read, the
 *   malformed-answer text). The default for mutations: a button press has no error state.
 * - `'screen'`: nothing here; the screen shows or words every failure itself (an error state with
 *   a retry, or SPEC 8's fixed texts for some codes). The default for queries.
 * - `'serverMessage'`: only the lender's refusal (a business code) is toasted, with its message;
 *   the screen shows the other failures.
 */
export type FailureFeedback = 'toast' | 'screen' | 'serverMessage'

/**
 * An endpoint's declared feedback, in its `extraOptions` (the base query ignores it): most
 * endpoints declare nothing and get their kind's default.
 */
export type EndpointFeedback = {
  feedback?: FailureFeedback
  /** A loading toast for the call's duration, in the borrower's language. */
  loading?: (lang: Lang) => string
}

/** Every endpoint of the API, by name, with what it declared ({} when nothing). */
const declared = new Map<string, EndpointFeedback>()

const feedbackModuleName: unique symbol = Symbol('feedback')

declare module '@reduxjs/toolkit/query' {
  // The module adds nothing to the API object; it only reads each endpoint's declaration.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ApiModules<
    BaseQuery extends BaseQueryFn,
    Definitions extends EndpointDefinitions,
    ReducerPath extends string,
    TagTypes extends string,
  > {
    [feedbackModuleName]: object
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}

/** The createApi module (store/api.ts) that learns each endpoint's declared feedback as it is injected. */
export function feedbackModule(): Module<typeof feedbackModuleName> {
  return {
    name: feedbackModuleName,
    init: () => ({
      injectEndpoint(endpointName, definition) {
        declared.set(endpointName, (definition.extraOptions ?? {}) as EndpointFeedback)
      },
    }),
  }
}

/** The toast a failure gets under an endpoint's feedback; '' for none. */
function failureToast(feedback: FailureFeedback, error: unknown, lang: Lang): string {
  if (feedback === 'screen') return ''
  // A failure because the session expired is spoken for by the one 'session expired' message
  // (store/sessionExpiry.ts): its own text ('Please sign in') would only repeat or bury it.
  if (isApiError(error) && meansSessionExpired(error)) return ''
  // The base query puts the server's message (or the common text) in every business failure.
  if (isApiError(error) && error.kind === 'business') return error.message
  // Any other failure: its own text (connection, timeout, server error); without an ApiError the
  // endpoint's mapper refused the answer, and the borrower reads the malformed-answer text.
  return feedback === 'toast' ? errorText(error, translator(common, lang)('malformedError')) : ''
}

/** The parts of an RTK Query thunk action's meta read here. */
type ThunkMeta = {
  arg?: { endpointName?: string; type?: string }
  requestId: string
  requestStatus?: 'pending' | 'fulfilled' | 'rejected'
  rejectedWithValue?: boolean
  condition?: boolean
  aborted?: boolean
}

/**
 * The one place that shows calls' loading toasts and failure toasts, as each endpoint declared
 *: the base query only fetches. A call skipped for a cached answer or aborted by its
 * screen tells the borrower nothing.
 */
export const feedbackMiddleware: Middleware = (api) => (next) => (action) => {
  const result = next(action)
  const { meta, payload, error } = action as { meta?: ThunkMeta; payload?: unknown; error?: unknown }
  const endpoint = meta?.arg?.endpointName === undefined ? undefined : declared.get(meta.arg.endpointName)
  if (!meta || !endpoint) return result
  const lang: Lang = (api.getState() as { session?: SessionState }).session?.lang ?? 'en'
  if (endpoint.loading) {
    // Ending a loading toast that never started (a cached answer) changes nothing.
    api.dispatch(
      meta.requestStatus === 'pending'
        ? loadingStarted({ id: meta.requestId, text: endpoint.loading(lang) })
        : loadingEnded(meta.requestId),
    )
  }
  if (meta.requestStatus !== 'rejected' || meta.condition || meta.aborted) return result
  const message = failureToast(
    endpoint.feedback ?? (meta.arg?.type === 'mutation' ? 'toast' : 'screen'),
    meta.rejectedWithValue ? payload : error,
    lang,
  )
  if (message) api.dispatch(toastShown(message, { kind: 'error' }))
  return result
}
