import { http, HttpResponse } from 'msw'

import { server } from '@sandbox/node'

/**
 * A lender written from SPEC 7's tables, for the outbox's tests: no Idempotency-Key,
 * no user_id, problem-list per borrower with times in its own zone (UTC here, not Tanzania), text
 * stored as a server may (trimmed, CRLF made LF, cut at `maxText`), and it knows which orders are
 * whose. `busyList` answers problem-list 503 that many times; `unreadableList` answers HTML.
 */
export function lenderFromSpec(opts: { sessions: Record<string, string>; orders: Record<string, string[]>; maxText?: number }) {
  const saved: { borrower: string; session: string; orderNo: string; content: string; id: string }[] = []
  const state = { busyList: 0, unreadableList: false, loseNextSave: false as false | 'before' | 'after', lists: 0, inits: 0 }
  const who = (req: Request) => opts.sessions[new URL(req.url).searchParams.get('session_id') ?? ''] ?? null
  const form = async (req: Request) => new URLSearchParams(await req.text())
  const expired = () => HttpResponse.json({ code: 401, message: 'Session expired' })
  server.use(
    http.post('*/api/user-problem/problem-init', ({ request }) => {
      state.inits++
      const b = who(request)
      if (!b) return expired()
      const orderList = (opts.orders[b] ?? []).map((orderNo) => ({
        orderNo,
        productName: 'Mkopo',
        status: 'Repaying',
        isShow: 1,
        list: [],
      }))
      return HttpResponse.json({ code: '00', data: { problemType: [], problemSonType: [], orderDetail: orderList[0] ?? null, orderList } })
    }),
    http.post('*/api/user-problem/problem-save', async ({ request }) => {
      const b = who(request)
      if (!b) return expired()
      const body = await form(request)
      if (state.loseNextSave === 'before') {
        state.loseNextSave = false
        return HttpResponse.error()
      }
      const content = (body.get('problemDetail') ?? '')
        .replace(/\r\n?/g, '\n')
        .trim()
        .slice(0, opts.maxText ?? 200)
      saved.push({
        borrower: b,
        session: new URL(request.url).searchParams.get('session_id') ?? '',
        orderNo: body.get('orderNo') ?? '',
        content,
        id: `PB${saved.length + 1}`,
      })
      if (state.loseNextSave === 'after') {
        state.loseNextSave = false
        return HttpResponse.error()
      }
      return HttpResponse.json({ code: '00', data: null })
    }),
    http.post('*/api/user-problem/problem-list', ({ request }) => {
      state.lists++
      const b = who(request)
      if (!b) return expired()
      if (state.busyList > 0) {
        state.busyList--
        return HttpResponse.json({ message: 'Busy' }, { status: 503 })
      }
      if (state.unreadableList) return new HttpResponse('<html>gateway</html>', { headers: { 'content-type': 'text/html' } })
      const time = new Date(Date.UTC(2020, 0, 1)).toISOString().replace('T', ' ').slice(0, 19)
      const list = saved
        .filter((s) => s.borrower === b)
        .map((s) => ({ id: s.id, time, type: 'Other', content: s.content }))
        .reverse()
      return HttpResponse.json({ code: '00', data: { tabs: [{ title: 'Processing', list }] } })
    }),
  )
  return { saved, state }
}
