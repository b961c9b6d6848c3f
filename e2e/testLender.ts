import type { BrowserContext, Page, Route } from '@playwright/test'

import { expect } from './fixtures'
import { outboxStates } from './offlineKit'

/**
 * A test lender written from SPEC 7's tables (not the sandbox): it ignores
 * Idempotency-Key, has no user_id, answers its errors as HTTP 200 with a `code`, answers
 * problem-list per borrower with times in its own zone (UTC) and lists each complaint under an
 * "All" tab as well as its status tab, stores text as a server may (CRLF made LF, trimmed, cut at
 * 200), and knows which orders are whose. It answers the complaint calls at the browser context (the service worker's fetches
 * too); every other call goes on to the sandbox. `down` drops every API connection.
 */
type Saved = { borrower: string; session: string; orderNo: string; content: string; problemImage: string; id: string; at: number }
type Opts = { sessions: Record<string, string>; orders: Record<string, string[]> }

const TYPES = [
  { title: 'Repayment', value: 2 },
  { title: 'Other', value: 3 },
]

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })

export async function testLender(context: BrowserContext, opts: Opts) {
  const saved: Saved[] = []
  const state = {
    down: false,
    /**
     * The next save: 'before' drops the connection before storing; 'after' stores, then drops it; 'hang' stores and never
     * answers; 'stall' never answers and stores nothing.
     */
    loseNextSave: null as null | 'before' | 'after' | 'hang' | 'stall',
    /** problem-list answers "System busy" (HTTP 200, code 500) while true; turned on by the lost save when `busyAfterLostSave`. */
    listBusy: false,
    busyAfterLostSave: false,
    listUnreadable: false,
    /** problem-list shows a stored complaint only this long (ms) after it was stored (a list that shows a new one late). */
    listLagMs: 0,
    lists: 0,
    inits: 0,
    /** problem-save answers 503 with this Retry-After (seconds) and stores nothing, while set. */
    saveRetryAfter: null as null | string,
    /** upload-problem-img refuses (HTTP 200, code 01) while true. */
    uploadRefused: false,
    /** upload-problem-img answers after this long (ms). */
    uploadDelayMs: 0,
    uploads: 0,
  }
  await context.route('**/api/**', async (route) => {
    if (state.down) return route.abort('internetdisconnected')
    const req = route.request()
    const url = new URL(req.url())
    if (!url.pathname.includes('/user-problem/')) return route.continue()
    const borrower = opts.sessions[url.searchParams.get('session_id') ?? '']
    if (!borrower) return json(route, { code: 401, message: 'Session expired' })
    const call = url.pathname.split('/').pop()
    if (call === 'problem-init') {
      state.inits++
      const orderList = (opts.orders[borrower] ?? []).map((orderNo) => ({
        orderNo,
        productName: 'Mkopo Haraka',
        productLogo: '',
        status: 'Repaying',
        isShow: 0,
        list: [{ title: 'Amount', value: 'TZS 50,000' }],
      }))
      return json(route, { code: '00', data: { problemType: TYPES, problemSonType: [], orderDetail: orderList[0] ?? null, orderList } })
    }
    if (call === 'upload-problem-img') {
      if (state.uploadRefused) return json(route, { code: '01', message: 'Upload busy' })
      if (state.uploadDelayMs) await new Promise((r) => setTimeout(r, state.uploadDelayMs))
      state.uploads++
      return json(route, { code: '00', data: { url: `https://img.lender.example/${state.uploads}-${Date.now()}.jpg` } })
    }
    if (call === 'problem-save') {
      const body = new URLSearchParams(req.postData() ?? '')
      const lose = state.loseNextSave
      state.loseNextSave = null
      if (lose === 'before') return route.abort('connectionreset')
      if (lose === 'stall') return
      if (state.saveRetryAfter)
        return route.fulfill({
          status: 503,
          headers: { 'retry-after': state.saveRetryAfter },
          contentType: 'application/json',
          body: JSON.stringify({ code: 503, message: 'Maintenance' }),
        })
      const content = (body.get('problemDetail') ?? '').replace(/\r\n?/g, '\n').trim().slice(0, 200)
      saved.push({
        borrower,
        session: url.searchParams.get('session_id') ?? '',
        orderNo: body.get('orderNo') ?? '',
        content,
        problemImage: body.get('problemImage') ?? '',
        id: `PB${9000 + saved.length}`,
        at: Date.now(),
      })
      if (lose && state.busyAfterLostSave) state.listBusy = true
      if (lose === 'after') return route.abort('connectionreset')
      if (lose === 'hang') return
      return json(route, { code: '00', data: null })
    }
    if (call === 'problem-list') {
      state.lists++
      if (state.listBusy) return json(route, { code: '500', message: 'System busy' })
      if (state.listUnreadable) return route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Gateway</html>' })
      // The lender's own zone: UTC, not Tanzania's +3.
      const time = new Date().toISOString().replace('T', ' ').slice(0, 19)
      const list = saved
        .filter((s) => s.borrower === borrower && Date.now() - s.at >= state.listLagMs)
        .map((s) => ({ id: s.id, time, type: 'Repayment', content: s.content }))
        .reverse()
      return json(route, {
        code: '00',
        data: {
          tabs: [
            { title: 'All', list },
            { title: 'Processing', list },
            { title: 'Finished', list: [] },
          ],
        },
      })
    }
    return json(route, { code: '01', message: 'Complaint not found' })
  })
  /** What was stored of a text (compared as this lender stores it). */
  const savesOf = (text: string) => saved.filter((s) => s.content === text.replace(/\r\n?/g, '\n').trim())
  return {
    saved,
    state,
    savesOf,
    /** `text` is stored, the page's outbox empties, and no second copy follows. */
    async storedOnce(page: Page, text: string) {
      await expect.poll(() => savesOf(text).length, { timeout: 30_000 }).toBe(1)
      await expect.poll(() => outboxStates(page)).toEqual([])
      await page.waitForTimeout(1500)
      expect(savesOf(text)).toHaveLength(1)
    },
    async off() {
      state.down = true
      await context.setOffline(true)
    },
    async on(page?: Page) {
      state.down = false
      await context.setOffline(false)
      await page?.evaluate(() => window.dispatchEvent(new Event('online')))
    },
  }
}

/** The shell logs a borrower in with new parameters (the bridge's sessionParams message). */
export async function shellLogin(page: Page, params: Record<string, string>) {
  await page.evaluate((p) => window.onNativeMessage?.({ type: 'sessionParams', payload: p }), params)
}
