import { describe, expect, it } from 'vitest'

import { call, ok } from '@sandbox/kit'
import { server } from '@sandbox/node'

import { sendOrQueueComplaint } from '../page'
import { complaint, complaintServer, makeOutbox, replaySetup, scenarios, sendDeps } from '../testUtils'
import { replayAll } from './replay'
import { SETTLE_READS_MAX } from './settleWatch'

/*
 * A save whose answer was lost, against a lender whose problem-list shows a new complaint late:
 * "not in the list" proves nothing until the settle window has been watched to its end since the
 * save, on a monotonic clock. Nothing is sent again before that, whatever the wall clock says.
 */

const WINDOW = 60_000
const doubt = { checkLimit: 3, settleMs: WINDOW }

/** problem-list shows the stored complaints only once `shown` (a list that shows a new one late). */
function lateList(effects: ReturnType<typeof complaintServer>) {
  const list = { shown: false, reads: 0 }
  server.use(
    call('post', '/user-problem/problem-list', () => {
      list.reads++
      const rows = list.shown
        ? effects.saves.map((b, i) => ({ id: `PB${i + 1}`, time: '', type: 'Collection', content: b.problemDetail }))
        : []
      return ok({ tabs: [{ title: 'All', list: rows.reverse() }] }, { code: '00' })
    }),
  )
  return list
}

/** The lender stores the first save and never answers it; the direct send times out. */
async function lostSave() {
  const effects = complaintServer()
  scenarios('no-idempotency', 'problem-save=timeout-after@1')
  const list = lateList(effects)
  const s = replaySetup()
  expect((await sendOrQueueComplaint(complaint(), sendDeps(s, { doubt }))).status).toBe('queued')
  expect(effects.saves).toHaveLength(1)
  return { effects, list, s }
}

describe('an unsure save and a list that shows it late', () => {
  it('is looked up again over the window, never sent again while it runs, even with the clock set 10 min ahead and an hour back; found once shown', async () => {
    const { effects, list, s } = await lostSave()
    const before = list.reads
    for (const jump of [10 * 60_000, -3600_000, 0]) {
      s.clock.jump(jump)
      s.clock.advance(WINDOW / 4)
      await replayAll(s.deps)
      expect(await s.outbox.list()).toEqual([expect.objectContaining({ state: 'waiting', unsure: true })])
    }
    expect(list.reads).toBeGreaterThan(before)
    expect(effects.saves).toHaveLength(1)
    list.shown = true
    s.clock.advance(WINDOW / 4)
    await replayAll(s.deps)
    expect(await s.outbox.list()).toEqual([])
    expect(effects.saves).toHaveLength(1)
  })

  it('a save that stored nothing is sent again only once the window has been watched to its end since the save', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency', 'problem-save=timeout@1')
    lateList(effects)
    const s = replaySetup()
    await sendOrQueueComplaint(complaint(), sendDeps(s, { doubt }))
    expect(effects.saves).toHaveLength(0)
    // A year ahead on the wall clock: no time was watched, so nothing is proven.
    s.clock.jump(365 * 24 * 3600_000)
    await replayAll(s.deps)
    s.clock.advance(WINDOW / 2)
    await replayAll(s.deps)
    expect(effects.saves).toHaveLength(0)
    s.clock.advance(WINDOW / 2)
    await replayAll(s.deps)
    expect(effects.saves).toHaveLength(1)
    expect(await s.outbox.list()).toEqual([])
  })

  it('another context (the worker, a reload) counts only what was watched: the gap it did not watch is no time', async () => {
    const { effects, s } = await lostSave()
    // The page watched the save time out; another context takes over much later by the wall clock.
    s.clock.jump(30 * 60_000)
    const other = makeOutbox(s.idb, s.clock)
    const deps = { ...s.deps, outbox: other }
    await replayAll(deps)
    s.clock.advance(WINDOW / 2)
    await replayAll(deps)
    expect(effects.saves).toHaveLength(1)
    const [e] = await other.list()
    expect(e).toMatchObject({ state: 'waiting', unsure: true })
    expect(e.queue === 'complaints' && e.settle!.watchedMs).toBeLessThan(WINDOW)
    s.clock.advance(WINDOW / 2)
    await replayAll(deps)
    // Watched to its end and still not listed: the save did not arrive; it is sent again, once.
    expect(effects.saves).toHaveLength(2)
    expect(await other.list()).toEqual([])
  })

  it('contexts that never watch a whole window: after the bounded look-ups the borrower is asked, nothing is sent again', async () => {
    const { effects, s } = await lostSave()
    for (let i = 0; i < SETTLE_READS_MAX + 2; i++) {
      // A fresh context each time (a WebView reopened): none has watched the save.
      const deps = { ...s.deps, outbox: makeOutbox(s.idb, s.clock) }
      s.clock.jump(WINDOW)
      await replayAll(deps)
    }
    const snap = await s.outbox.snapshot()
    expect(snap.complaints).toEqual([expect.objectContaining({ state: 'failed', unchecked: true })])
    expect(effects.saves).toHaveLength(1)
  })

  it('an unsure complaint given up after server errors asks the borrower (Check again / Send it again / Discard), never "Not sent"', async () => {
    const effects = complaintServer()
    // The first save is stored, then answered 500; the list never shows it (a lender that lists late).
    scenarios('no-idempotency', 'problem-save=500-after@1', 'problem-save=500')
    lateList(effects)
    const s = replaySetup()
    const deps = { ...s.deps, poison: { serverErrors: 2, maxAgeMs: 3600_000 } }
    await sendOrQueueComplaint(complaint(), sendDeps(s, { doubt, poison: deps.poison }))
    for (let i = 0; i < 4; i++) {
      s.clock.advance(WINDOW)
      await replayAll(deps)
    }
    const snap = await s.outbox.snapshot()
    expect(snap.complaints).toEqual([expect.objectContaining({ state: 'failed', unchecked: true })])
    expect(effects.saves).toHaveLength(1)
  })
})
