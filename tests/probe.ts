import { http, HttpResponse } from 'msw'

import { server } from '@sandbox/node'
import { baseApi } from '@store/api'

/**
 * A probe endpoint for store-level tests (session expiry, request log): one RTK Query call whose
 * answer each test writes itself, in the lender's envelope (SPEC 7).
 */
export const probeApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    // The lender's refusal is toasted with its message (the session-expiry tests read both toasts).
    probe: b.mutation<unknown, { n: number; phone?: string }>({
      query: (body) => ({ url: '/v3/probe/{segment}', body }),
      extraOptions: { feedback: 'serverMessage' },
    }),
    probeList: b.query<unknown, { n: number }>({ query: (params) => ({ url: '/service/probe-list', method: 'GET', params }) }),
  }),
  overrideExisting: true,
})

/** Answers the probe calls with each given reply in turn (the last one repeats); returns the bodies seen. */
export function answerProbe(...replies: (() => Response)[]) {
  const seen: string[] = []
  let i = 0
  server.use(
    http.all('*/api/v3/probe/*', async ({ request }) => {
      seen.push(await request.text())
      return replies[Math.min(i++, replies.length - 1)]()
    }),
    http.get('*/api/service/probe-list', () => replies[Math.min(i++, replies.length - 1)]()),
  )
  return seen
}

export const ok = () => HttpResponse.json({ code: 0, data: { fine: true } })
export const status = (s: number) => () => HttpResponse.json({ code: s, message: 'Unauthorized' }, { status: s })
export const business =
  (code: string | number, message = 'Session invalid') =>
  () =>
    HttpResponse.json({ code, message, data: null })
