import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { config } from '@src/config/env'
import { nextReadIn, settleAfterRead, type SettleVerdict } from '@src/lender/settle'

import { borrowerKey, ownerTag } from './borrower'
import { useAppSelector } from './hooks'
import { type Doubt, doubtOf, forgetDoubt, keepDoubt } from './writeDoubt'

/**
 * 'clear': the action works. 'doubt': a write got no readable answer; the action stays off while
 * the lender is read. 'passed': the settle window ended without proof either way; the action works
 * again, and the words say so. 'nothing': a read proved nothing happened; the action works again.
 */
export type SettlePhase = 'clear' | 'doubt' | 'passed' | 'nothing'

type Options = {
  /** The call, as the record names it ('payNow', 'loanNow'...). */
  call: string
  /** The order or product the write was about. */
  subject: string
  /** One read of the lender; `data` is what `begin` kept. A read that throws proves nothing. */
  read: (data: string[] | null) => Promise<SettleVerdict>
  /** A read proved the write happened (the record is already forgotten). */
  onHappened: (data: string[] | null) => void
}

/**
 * The one rule for a page-side write that moves money or files something (docs/write-calls.md):
 * after an unknown outcome (`begin`) the action stays off, the lender is read at once and then
 * every `config.settle.readEveryMs`; a read that proves what happened decides, and without proof
 * the action comes back only when the window (`config.settle.windowMs`, longer than the gateway
 * timeout) has passed. The doubt is kept per borrower and subject in this tab
 * (store/writeDoubt.ts), so a reload keeps the action off and reads first.
 */
export function useSettle({ call, subject, read, onHappened }: Options) {
  const owner = useAppSelector((s) => ownerTag(borrowerKey(s.session.params)))
  const key = useMemo(() => ({ owner, call, subject }), [owner, call, subject])
  const [initial] = useState(() => doubtOf(key))
  const doubt = useRef<Doubt | null>(initial)
  const [phase, setPhase] = useState<SettlePhase>(initial ? 'doubt' : 'clear')
  const [checking, setChecking] = useState(false)
  // Each read that proved nothing schedules the next one.
  const [reads, setReads] = useState(0)
  // A doubt from before a reload, or a fresh one, is read at once; later reads wait their turn.
  const readNow = useRef(initial !== null)
  const reading = useRef(false)
  const latest = useRef({ key, read, onHappened })
  useEffect(() => {
    latest.current = { key, read, onHappened }
  })

  const runRead = useCallback(async () => {
    const d = doubt.current
    if (!d || reading.current) return
    reading.current = true
    setChecking(true)
    let verdict: SettleVerdict = 'unknown'
    try {
      verdict = await latest.current.read(d.data)
    } catch {
      // A read that fails proves nothing.
    }
    reading.current = false
    setChecking(false)
    if (doubt.current !== d) return
    const next = settleAfterRead(verdict, d.at, Date.now(), config.settle)
    if (next === 'doubt') return setReads((n) => n + 1)
    doubt.current = null
    forgetDoubt(latest.current.key)
    setPhase(next === 'happened' ? 'clear' : next)
    if (next === 'happened') latest.current.onHappened(d.data)
  }, [])

  useEffect(() => {
    const d = doubt.current
    if (phase !== 'doubt' || !d) return
    const delay = readNow.current ? 0 : nextReadIn(d.at, Date.now(), config.settle)
    const timer = window.setTimeout(() => {
      readNow.current = false
      void runRead()
    }, delay)
    return () => window.clearTimeout(timer)
  }, [phase, reads, runRead])

  /** A write got no readable answer: keeps the doubt (with what the check compares against) and starts reading. */
  const begin = useCallback(
    (data: string[] | null) => {
      const d = { at: Date.now(), data }
      keepDoubt(key, data, d.at)
      doubt.current = d
      readNow.current = true
      setPhase('doubt')
      setReads((n) => n + 1)
    },
    [key],
  )

  /** The borrower acts again (the action is offered): the last outcome's words go. */
  const clear = useCallback(() => {
    if (doubt.current) return
    setPhase('clear')
  }, [])

  /** Reads now (Check again), never writes; only proof or the window's end changes the phase. */
  const checkNow = useCallback(() => void runRead(), [runRead])

  return { phase, blocked: phase === 'doubt', checking, begin, clear, checkNow, minutes: Math.ceil(config.settle.windowMs / 60_000) }
}
