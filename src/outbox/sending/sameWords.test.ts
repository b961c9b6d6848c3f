import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'

import { sendOrQueueComplaint } from '../page'
import { replayAll } from '../replay/replay'
import { lenderFromSpec } from '../testing/lenderFromSpec'
import { COMMON, complaint, fakeClock, freshIdb, makeOutbox, sendDeps, testSender } from '../testUtils'

/*
 * Two complaints with the same words (or the same first words) for two orders, against a lender
 * written from SPEC 7: problem-list rows carry no order number, so a row is claimed only by proof.
 */
const session = { owner: 's:a1', sessionId: 'a1', commonParams: { ...COMMON, session_id: 'a1' } }
const WORDS = 'Nimelipa deni lote kupitia M-Pesa lakini bado naonekana nadaiwa.'

/** A lender from SPEC with one session of one borrower and two orders, the outbox told that session. */
async function setup(maxText?: number) {
  const lender = lenderFromSpec({ sessions: { a1: 'A' }, orders: { A: ['ORD-1', 'ORD-2'] }, maxText })
  const clock = fakeClock()
  const outbox = makeOutbox(freshIdb(), clock)
  await outbox.setSession(session)
  const deps = { outbox, send: testSender(), random: () => 1, doubt: { checkLimit: 2, settleMs: 0 } }
  /** Sends a complaint now; `lose`: the lender loses this save's answer (before or after storing it). */
  const send = (text: string, orderNo: string, lose?: 'before' | 'after') => {
    if (lose) lender.state.loseNextSave = lose
    return sendOrQueueComplaint(
      { ...complaint([], text), orderNo },
      sendDeps({ outbox }, { commonParams: session.commonParams, send: deps.send, doubt: deps.doubt }),
    )
  }
  const passes = async (n: number) => {
    for (let i = 0; i < n; i++) {
      clock.advance(10 * 60_000)
      await replayAll(deps)
    }
  }
  const filed = () => lender.saved.map((x) => [x.orderNo, x.content])
  return { lender, outbox, send, passes, filed }
}

describe('a row is claimed only by proof', () => {
  it('the same words for two orders, the first lost: the second claims its own row, the first is sent again; both filed once', async () => {
    const s = await setup()
    expect((await s.send(WORDS, 'ORD-1', 'before')).status).toBe('queued')
    expect(await s.send(WORDS, 'ORD-2')).toEqual({ status: 'sent' })
    await s.passes(2)
    expect(s.filed()).toEqual([
      ['ORD-2', WORDS],
      ['ORD-1', WORDS],
    ])
    expect(await s.outbox.list()).toEqual([])
  })

  it('the second cannot claim its row (the list is busy): the first is never deleted as sent; the borrower is asked, and Send it again files it once', async () => {
    const s = await setup()
    await s.send(WORDS, 'ORD-1', 'before')
    // The look-up after the second save (its second list) is refused: its row cannot be told from a row of the first.
    let lists = 0
    server.use(http.post('*/api/user-problem/problem-list', () => (++lists === 2 ? HttpResponse.json({}, { status: 503 }) : undefined)))
    expect(await s.send(WORDS, 'ORD-2')).toEqual({ status: 'sent' })
    expect(lists).toBe(2)
    await s.passes(1)
    const [asked] = (await s.outbox.snapshot(session)).complaints
    expect(asked).toMatchObject({ state: 'failed', unchecked: true })
    expect(s.filed()).toEqual([['ORD-2', WORDS]])
    await s.outbox.resend(asked.id)
    await s.passes(1)
    expect(s.filed()).toEqual([
      ['ORD-2', WORDS],
      ['ORD-1', WORDS],
    ])
  })

  it('leading words: a lender that cuts texts to 20 characters stores both as the same row text; the lost one is still filed once', async () => {
    const s = await setup(20)
    await s.send(`${WORDS} Order one.`, 'ORD-1', 'before')
    expect(await s.send(`${WORDS} Order two.`, 'ORD-2')).toEqual({ status: 'sent' })
    await s.passes(2)
    expect(s.filed().map(([order]) => order)).toEqual(['ORD-2', 'ORD-1'])
    expect(await s.outbox.list()).toEqual([])
  })

  it('two unsure complaints with the same words, one stored and one lost: neither is deleted as sent nor sent again by itself; the borrower is asked', async () => {
    const s = await setup()
    await s.send(WORDS, 'ORD-1', 'before')
    await s.send(WORDS, 'ORD-2', 'after')
    await s.passes(3)
    expect(s.filed()).toEqual([['ORD-2', WORDS]])
    const shown = (await s.outbox.snapshot(session)).complaints
    expect(shown).toHaveLength(2)
    expect(shown.every((c) => c.state === 'failed' && c.unchecked)).toBe(true)
  })

  it('two unsure complaints with the same words, both stored: each takes one row, nothing is sent again', async () => {
    const s = await setup()
    await s.send(WORDS, 'ORD-1', 'after')
    await s.send(WORDS, 'ORD-2', 'after')
    await s.passes(2)
    expect(s.filed()).toHaveLength(2)
    expect(await s.outbox.list()).toEqual([])
  })
})
