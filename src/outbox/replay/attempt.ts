import { config } from '../../config/env'
import { randomUUID } from '../../lib/uuid'
import { aged } from '../queue/bounds'
import type { Outbox, OutboxSession } from '../queue/queue'
import { sendableUnder } from '../queue/relation'
import { type ComplaintEntry, type Doubt, type Entry, isPending, type Params } from '../queue/types'
import { sendComplaint, sendEvent } from '../sending/deliver'
import { rivalsOf, settleSent } from '../sending/ownRow'
import { CLAIMED_KEY, judge, lookUp, matchingKeys, settleByRow } from '../sending/reconcile'
import { guardSession, type Outcome, type Sender } from '../sending/sender'
import { entryLockName, heartbeat, leaseHeld, leaseMs, type LockManagerLike, webLocks } from './locks'
import { type AttemptResult, doubtOf, type Poison, recordOutcome, type Stage } from './outcome'
import { readEveryMs, SETTLE_READS_MAX, startWatch, watchNow } from './settleWatch'

export type ReplayDeps = {
  outbox: Outbox
  send: Sender
  random?: () => number
  /** When to give up on an entry that keeps getting server errors (config.outboxPoison). */
  poison?: Poison
  /** When to ask the borrower, how long a timed-out save is left to land (config.outboxDoubt). */
  doubt?: Doubt
  uuid?: () => string
  /** Web Locks (navigator.locks); null where absent (the heartbeat lease is used); by default this context's. */
  locks?: LockManagerLike | null
}

export type AttemptOptions = {
  /** The session to send under (the page's own for a direct send; else what the page last told the outbox). */
  session: OutboxSession | null
  /** A replay's: reads the current session before every request; once it names another, the attempt stops untouched. */
  recheck?: () => Promise<OutboxSession | null>
  /** Told as each image gets its URL (the screen's tiles). */
  onUploaded?: (index: number, url: string) => void
  /** A rejection removes the entry instead of listing it as failed (the screen still has the draft). */
  removeOnRejection?: boolean
  /** The look-up could not tell: ask the borrower at once. */
  ask?: boolean
}

/**
 * One attempt at one entry, the same in a page and in the worker. It holds the entry's Web Lock
 * where the browser has them (another holder: skipped), else a heartbeat lease (./locks.ts);
 * reconciles first when an earlier attempt's outcome is unknown (`unsure`: the server may have
 * stored it), then sends what is left and records what became of it.
 */
export async function attemptEntry(id: string, deps: ReplayDeps, opts: AttemptOptions): Promise<AttemptResult> {
  const locks = deps.locks === undefined ? webLocks() : deps.locks
  if (!locks) return attemptClaimed(id, deps, opts, false)
  return locks.request(entryLockName(id), { ifAvailable: true }, async (lock): Promise<AttemptResult> =>
    lock ? attemptClaimed(id, deps, opts, true) : { kind: 'skipped' },
  )
}

async function attemptClaimed(id: string, deps: ReplayDeps, opts: AttemptOptions, locked: boolean): Promise<AttemptResult> {
  const { outbox } = deps
  const me = (deps.uuid ?? randomUUID)()
  const start = outbox.clock.now()
  const claimed = await outbox.update(id, (x) => {
    // Holding the entry's lock proves nobody else is sending it, whatever its lease says.
    if (!isPending(x) || (!locked && leaseHeld(outbox, x).held) || !sendableUnder(x, opts.session)) return x
    // Found 'sending' with its lease over: that sender died or froze mid-request. A complaint is in
    // doubt only if it reached the save (marked `unsure` just before it); killed during its uploads
    // or look-up (a reload), nothing was stored. An event may have arrived.
    const unsure = x.unsure || (x.state === 'sending' && x.queue !== 'complaints')
    const ms = leaseMs(x)
    return { ...aged(x, start), state: 'sending', lease: { owner: me, until: start + ms, ms }, ...(unsure ? { unsure: true } : {}) }
  })
  if (!claimed || claimed.state !== 'sending' || claimed.lease?.owner !== me) return { kind: 'skipped' }
  const stopBeat = locked ? () => undefined : heartbeat(outbox, id, me, claimed.lease.ms ?? leaseMs(claimed))
  try {
    return await attemptOwned(claimed, deps, opts, me)
  } finally {
    stopBeat()
  }
}

