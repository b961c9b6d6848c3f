import { isFulfilled, isPending, isRejected, type Middleware } from '@reduxjs/toolkit'
import type { BaseQueryFn, EndpointDefinitions, Module } from '@reduxjs/toolkit/query'
import { common } from '@src/i18n/common'
import { translator, type Lang } from '@src/i18n/index'
import { errorText, isApiError } from './errors'
import type { SessionState } from './session'
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

export const feedbackModuleName: unique symbol = Symbol('feedback')

declare module '@reduxjs/toolkit/query' {
  // The module adds nothing to the API object; it only reads each endpoint's declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ApiModules<BaseQuery extends BaseQueryFn, Definitions extends EndpointDefinitions, ReducerPath extends string, TagTypes extends string> {
    [feedbackModuleName]: object
  }
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

/** The toast a failure gets under an endpoint's feedback; null for none. */
function failureToast(feedback: FailureFeedback, error: unknown, lang: Lang): string | null {
  if (feedback === 'screen') return null
  // The base query puts the server's message (or the common text) in every business failure.
  if (isApiError(error) && error.kind === 'business') return error.message
  if (feedback === 'serverMessage') return null
  // Not an ApiError: the endpoint's mapper refused the answer.
  return errorText(error, translator(common, lang)('malformedError'))
}

type ThunkArg = { endpointName?: unknown; type?: unknown }

/**
 * The one place that shows calls' loading toasts and failure toasts, as each endpoint declared
 * (issue 16): the base query only fetches. A call skipped for a cached answer or aborted by its
 * screen tells the borrower nothing.
 */
export const feedbackMiddleware: Middleware = (api) => {
  /** Calls in flight that show a loading toast, by request id. */
  const loading = new Set<string>()
  return (next) => (action) => {
    const result = next(action)
    if (!isPending(action) && !isFulfilled(action) && !isRejected(action)) return result
    const arg = action.meta.arg as ThunkArg | undefined
    const name = typeof arg?.endpointName === 'string' ? arg.endpointName : null
    const endpoint = name === null ? undefined : declared.get(name)
    if (!endpoint) return result
    const { requestId } = action.meta
    const lang: Lang = (api.getState() as { session?: SessionState }).session?.lang ?? 'en'
    if (isPending(action)) {
      if (endpoint.loading) {
        loading.add(requestId)
        api.dispatch(loadingStarted({ id: requestId, text: endpoint.loading(lang) }))
      }
      return result
    }
    if (loading.delete(requestId)) api.dispatch(loadingEnded(requestId))
    if (!isRejected(action) || action.meta.condition || action.meta.aborted) return result
    const feedback = endpoint.feedback ?? (arg?.type === 'mutation' ? 'toast' : 'screen')
    const message = failureToast(feedback, action.meta.rejectedWithValue ? action.payload : action.error, lang)
    if (message) api.dispatch(toastShown(message, { kind: 'error' }))
    return result
  }
}
