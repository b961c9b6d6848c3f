import { describe, expect, it } from 'vitest'

import { sendOrQueueComplaint } from '../page'
import { replayAll } from '../replay/replay'
import { lenderFromSpec } from '../testing/lenderFromSpec'
import { COMMON, complaint, fakeClock, freshIdb, makeOutbox, sendDeps, testSender } from '../testUtils'

/*
 * Against a lender written from SPEC 7 (../testing/lenderFromSpec.ts): whose entry it is without
 * user_id, and a reconcile that needs no clocks. `COMMON` carries no user_id.
 */
const session = (sid: string) => ({ owner: `s:${sid}`, sessionId: sid, commonParams: { ...COMMON, session_id: sid } })

function setup() {
  const clock = fakeClock()
  const outbox = makeOutbox(freshIdb(), clock)
  const deps = { outbox, send: testSender(), random: () => 1, doubt: { checkLimit: 2, settleMs: 0 } }
  const queue = (sid: string, text: string, orderNo: string, online = false) =>
    sendOrQueueComplaint(
      { ...complaint([], text), orderNo },
      sendDeps({ outbox }, { commonParams: session(sid).commonParams, send: deps.send, online: () => online, doubt: deps.doubt }),
    )
  const replayUnder = async (sid: string) => {
    await outbox.setSession(session(sid))
    return replayAll(deps)
  }
  /** `passes` replays under sid, ten minutes apart; then the complaints the borrower is shown. */
  const shownAfter = async (sid: string, passes: number) => {
    for (let i = 0; i < passes; i++) {
      clock.advance(10 * 60_000)
      await replayUnder(sid)
    }
    return (await outbox.snapshot(session(sid))).complaints
  }
  return { clock, outbox, deps, queue, replayUnder, shownAfter }
}

/** Borrower A, online in session a1, sends a complaint on ORD-1 whose save the lender loses (after or before storing it). */
async function lostSave(loseNextSave: 'after' | 'before', text: string) {
  const lender = lenderFromSpec({ sessions: { a1: 'A' }, orders: { A: ['ORD-1'] } })
  const s = setup()
  await s.outbox.setSession(session('a1'))
  lender.state.loseNextSave = loseNextSave
  await s.queue('a1', text, 'ORD-1', true)
  return { lender, s }
}

describe('whose entry it is, without user_id', () => {
  it('a re-login with a new session: the entry about her order is proven by problem-init and sent once under the new session', async () => {
    const lender = lenderFromSpec({ sessions: { a1: 'A', a2: 'A' }, orders: { A: ['ORD-A1'] } })
    const s = setup()
    await s.queue('a1', 'Queued before the re-login.', 'ORD-A1')
    // Nothing about orders here; written in the same session: goes with its sibling once that is proven.
    await s.queue('a1', 'No order on this one.', '')
    expect((await s.outbox.snapshot(session('a2'))).parked).toBe(2)
    await s.replayUnder('a2')
    expect(lender.saved.map((x) => [x.session, x.content])).toEqual([
      ['a2', 'Queued before the re-login.'],
      ['a2', 'No order on this one.'],
    ])
    expect(await s.outbox.list()).toEqual([])
  })

  it('a re-login landing mid-pass (after the look-up, before the save): nothing goes under the replaced session; sent once under the new one', async () => {
    const lender = lenderFromSpec({ sessions: { a1: 'A', a2: 'A' }, orders: { A: ['ORD-A1'] } })
    const s = setup()
    await s.queue('a1', 'Sent while the shell logged in again.', 'ORD-A1')
    await s.outbox.setSession(session('a1'))
    // The pass reads a1; its baseline look-up is answered only after the page wrote a2 (the order the e2e row raced into).
    const inner = s.deps.send
    const sent: string[] = []
    s.deps.send = async (req, context) => {
      const sid = context.commonParams.session_id
      sent.push(`${req.url.split('/').pop()}@${sid}`)
      if (req.url.endsWith('/problem-list') && sid === 'a1') await s.outbox.setSession(session('a2'))
      return inner(req, context)
    }
    const first = await replayAll(s.deps)
    expect(lender.saved).toEqual([])
    expect(first.nextWakeAt).toBe(s.clock.now())
    const [left] = await s.outbox.list()
    // Released untouched: not marked unsure (nothing was saved), due at once.
    expect(left).toMatchObject({ state: 'waiting', attempts: 0 })
    expect(left.unsure).toBeFalsy()
    await replayAll(s.deps)
    expect(lender.saved.map((x) => [x.session, x.orderNo])).toEqual([['a2', 'ORD-A1']])
    expect(sent.filter((x) => x.startsWith('problem-save'))).toEqual(['problem-save@a2'])
    expect(await s.outbox.list()).toEqual([])
  })

  it('a second borrower on the same phone: nothing sent, nothing shown (only counted); the first one back with another session gets it sent once', async () => {
    const lender = lenderFromSpec({ sessions: { a1: 'A', b1: 'B', a3: 'A' }, orders: { A: ['ORD-A1'], B: ['ORD-B1'] } })
    const s = setup()
    await s.queue('a1', 'Words of the first borrower.', 'ORD-A1')
    await s.replayUnder('b1')
    s.clock.advance(60_000)
    await s.replayUnder('b1')
    expect(lender.saved).toEqual([])
    expect(await s.outbox.snapshot(session('b1'))).toMatchObject({ complaints: [], parked: 1 })
    expect(JSON.stringify(await s.outbox.snapshot(session('b1')))).not.toContain('first borrower')
    await s.replayUnder('a3')
    expect(lender.saved.map((x) => [x.borrower, x.session])).toEqual([['A', 'a3']])
  })

  it('an orderless entry from a session nobody can link stays parked (never deleted, never guessed)', async () => {
    const lender = lenderFromSpec({ sessions: { a1: 'A', a2: 'A' }, orders: { A: ['ORD-A1'] } })
    const s = setup()
    await s.queue('a1', 'No order and no sibling.', '')
    await s.replayUnder('a2')
    expect(lender.saved).toEqual([])
    expect(await s.outbox.list()).toHaveLength(1)
    await s.replayUnder('a1')
    expect(lender.saved.map((x) => x.session)).toEqual(['a1'])
  })
})

