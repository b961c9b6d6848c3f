import { requestFor, type LenderCall } from '@src/lender/call'
import type { ApiArgs } from './request'

/**
 * An RTK Query endpoint's request and answer from a lender call's descriptor (src/lender/call.ts):
 * `query` sends what the descriptor says for the arguments, `transformResponse` reads the answer
 * with the descriptor's reader. Features add their tags and feedback beside it.
 */
export function endpoint<Args, Answer>(c: LenderCall<Args, Answer>) {
  return {
    query: (args: Args): ApiArgs => requestFor(c, args),
    transformResponse: (data: unknown, meta: { message: string } | undefined, args: Args): Answer =>
      c.read(data, meta?.message ?? '', args),
  }
}
