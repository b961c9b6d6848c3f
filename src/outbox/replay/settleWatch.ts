import type { Outbox } from '../queue/queue'
import type { ComplaintEntry, Doubt, SettleWatch } from '../queue/types'

/*
 * How long ago an unsure save went, without trusting the wall clock. A lender slower than our
 * timeout, or a problem-list that shows a new complaint late, may show the save only after the
 * first look-up found nothing; so "not in the list" proves nothing until the settle window has
 * passed since the save. The time is what some context watched pass on its own monotonic clock:
 * the entry keeps the longest time any context has proven (`watchedMs`), and each context adds
 * only what it watched itself since it last looked at the same save. A gap no context watched
 * (a reload, the worker taking over) counts as no time, and a wall clock set ten minutes ahead
 * or an hour back counts as nothing at all: the doubt can only last longer, never end early.
 */

/** Per context (a tab or the worker): per save, this context's monotonic time and the proven age at its last look. */
const marks = new WeakMap<Outbox, Map<string, { mono: number; ms: number }>>()

function marksOf(outbox: Outbox): Map<string, { mono: number; ms: number }> {
  let m = marks.get(outbox)
  if (!m) marks.set(outbox, (m = new Map()))
  return m
}

/** The watch of a save going out now (`save`: the attempt's own id). */
export function startWatch(outbox: Outbox, save: string): SettleWatch {
  marksOf(outbox).set(save, { mono: outbox.clock.mono(), ms: 0 })
  return { save, watchedMs: 0, reads: 0 }
}

/**
 * The entry's watch brought up to now: the longer of what the entry records and what this context
 * watched itself since its last look at the same save. An unsure entry without a watch (stored by
 * an earlier version, or found mid-save after its sender died) starts one now, as `save`.
 */
export function watchNow(outbox: Outbox, e: Pick<ComplaintEntry, 'settle'>, save: string): SettleWatch {
  const w = e.settle ?? { save, watchedMs: 0, reads: 0 }
  const mine = marksOf(outbox).get(w.save)
  const mono = outbox.clock.mono()
  const ms = Math.max(w.watchedMs, mine ? mine.ms + Math.max(0, mono - mine.mono) : 0)
  marksOf(outbox).set(w.save, { mono, ms })
  return { ...w, watchedMs: ms }
}

/**
 * The settle window of an entry's doubt: its `settleMs`, or (0) twice its request timeout, which is
 * longer than the gateway's own timeout (nginx's 504 at 60 s against our 60 s: 120 s).
 */
export function settleWindowMs(doubt: Doubt, timeoutMs: number): number {
  return doubt.settleMs > 0 ? doubt.settleMs : 2 * timeoutMs
}

/** How often an unsure save is looked up while its window runs: a quarter of the window, at least a second. */
export const readEveryMs = (windowMs: number) => Math.max(1000, Math.floor(windowMs / 4))

/**
 * Look-ups that found nothing before the window was watched to its end, after which the borrower is
 * asked: contexts that keep handing the entry to each other (reloads, the worker) watch no whole
 * window, and the doubt must not last for ever.
 */
export const SETTLE_READS_MAX = 12
