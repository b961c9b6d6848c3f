import type { CallRequest, OkCodes } from './wire'

/*
 * One descriptor per SPEC 7 call: its method and path as SPEC 7 gives them, how the
 * call's arguments become the payload, which answers count as success, and how the answer's data
 * is read (schema + mapper, throwing MalformedResponseError). No React and no Redux: RTK Query's
 * endpoints (store/api.ts `endpoint`), the public pages' thunks, the first calls sent ahead and the
 * offline queue all send a call from its descriptor, so none of them says a path, a payload or a
 * success rule of its own. The request `requestFor` gives is the one the wire module sends
 * (src/lender/wire.ts `CallRequest`): no step between reshapes it.
 */

/** What a call may choose per request, beside its method and path (a variant's success rule, an Idempotency-Key). */
export type CallOptions = Omit<CallRequest, 'url' | 'method'> & { url?: string }

/** A call's request side: what the offline queue sends without reading the answer as a screen does. */
export type CallSpec<Args> = {
  method: 'GET' | 'POST'
  /** SPEC 7's path (`{segment}`: the market segment). A call whose path depends on its arguments says so in `send`. */
  path: string
  /** Success codes: 0 when not said. */
  ok?: OkCodes
  /** Success only with `success: true` in the answer (SPEC 7's loan calls). */
  requireSuccess?: boolean
  /** The payload (POST body or GET parameters) and any per-request choice, from the call's arguments. None when absent. */
  send?: (args: Args) => CallOptions
}

/** One SPEC 7 call: its request side and how its answer is read. */
export type LenderCall<Args, Answer> = CallSpec<Args> & {
  /** The answer's data (and the envelope's message) -> what the app uses; throws MalformedResponseError when unreadable. */
  read: (data: unknown, message: string, args: Args) => Answer
}

/** Declares a call; the identity function that lets TypeScript infer the arguments and the answer. */
export function call<Args = void, Answer = null>(c: LenderCall<Args, Answer>): LenderCall<Args, Answer> {
  return c
}

/** The request `c` sends for `args`. */
export function requestFor<Args>(c: CallSpec<Args>, args: Args): CallRequest {
  const { url, ...options } = c.send?.(args) ?? {}
  return {
    url: url ?? c.path,
    method: c.method,
    ...(c.ok !== undefined ? { ok: c.ok } : {}),
    ...(c.requireSuccess ? { requireSuccess: true } : {}),
    ...options,
  }
}

/** For calls whose answer the app does not read (SPEC 7: "result ignored", or a code only). */
export const ignoreAnswer = (): null => null

/** The envelope's message as the answer (SPEC 7 submit-utr: "message shown"). */
export const messageAnswer = (_data: unknown, message: string): string => message
