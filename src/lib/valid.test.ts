import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import * as valibot from 'valibot'
import { describe, expect, it } from 'vitest'

import { hugeNumbers, junkValue } from '@tests/property'

import * as ours from './valid'

/**
 * The app's reader against valibot 1.x, which it replaces on the start path: the same schema built
 * with each, the same random value read by both. They must agree on whether it reads, on the
 * output when it does, and on where the first issue is (the path a support agent reads in a
 * MalformedResponseError). valibot stays a dev dependency for this test only.
 */
type Lib = typeof ours
const theirs = valibot as unknown as Lib

/** The schema shapes the app builds (src/lender/schema.ts, the answers, kept.ts, persist.ts), in either library. */
const shapes = (v: Lib) => {
  const text = v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()])), ''),
    v.transform((x) => (x === null || x === undefined || (typeof x === 'number' && !Number.isFinite(x)) ? '' : String(x))),
  )
  const numeric = v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.decimal())]),
    v.transform((x) => Number(x)),
    v.finite(),
  )
  const flag = v.pipe(
    v.optional(v.unknown(), 0),
    v.transform((x) => (x === 1 || x === '1' || x === true ? 1 : 0)),
  )
  const list = v.pipe(
    v.optional(v.unknown(), () => []),
    v.transform((x) => (Array.isArray(x) ? x.filter((el) => v.is(text, el)) : [])),
  )
  return {
    text,
    numeric,
    flag,
    list,
    string: v.string(),
    number: v.number(),
    boolean: v.boolean(),
    picklist: v.picklist(['en', 'sw']),
    nonEmptyText: v.pipe(text, v.nonEmpty()),
    checked: v.pipe(
      v.number(),
      v.check((n) => n >= 0, 'not below zero'),
    ),
    nullableDefault: v.nullable(v.string(), 'none'),
    array: v.array(v.pipe(v.number(), v.finite())),
    record: v.record(v.string(), v.array(text)),
    object: v.object({ a: text, b: numeric, c: v.optional(v.string()), d: v.nullable(v.boolean()), e: v.unknown() }),
    loose: v.looseObject({ a: v.pipe(text, v.nonEmpty()), b: v.optional(v.nullable(v.looseObject({ x: text }))) }),
    strict: v.strictObject({ a: v.string(), b: v.optional(v.number()), c: list, d: flag }),
    objectInPipe: v.pipe(
      v.unknown(),
      v.transform((x) => x),
      v.object({ name: text, clickable: v.optional(v.unknown()) }),
      v.check((p) => p.name.trim() !== '', 'needs a name'),
    ),
    nested: v.array(v.strictObject({ id: v.pipe(v.string(), v.nonEmpty()), rows: v.array(v.object({ n: numeric })) })),
  }
}
const mine = shapes(ours)
const valibots = shapes(theirs)
const names = Object.keys(mine) as (keyof typeof mine)[]

/** An object of some of `keys`, each a random value, plus an odd key now and then. */
const objectOf = (keys: string[], value: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('extra', 'constructor', '__proto__', 'x'), value, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([known, odd, withOdd]) => (withOdd ? { ...odd, ...known } : known))
const leaf = fc.oneof(
  junkValue,
  hugeNumbers,
  fc.constantFrom(undefined, '', ' 12 ', '-3.5', '1e3', '007', '0', 'en', 'sw', 'redirect', NaN),
)
const anyValue = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('v'), { maxLength: 3 }),
    objectOf(['a', 'b', 'c', 'd', 'e', 'name', 'clickable', 'id', 'rows', 'n', 'x'], tie('v')),
  ),
})).v

/** What a result says: whether it read, the output, or the first issue's path. */
function reading(r: { success: boolean; output?: unknown; issues?: readonly { path?: readonly { key: unknown }[] }[] }) {
  return r.success ? { output: r.output } : { failedAt: (r.issues?.[0]?.path ?? []).map((p) => p.key) }
}

describe('the reader reads as valibot does', () => {
  it.each(names)('%s: the same outcome, output and first issue path over random values', (name) => {
    fc.assert(
      fc.property(anyValue, (x) => {
        const a = reading(ours.safeParse(mine[name], x))
        const b = reading(valibot.safeParse(valibots[name] as unknown as valibot.GenericSchema, x))
        // Node's deep strict equality first: the values carry odd own keys, and toStrictEqual's type
        // check compares `a.constructor === b.constructor`, which an own `constructor: NaN` fails
        // even for one object compared with itself. The matcher still prints the difference.
        if (!isDeepStrictEqual(a, b)) expect(a).toStrictEqual(b)
        expect(ours.is(mine[name], x)).toBe('output' in b)
      }),
      { numRuns: 400 },
    )
  })

  it('a missing key: fails unless optional; an optional default fills it; a key present as undefined is read', () => {
    const s = ours.object({ a: ours.string(), b: ours.optional(ours.string()), c: ours.optional(ours.string(), 'c') })
    expect(ours.safeParse(s, { a: 'x' })).toEqual({ success: true, output: { a: 'x', c: 'c' } })
    expect(ours.safeParse(s, { a: 'x', b: undefined })).toEqual({ success: true, output: { a: 'x', b: undefined, c: 'c' } })
    const missing = ours.safeParse(s, { b: 'y' })
    expect(missing.issues?.[0]).toEqual({ message: 'Invalid key: Expected "a" but received undefined', path: [{ key: 'a' }] })
  })

  it('names the type it expected and what it got, as valibot does', () => {
    const s = ours.object({ rows: ours.array(ours.object({ amount: ours.number() })) })
    const r = ours.safeParse(s, { rows: [{ amount: 1 }, { amount: 'lots' }] })
    expect(r.issues?.[0]).toEqual({
      message: 'Invalid type: Expected number but received "lots"',
      path: [{ key: 'rows' }, { key: 1 }, { key: 'amount' }],
    })
    expect(() => ours.parse(s, { rows: null })).toThrow('Invalid type: Expected Array but received null')
  })

  it('an exception thrown by a transform is not a failed read: it goes up', () => {
    const s = ours.pipe(
      ours.string(),
      ours.transform(() => {
        throw new TypeError('a bug')
      }),
    )
    expect(() => ours.safeParse(s, 'x')).toThrow(TypeError)
    expect(() => ours.safeParse(ours.union([ours.number(), s]), 'x')).toThrow(TypeError)
  })
})
