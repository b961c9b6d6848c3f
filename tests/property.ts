import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import type { AliasMap } from '@src/config/aliases'
import { unaliasDeep } from '@src/config/aliases'
import { clearLastKnown } from '@src/lastKnown/storage'
import { MalformedResponseError } from '@src/lender/errors'
import * as v from '@src/lib/valid'

/**
 * Property-test kit for response transformers (robustness): random and malformed server
 * data in, and either a well-typed value out or a MalformedResponseError, never another exception,
 * never `undefined`, NaN or '[object Object]' where the screen will draw text.
 */

/** Very long strings, as a broken proxy or a hostile server might send. */
export const hugeString = fc.oneof(
  fc.integer({ min: 20_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 300, max: 5_000 }).map((n) => '9'.repeat(n)),
)

/** Text that looks harmless but trips naive code. */
const trickyText = fc.constantFrom(
  '',
  ' ',
  '0',
  '1',
  '-1',
  '00',
  'null',
  'undefined',
  'NaN',
  'true',
  '1e400',
  '12abc',
  '0x1F',
  ' 42 ',
  '<b>x</b>',
  '\u0000',
  '🙂',
  '__proto__',
)

/** Objects JSON.parse can produce that break naive code: String() on them throws, or they fake a prototype. */
const evilObjects = fc.constantFrom(
  ...[
    '{"toString":1}',
    '{"valueOf":1,"toString":null}',
    '{"__proto__":{"url":"x","title":"t"}}',
    '{"constructor":{"name":"x"}}',
    '{"length":3,"0":"a"}',
    '{"url":{"toString":1}}',
  ].map((j) => JSON.parse(j) as unknown),
)

/**
 * A value a broken server might put in any field: anything JSON.parse can produce (so no NaN or
 * undefined; a missing field is the 'delete' fault). Numbers beyond the double range (1e400 parses
 * to Infinity) are `hugeNumbers`, kept apart because one shared schema helper mishandles them.
 */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-0, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
  fc.string(),
  trickyText,
  hugeString,
  evilObjects,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
)

/** Numbers a JSON answer can carry that are not finite doubles ('1e400' parses to Infinity). */
export const hugeNumbers = fc.constantFrom(Infinity, -Infinity)

/** Values that must never read as a number (or a date): one table for the helpers that refuse them. */
export const notNumbers: [unknown][] = [[NaN], [Infinity], [-Infinity], [''], ['   '], ['abc'], ['12abc']]

/** Whole answers that are not what any transformer expects. */
export const junkData: fc.Arbitrary<unknown> = fc.oneof(
  junkValue,
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(evilObjects, { minLength: 1, maxLength: 2 }),
)

type Path = (string | number)[]

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = [], depth = 0): Path[] {
  if (depth > 6 || value === null || typeof value !== 'object') return out
  const entries = Array.isArray(value) ? value.map((x, i) => [i, x] as const) : Object.entries(value)
  for (const [k, x] of entries) {
    const p = [...prefix, k]
    out.push(p)
    pathsOf(x, p, out, depth + 1)
  }
  return out
}

type Op = { at: number; kind: 'delete' | 'set' | 'rename' | 'wrap' | 'stringify' | 'nullify'; value: unknown; key: string }

function apply(sample: unknown, ops: Op[], paths: Path[]): unknown {
  const root = { v: structuredClone(sample) as unknown }
  for (const op of ops) {
    const path = paths[op.at % paths.length]
    let parent: unknown = root.v
    for (const k of path.slice(0, -1))
      parent = parent && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[k] : undefined
    if (!parent || typeof parent !== 'object') continue
    const p = parent as Record<string | number, unknown>
    const key = path[path.length - 1]
    if (!(key in p)) continue
    const old = p[key]
    if (op.kind === 'delete') {
      if (Array.isArray(p)) p.splice(Number(key), 1)
      else delete p[key]
    } else if (op.kind === 'set') p[key] = op.value
    else if (op.kind === 'nullify') p[key] = null
    else if (op.kind === 'wrap') p[key] = Array.isArray(old) ? { list: old } : [old]
    else if (op.kind === 'stringify') p[key] = typeof old === 'object' ? JSON.stringify(old) : String(old)
    else if (!Array.isArray(p)) {
      // An obfuscated or misspelt name the transformer does not know.
      delete p[key]
      p[op.key] = old
    }
  }
  return root.v
}

