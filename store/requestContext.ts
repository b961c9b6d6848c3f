import { config } from '@src/config/env'
import { type RequestContext, wireSettings } from '@src/lender/wire'

import type { SessionState } from './session'
import { COMMON_KEYS, COMMON_PARAM_WIRE, type SessionParams } from './shellParams'

/** The common parameters as wire key/value pairs: what the shell gave, under its names; nothing empty. */
function commonParamsOf(params: SessionParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of COMMON_KEYS) {
    const v = params[key]
    if (v) out[params.names?.[key] ?? COMMON_PARAM_WIRE[key]] = v
  }
  for (const [k, v] of Object.entries(params.extra ?? {})) if (v && !(k in out)) out[k] = v
  return out
}

/**
 * What this session adds to every request: the common parameters, the language parameter (a wire
 * extra, config.langParam: SPEC 7 names none, so empty by default), the JSON and form clients'
 * header values, and this context's wire settings with the borrower's language (Accept-Language,
 * where the deployment turns it on). The one place they are assembled: the base query, the
 * landing's calls and captcha, and the outbox (its page sends, and each entry it keeps for the
 * worker's replays) all take them from here.
 */
export function requestContext(session: Pick<SessionState, 'params' | 'lang'> | undefined): RequestContext {
  if (!session) return { settings: wireSettings(), commonParams: {} }
  const language: Record<string, string> = config.langParam && session.lang ? { [config.langParam]: session.lang } : {}
  return {
    settings: { ...wireSettings(), ...(session.lang ? { language: session.lang } : {}) },
    commonParams: { ...commonParamsOf(session.params), ...language },
    clientValues: session.params.headers ?? {},
  }
}