describe('a reconcile that needs no clocks and no luck', () => {
  it('the same words for two orders, the second save lost before it was stored: two complaints', async () => {
    const lender = lenderFromSpec({ sessions: { a1: 'A' }, orders: { A: ['ORD-1', 'ORD-2'] } })
    const s = setup()
    await s.outbox.setSession(session('a1'))
    expect((await s.queue('a1', 'Same words twice.', 'ORD-1', true)).status).toBe('sent')
    lender.state.loseNextSave = 'before'
    expect((await s.queue('a1', 'Same words twice.', 'ORD-2', true)).status).toBe('queued')
    s.clock.advance(10 * 60_000)
    await s.replayUnder('a1')
    expect(lender.saved.map((x) => x.orderNo)).toEqual(['ORD-1', 'ORD-2'])
  })

  it('the answer lost after storing, with a lender in UTC that trims and rewrites line breaks, and the phone clock 20 minutes fast: one complaint', async () => {
    const lender = lenderFromSpec({ sessions: { a1: 'A' }, orders: { A: ['ORD-1'] } })
    const s = setup()
    s.clock.advance(20 * 60_000)
    await s.outbox.setSession(session('a1'))
    lender.state.loseNextSave = 'after'
    expect((await s.queue('a1', '  Line one\r\nLine two  ', 'ORD-1', true)).status).toBe('queued')
    s.clock.advance(10 * 60_000)
    await s.replayUnder('a1')
    expect(lender.saved).toHaveLength(1)
    expect(await s.outbox.list()).toEqual([])
  })

  it('a busy problem-list keeps it unsure (never a refusal); after the bounded checks the borrower is asked; Retry looks it up first: one complaint', async () => {
    const { lender, s } = await lostSave('after', 'Busy list after a lost answer.')
    lender.state.busyList = 2
    const [asked] = await s.shownAfter('a1', 3)
    expect(asked).toMatchObject({ state: 'failed', unchecked: true, complaint: { problemDetail: 'Busy list after a lost answer.' } })
    expect(lender.saved).toHaveLength(1)
    await s.outbox.retry(asked.id)
    await s.replayUnder('a1')
    expect(lender.saved).toHaveLength(1)
    expect(await s.outbox.list()).toEqual([])
  })

  it('an unreadable problem-list: the borrower is asked, nothing is sent by itself; "Send it again" sends it', async () => {
    const { lender, s } = await lostSave('before', 'The list cannot be read.')
    lender.state.unreadableList = true
    const [asked] = await s.shownAfter('a1', 4)
    expect(lender.saved).toHaveLength(0)
    expect(asked).toMatchObject({ state: 'failed', unchecked: true })
    await s.outbox.resend(asked.id)
    lender.state.unreadableList = false
    await s.replayUnder('a1')
    expect(lender.saved.map((x) => x.content)).toEqual(['The list cannot be read.'])
  })
})