/**
 * A realistic answer with 1 to 4 random faults: fields deleted, renamed (obfuscated names),
 * nulled, retyped, wrapped or replaced by junk, at any depth; sometimes the whole answer is junk.
 */
export function mutated(
  sample: unknown,
  obfuscatedNames: string[] = ['c0d', 'dt4', 'x9z', 'a1m', 'n4m', 'u8n', 'j7p'],
): fc.Arbitrary<unknown> {
  const paths = pathsOf(sample)
  if (!paths.length) return junkData
  const op = fc.record({
    at: fc.nat({ max: paths.length * 7 }),
    kind: fc.constantFrom('delete', 'set', 'rename', 'wrap', 'stringify', 'nullify', 'set'),
    value: junkValue,
    key: fc.oneof(fc.constantFrom(...obfuscatedNames), fc.string({ maxLength: 6 })),
  }) as fc.Arbitrary<Op>
  return fc.oneof(
    { weight: 9, arbitrary: fc.array(op, { minLength: 1, maxLength: 4 }).map((ops) => apply(sample, ops, paths)) },
    { weight: 1, arbitrary: junkData },
  )
}

/** Any of several real answers, each with random faults. */
export const mutatedAny = (samples: unknown[], obfuscatedNames?: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(...samples.map((s) => mutated(s, obfuscatedNames)))

/** Renames keys deeply to their aliases, as an obfuscated server writes them. */
export function obfuscateDeep(map: AliasMap, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((x) => obfuscateDeep(map, x))
  return Object.fromEntries(Object.entries(value).map(([k, x]) => [map.fields[k] ?? k, obfuscateDeep(map, x)]))
}

export function safeText(x: unknown): string {
  try {
    return JSON.stringify(x) ?? String(x)
  } catch {
    return String(x)
  }
}

const SUSPICIOUS = /^(undefined|NaN|null|Infinity)$|\[object Object\]|\bundefined\b|\bNaN\b/

/** Leaves of a transformer's output a screen would draw badly: undefined, non-finite numbers, 'undefined'/'NaN' text. */
export function badLeaves(out: unknown, input: unknown): string[] {
  const inputText = safeText(input)
  const bad: string[] = []
  const walk = (x: unknown, path: string, depth: number) => {
    if (depth > 20) return
    if (x === undefined) bad.push(`${path}: undefined`)
    else if (typeof x === 'number' && !Number.isFinite(x)) bad.push(`${path}: ${x}`)
    else if (typeof x === 'string') {
      const m = SUSPICIOUS.exec(x)
      if (m && !inputText.includes(m[0])) bad.push(`${path}: '${x.slice(0, 40)}'`)
    } else if (Array.isArray(x)) x.forEach((y, i) => walk(y, `${path}[${i}]`, depth + 1))
    else if (x && typeof x === 'object') for (const [k, y] of Object.entries(x)) walk(y, `${path}.${k}`, depth + 1)
  }
  walk(out, '$', 0)
  return bad
}

export type Verdict = 'ok' | 'malformed'

/**
 * Runs a transformer on one input: a well-typed value (checked with `domain`) with no bad
 * leaves is 'ok', a MalformedResponseError is 'malformed'; anything else fails the property.
 */
export function verdict<T>(transform: (data: unknown) => T, input: unknown, domain: v.GenericSchema): Verdict {
  let out: T
  try {
    out = transform(input)
  } catch (e) {
    if (e instanceof MalformedResponseError) return 'malformed'
    throw new Error(`threw ${(e as Error)?.name ?? typeof e}: ${(e as Error)?.message ?? String(e)} for ${safeText(input).slice(0, 300)}`)
  }
  const typed = v.safeParse(domain, out)
  if (!typed.success)
    throw new Error(`not well-typed at ${typed.issues[0].path?.map((p) => String(p.key)).join('.')}: ${typed.issues[0].message}`)
  const bad = badLeaves(out, input)
  if (bad.length) throw new Error(`bad output ${bad.slice(0, 3).join('; ')} for ${safeText(input).slice(0, 300)}`)
  return 'ok'
}

/** Asserts the transformer is total over the arbitrary; returns how many runs were ok / malformed. */
export function assertTotal<T>(
  transform: (data: unknown) => T,
  arb: fc.Arbitrary<unknown>,
  domain: v.GenericSchema,
  numRuns = 300,
): Record<Verdict, number> {
  const seen: Record<Verdict, number> = { ok: 0, malformed: 0 }
  fc.assert(
    fc.property(arb, (input) => {
      seen[verdict(transform, input, domain)] += 1
    }),
    { numRuns },
  )
  return seen
}

/**
 * Asserts the transformer is total over faulty copies of real answers, and that each outcome
 * happens more than `atLeast` times, so the property looks at real work on both sides.
 */
export function assertTotalOnSamples<T>(
  transform: (data: unknown) => T,
  samples: unknown[],
  obfuscatedNames: string[],
  domain: v.GenericSchema,
  atLeast: Record<Verdict, number>,
): void {
  const seen = assertTotal(transform, mutatedAny(samples, obfuscatedNames), domain, 600)
  expect(seen.ok).toBeGreaterThan(atLeast.ok)
  expect(seen.malformed).toBeGreaterThan(atLeast.malformed)
}

/** Asserts every well-formed answer is accepted (the transformer is not stricter than the server). */
export function assertAccepts<T>(
  transform: (data: unknown) => T,
  arb: fc.Arbitrary<unknown>,
  domain: v.GenericSchema,
  numRuns = 200,
): void {
  fc.assert(
    fc.property(arb, (input) => {
      expect(verdict(transform, input, domain)).toBe('ok')
    }),
    { numRuns },
  )
}

/**
 * The two checks of every answer reader, as two tests under `name`: faulty copies of the sandbox's
 * answers give a clean value or a MalformedResponseError (assertTotalOnSamples), and every
 * well-formed answer is accepted (assertAccepts).
 */
export function itReadsAnswers<T>(
  name: string,
  transform: (data: unknown) => T,
  domain: v.GenericSchema,
  /** Read when the test runs: the samples are usually fetched from the sandbox in beforeAll. */
  samples: () => unknown[],
  obfuscatedNames: string[],
  atLeast: Record<Verdict, number>,
  wellFormed: fc.Arbitrary<unknown>,
): void {
  it(`${name}: faulty sandbox answers give a clean value or MalformedResponseError`, () => {
    assertTotalOnSamples(transform, samples(), obfuscatedNames, domain, atLeast)
  })
  it(`${name}: every well-formed answer is accepted`, () => {
    assertAccepts(transform, wellFormed, domain)
  })
}

/** What the sandbox answers for a call (the `data` of the envelope), read back through an alias map. */
export async function sandboxData(
  path: string,
  body: Record<string, string> = {},
  aliases?: AliasMap,
  method: 'POST' | 'GET' = 'POST',
): Promise<unknown> {
  const q = new URLSearchParams(body).toString()
  const url = `http://localhost/api${path}${method === 'GET' && q ? `?${q}` : ''}`
  const res = await fetch(
    url,
    method === 'POST' ? { method, body: q, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : undefined,
  )
  const json = (await res.json()) as Record<string, unknown>
  const data = json.data ?? json[aliases?.fields.data ?? 'data']
  return aliases ? unaliasDeep(aliases, data) : data
}

/** Domain output schemas: plain strings, finite numbers. */
export const str = v.string()
export const num = v.pipe(v.number(), v.finite())
export const numOrNull = v.nullable(num)

/** Text the page must never show for a malformed answer. */
export const NO_BROKEN_TEXT = /\bundefined\b|\bNaN\b|\[object Object\]/

/** The JSON round trip an answer takes on its way from the server. */
export const overTheWire = (x: unknown): unknown => (x === undefined ? undefined : JSON.parse(JSON.stringify(x) ?? 'null'))

/** One screen run for a server answer: the page settles, shows no broken text, and an error state when the answer is malformed. */
export type ScreenCheck = {
  /** Installs the answer (e.g. server.use(...)) and renders the screen. */
  show: (data: unknown) => void | Promise<void>
  /** Whether the transformer the screen uses calls this answer malformed. */
  expected: (data: unknown) => Verdict
  /** Throws until the screen has dealt with the answer; by default, until no loading state is left. */
  settled?: () => void
  numRuns?: number
}

/** Makes the sandbox answer a POST to `path` with `data` in its envelope; `envelope` adds the fields that endpoint also sends. */
export function answerWith(path: string, data: unknown, envelope: Record<string, unknown> = {}): void {
  server.use(http.post(`*/api${path}`, () => HttpResponse.json({ code: 0, ...envelope, message: 'success', data })))
}

/**
 * Renders a screen that reads one endpoint for faulty copies of real answers (assertScreenSurvives):
 * `transform` judges each answer, the sandbox sends it at `path`, `render` draws the screen.
 */
export function assertEndpointSurvives<T>(
  samples: unknown[],
  obfuscatedNames: string[],
  transform: (data: unknown) => T,
  domain: v.GenericSchema,
  path: string,
  render: () => unknown,
  numRuns: number,
  envelope?: Record<string, unknown>,
): Promise<Record<Verdict, number>> {
  return assertScreenSurvives(mutatedAny(samples, obfuscatedNames), {
    expected: (data) => verdict(transform, data, domain),
    show: (data) => {
      answerWith(path, data, envelope)
      render()
    },
    numRuns,
  })
}

/**
 * The time a test of assertScreenSurvives gets, for its describe block (`describe(name, screenRuns,
 * ...)`). Its first run in a file meets the screen's lazy parts still being compiled; under the
 * whole suite on two cores that once took past the default 15 s. Twice since (CI's fresh machine,
 * and a first run of the day here) the order details screen's test ran past 60 s and was still
 * drawing new screens after it, so its runs went on slowly rather than one hanging. A third time
 * showed why: the answers it drew held long texts (20,000 'x'), and the value patterns of ValueText
 * re-read the rest of such a text from every position, seconds per screen (bounded since:
 * src/ui/valuePattern.ts). The runs keep their time, and stop themselves before the test does
 * (SCREEN_RUNS_MS).
 */
export const screenRuns = { timeout: 150_000 }
/**
 * How long a test's runs may take, in all: past it they end as a failure of their own test. A run
 * the test's timeout left going would clean up the next test's screen and fail it too. The 15 s
 * left over hold one more run (at most 5 s to settle and 5 s for its alert).
 */
const SCREEN_RUNS_MS = screenRuns.timeout - 15_000

/**
 * Renders a screen for many faulty answers: each settles (no loading state left), never shows
 * 'undefined', 'NaN' or '[object Object]' the server did not send, and a malformed answer shows
 * an error state (role alert) with a retry.
 */
export async function assertScreenSurvives(arb: fc.Arbitrary<unknown>, check: ScreenCheck): Promise<Record<Verdict, number>> {
  const seen: Record<Verdict, number> = { ok: 0, malformed: 0 }
  // RTK Query logs every transformer throw in development; expected here, so kept out of the output.
  const original = console.error
  const quiet = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('An unhandled error occurred processing a request')) original(...args)
  })
  try {
    await runScreens(arb, check, seen)
  } finally {
    quiet.mockRestore()
  }
  return seen
}