async function attemptOwned(claimed: Entry, deps: ReplayDeps, opts: AttemptOptions, me: string): Promise<AttemptResult> {
  const { outbox } = deps
  const id = claimed.id
  const params: Params = opts.session?.commonParams ?? claimed.commonParams
  // Every request goes under the session current when it is sent, never under one replaced meanwhile.
  const guard = guardSession(deps.send, opts.session, opts.recheck)
  const send = guard.send
  let stage: Stage = 'upload'
  let out: Outcome | null
  // Replaced mid-attempt: the entry goes back untouched, else the outcome is recorded.
  // The rows matching its text before this save: after an unsure save only a new one counts.
  let baseline: string[] | undefined
  const finish = async (o: Outcome, with_: AttemptOptions = opts): Promise<AttemptResult> => {
    if (guard.replaced()) return release(outbox, claimed, me)
    if (o.kind !== 'ok' || claimed.queue !== 'complaints') return settle(outbox, claimed, me, o, stage, deps, with_)
    // Accepted: its new row is claimed, so that no unsure complaint with the same words takes it.
    await settleSent(outbox, { ...claimed, baseline }, params, deps.send)
    return { kind: 'sent' }
  }
  if (claimed.queue === 'complaints') {
    if (claimed.unsure) {
      stage = 'reconcile'
      const look = await lookUp(claimed, params, send)
      if (look.kind === 'failed') return finish(look.out)
      const all = await outbox.list('complaints')
      const others = all.flatMap((x) => (x.queue === 'complaints' && x.id !== claimed.id ? [x.complaint.problemDetail] : []))
      const used = new Set((await outbox.readMeta<string[]>(CLAIMED_KEY)) ?? [])
      const verdict = judge(claimed, look.rows, used, others, await rivalsOf(outbox, claimed, all))
      if (verdict.kind === 'found') {
        await settleByRow(outbox, id, verdict.claims)
        return { kind: 'sent' }
      }
      // Nothing in the list proves nothing while the list may still be late, and a row another
      // complaint could own may yet be claimed by it (its save still under way): look again
      // while the settle window runs.
      const early = await notYetProof(outbox, claimed, me, deps)
      if (early) return early
      // Doubt is not a verdict: the borrower decides, nothing is sent by itself.
      if (verdict.kind === 'ambiguous')
        return finish({ kind: 'retry', failure: { kind: 'unchecked', message: '' }, server: true }, { ...opts, ask: true })
      baseline = matchingKeys(claimed, look.rows)
      stage = 'upload'
    }
    out = await sendComplaint(
      claimed,
      params,
      send,
      async (i, url) => {
        await outbox.update(id, (x) =>
          x.queue === 'complaints'
            ? // The URL replaces the bytes: the photo's record is deleted in the same write.
              { ...x, images: x.images.map((img, j) => (j === i ? { name: img.name, type: img.type, url } : img)) }
            : x,
        )
        opts.onUploaded?.(i, url)
      },
      async () => {
        if (!baseline) {
          const look = await lookUp(claimed, params, send)
          // Unreadable: the save goes without a baseline; should it be lost, the borrower is asked.
          baseline = look.kind === 'rows' ? matchingKeys(claimed, look.rows) : undefined
        }
        // The session replaced while looking: nothing is saved under it (the entry is released below).
        if (!(await guard.current())) return false
        stage = 'save'
        // Last look before the save: still ours? (a frozen tab whose lease another sender took must
        // not send it too). No clock is read: a taker writes its own name on the lease.
        const mine = await outbox.update(id, (x) =>
          x.state === 'sending' && x.lease?.owner === me && x.queue === 'complaints'
            ? { ...x, unsure: true, baseline, checks: 0, settle: startWatch(outbox, me) }
            : x,
        )
        return !!mine && mine.lease?.owner === me && mine.unsure === true
      },
      (ref) => outbox.photo(ref),
    )
  } else {
    stage = 'save'
    out = await sendEvent(claimed, params, send)
  }
  // Refused before the save: the session was replaced, or the lease lost (this context froze past
  // it, and the new holder owns the entry now).
  if (out === null) return guard.replaced() ? release(outbox, claimed, me) : { kind: 'skipped' }
  return finish(out)
}