async function runScreens(arb: fc.Arbitrary<unknown>, check: ScreenCheck, seen: Record<Verdict, number>): Promise<void> {
  const { cleanup, screen, waitFor } = await import('@testing-library/react')
  await fc.assert(
    fc.asyncProperty(arb.map(overTheWire), async (data) => {
      try {
        const want = check.expected(data)
        seen[want] += 1
        await check.show(data)
        // A loaded machine (CI on two cores) can take over a second to settle; waitFor's 1 s default
        // then reads as a counterexample, and shrinking it runs past the test's timeout.
        await waitFor(
          () => {
            expect(document.querySelector('.ui-state--loading')).toBeNull()
            expect(document.querySelector('main')?.textContent?.trim()).toBeTruthy()
            check.settled?.()
          },
          { timeout: 5000 },
        )
        const text = document.body.textContent ?? ''
        const m = NO_BROKEN_TEXT.exec(text)
        if (m && !safeText(data).includes(m[0]))
          throw new Error(`the page shows '${m[0]}' near '${text.slice(Math.max(0, m.index - 40), m.index + 20)}'`)
        if (want === 'malformed') {
          // A screen's first answer in a file meets its lazy parts still loading: the alert comes later.
          expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toBeInTheDocument()
          expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
        }
      } finally {
        cleanup()
        // Each answer is judged on its own: a copy kept from an earlier run would be drawn instead
        // of the error state whenever this run's request is slow (a loaded machine).
        clearLastKnown()
      }
    }),
    // A text where an object belongs is the first run of every endpoint, so that each run of a
    // screen meets at least one answer its reader refuses, whatever the random runs draw.
    {
      numRuns: check.numRuns ?? 20,
      examples: [['an unreadable answer']],
      plugins: [fc.interruptAfterTimeLimit(SCREEN_RUNS_MS, { failOnInterrupt: true })],
    },
  )
}