/**
 * An unsure save the look-up did not find (or found only rows another complaint could own): proof
 * that it did not arrive (or reason to ask) only once its settle window has been watched to its
 * end since the save (./settleWatch.ts), never by the wall clock. Before that it waits and looks
 * again (null: the window has passed, the verdict stands); past SETTLE_READS_MAX such
 * look-ups the borrower is asked (Check again / Send it again / Discard). A lease lost meanwhile: skipped.
 */
async function notYetProof(outbox: Outbox, e: ComplaintEntry, me: string, deps: ReplayDeps): Promise<AttemptResult | null> {
  const windowMs = doubtOf(e, deps).settleMs
  let result: AttemptResult | null = { kind: 'skipped' }
  await outbox.update(e.id, (x0) => {
    if (x0.state !== 'sending' || x0.lease?.owner !== me || x0.queue !== 'complaints') return x0
    const w = watchNow(outbox, x0, me)
    if (w.watchedMs >= windowMs) {
      result = null
      return x0
    }
    const now = outbox.clock.now()
    const x = { ...aged(x0, now), lease: undefined, unsure: true, settle: { ...w, reads: w.reads + 1 } }
    if (x.settle.reads >= SETTLE_READS_MAX) {
      const failure = { kind: 'unchecked' as const, message: '' }
      result = { kind: 'failed', failure }
      return { ...x, state: 'failed', lastError: failure, deferred: false }
    }
    const at = now + Math.min(readEveryMs(windowMs), windowMs - w.watchedMs)
    result = { kind: 'waiting', failure: x.lastError ?? { kind: 'timeout', message: '' }, at, holdsLine: false }
    return { ...x, state: 'waiting', nextAttemptAt: at, deferred: true }
  })
  return result
}

/** Gives an entry back untouched (its session was replaced mid-attempt): due at once for the next pass. */
async function release(outbox: Outbox, entry: Entry, me: string): Promise<AttemptResult> {
  await outbox.update(entry.id, (x) => (x.state === 'sending' && x.lease?.owner === me ? { ...x, state: 'waiting', lease: undefined } : x))
  return { kind: 'replaced' }
}

/** Records an attempt's outcome on the entry (only while the lease is still ours, except success). */
async function settle(
  outbox: Outbox,
  entry: Entry,
  me: string,
  out: Outcome,
  stage: Stage,
  deps: ReplayDeps,
  opts: AttemptOptions,
): Promise<AttemptResult> {
  const now = outbox.clock.now()
  if (out.kind === 'ok') {
    await outbox.remove(entry.id, entry.queue)
    return { kind: 'sent' }
  }
  const poison = entry.wire.poison ?? deps.poison ?? config.outboxPoison
  const random = deps.random ?? Math.random
  const rules = {
    now,
    stage,
    poison,
    random,
    doubt: deps.doubt,
    session: opts.session,
    removeOnRejection: opts.removeOnRejection,
    ask: opts.ask,
  }
  let result: AttemptResult = { kind: 'skipped' }
  const mine = (x: Entry) => x.state === 'sending' && x.lease?.owner === me
  await outbox.update(entry.id, (x0) => {
    if (!mine(x0)) return x0
    const next = recordOutcome(aged(x0, now), out, rules)
    result = next.result
    // What this context watched of an unsure save's settle window is kept for the next looker.
    return next.entry?.queue === 'complaints' && next.entry.unsure && next.entry.settle
      ? { ...next.entry, settle: watchNow(outbox, next.entry, me) }
      : next.entry
  })
  return result
}
