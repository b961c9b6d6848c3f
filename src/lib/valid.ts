/**
 * The app's reader of data it did not make (server answers, stored copies, the shell's JSON):
 * the part of valibot 1.x this codebase uses, with valibot's names and results, in a fraction of
 * its bytes. Every borrower screen's start reads its first answer and the persisted session
 * through it, so its size is paid on every first paint (docs/performance.md, 'The reader of
 * answers'). `valid.test.ts` holds it to valibot's results (success, output, the first issue's
 * path) over random data, schema by schema.
 *
 * What it keeps of valibot's rules:
 * - `object` drops keys it does not name, `looseObject` keeps them, `strictObject` fails on them;
 *   a key that is missing fails unless its schema is `optional` (then the output lacks the key,
 *   or has the default when one is given); a key that is present is read even when `undefined`;
 * - `pipe` takes the first schema's place in an object (an optional first schema makes the
 *   pipe optional, its default the pipe's);
 * - `union` is the first option that reads the value;
 * - an exception thrown by a `transform` or `check` function is not a failed read: it goes up.
 * What it leaves out: async schemas, every issue after the first, i18n of messages, the Standard
 * Schema interface, and the functions the code does not call.
 */

/** Why a value could not be read: valibot's message, and the keys from the root to the value. */
export type Issue = { message: string; path: { key: PropertyKey }[] }

class Fail {
  path: { key: PropertyKey }[] = []
  constructor(readonly message: string) {}
}

/** Reads a value or throws Fail. `o`: a missing object key is allowed (optional); `d`: its default. */
export interface Schema<TOutput, TOptional extends boolean = false> {
  readonly o?: TOptional
  readonly d?: unknown
  r(input: unknown): TOutput
}
/** A step of a pipe after its schema: a check (the value goes on) or a transformation. */
export interface Action<TInput, TOutput> {
  readonly a: 1
  r(input: TInput): TOutput
}

/** Any schema whose output is `TOutput` (valibot's name; the input type is not tracked). */
export type GenericSchema<TInput = unknown, TOutput = TInput> = Schema<TOutput, boolean>
export type InferOutput<S> = S extends { r(input: never): infer O } ? O : never
type OptionalOf<S> = S extends Schema<unknown, infer P> ? P : false
type Entries = Record<string, Schema<unknown, boolean>>
type Flat<T> = { [K in keyof T]: T[K] } & {}
type ObjectOutput<E extends Entries> = Flat<
  { [K in keyof E as E[K] extends Schema<unknown, true> ? never : K]: InferOutput<E[K]> } & {
    [K in keyof E as E[K] extends Schema<unknown, true> ? K : never]?: InferOutput<E[K]>
  }
>
type DefaultOf<D> = D extends (...args: never[]) => infer R ? R : D

/** valibot's `_stringify`: how a received value is named in a message. */
const shown = (x: unknown): string => {
  const t = typeof x
  if (t === 'string') return `"${x as string}"`
  if (t === 'number' || t === 'bigint' || t === 'boolean') return String(x)
  if (t === 'object' || t === 'function')
    return (x ? (Object.getPrototypeOf(x) as { constructor?: { name?: string } } | null)?.constructor?.name : null) ?? 'null'
  return t
}
const fail = (kind: string, expected: string | null, x: unknown) =>
  new Fail(`Invalid ${kind}: ${expected ? `Expected ${expected} but r` : 'R'}eceived ${shown(x)}`)
const keyed = (key: PropertyKey, f: Fail) => (f.path.unshift({ key }), f)
const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key)
const at = (key: PropertyKey, read: () => unknown) => {
  try {
    return read()
  } catch (e) {
    if (e instanceof Fail) e.path.unshift({ key })
    throw e
  }
}
const defaultOf = (s: Schema<unknown, boolean>) => (typeof s.d === 'function' ? (s.d as () => unknown)() : s.d)
const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object'

/** A schema of one type test; `expects` names the type in its message. */
const typed = <T>(expects: string, test: (x: unknown) => boolean): Schema<T> => ({
  r: (x) => {
    if (!test(x)) throw fail('type', expects, x)
    return x as T
  },
})
/** A check of a pipe: the value goes on when `test` passes. */
const checked = <T>(test: (x: T) => boolean, message: (x: T) => Fail): Action<T, T> => ({
  a: 1,
  r: (x) => {
    if (!test(x)) throw message(x)
    return x
  },
})

export const string = (): Schema<string> => typed('string', (x) => typeof x === 'string')
export const number = (): Schema<number> => typed('number', (x) => typeof x === 'number' && !Number.isNaN(x))
export const boolean = (): Schema<boolean> => typed('boolean', (x) => typeof x === 'boolean')
export const unknown = (): Schema<unknown> => ({ r: (x) => x })
export const picklist = <const T extends readonly (string | number)[]>(options: T): Schema<T[number]> =>
  typed(options.map((o) => (typeof o === 'string' ? `"${o}"` : String(o))).join(' | '), (x) => options.includes(x as T[number]))

export function optional<S extends Schema<unknown, boolean>>(wrapped: S): Schema<InferOutput<S> | undefined, true>
export function optional<S extends Schema<unknown, boolean>, const D>(
  wrapped: S,
  default_: D,
): Schema<Exclude<InferOutput<S>, undefined> | DefaultOf<D>>
export function optional(wrapped: Schema<unknown, boolean>, default_?: unknown): Schema<unknown, boolean> {
  const s = { o: true, d: default_, r: (x: unknown) => ((x = x === undefined ? defaultOf(s) : x) === undefined ? x : wrapped.r(x)) }
  return s
}
export function nullable<S extends Schema<unknown, boolean>>(wrapped: S): Schema<InferOutput<S> | null>
export function nullable<S extends Schema<unknown, boolean>, const D>(
  wrapped: S,
  default_: D,
): Schema<Exclude<InferOutput<S>, null> | DefaultOf<D>>
export function nullable(wrapped: Schema<unknown, boolean>, default_?: unknown): Schema<unknown> {
  const s = { d: default_, r: (x: unknown) => ((x = x === null && s.d !== undefined ? defaultOf(s) : x) === null ? x : wrapped.r(x)) }
  return { r: s.r }
}

export const array = <S extends Schema<unknown, boolean>>(item: S): Schema<InferOutput<S>[]> => ({
  r: (x) => {
    if (!Array.isArray(x)) throw fail('type', 'Array', x)
    return Array.from(x, (el, i) => at(i, () => item.r(el))) as InferOutput<S>[]
  },
})

export const record = <K extends Schema<string, boolean>, V extends Schema<unknown, boolean>>(
  key: K,
  value: V,
): Schema<Record<InferOutput<K>, InferOutput<V>>> => ({
  r: (x) => {
    if (!isObject(x)) throw fail('type', 'Object', x)
    const out: Record<string, unknown> = {}
    for (const k in x)
      if (own(x, k) && k !== '__proto__' && k !== 'prototype' && k !== 'constructor')
        out[at(k, () => key.r(k)) as string] = at(k, () => value.r(x[k]))
    return out as Record<InferOutput<K>, InferOutput<V>>
  },
})

/** 0: unknown keys dropped, 1: kept, 2: a failure. */
const anObject = (entries: Entries, rest: 0 | 1 | 2) => ({
  r: (x: unknown) => {
    if (!isObject(x)) throw fail('type', 'Object', x)
    const out: Record<string, unknown> = {}
    for (const key in entries) {
      const s = entries[key]!
      if (key in x || (s.o && s.d !== undefined)) out[key] = at(key, () => s.r(key in x ? x[key] : defaultOf(s)))
      else if (!s.o) throw keyed(key, fail('key', `"${key}"`, undefined))
    }
    for (const key in x)
      if (rest === 2 && !own(entries, key)) throw keyed(key, fail('key', 'never', key))
      else if (rest === 1 && own(x, key) && !own(entries, key) && key !== '__proto__' && key !== 'prototype' && key !== 'constructor')
        out[key] = x[key]
    return out
  },
})
export const object = <E extends Entries>(entries: E) => anObject(entries, 0) as Schema<ObjectOutput<E>>
export const looseObject = <E extends Entries>(entries: E) => anObject(entries, 1) as Schema<ObjectOutput<E> & { [key: string]: unknown }>
export const strictObject = <E extends Entries>(entries: E) => anObject(entries, 2) as Schema<ObjectOutput<E>>

export const union = <const S extends readonly Schema<unknown, boolean>[]>(options: S): Schema<InferOutput<S[number]>> => ({
  r: (x) => {
    for (const s of options)
      try {
        return s.r(x) as InferOutput<S[number]>
      } catch (e) {
        if (!(e instanceof Fail)) throw e
      }
    throw fail('type', null, x)
  },
})

type Out<S> = InferOutput<S>
/** What a pipe runs after its schema: an action, or another schema read from the value so far. */
type Item<I, O> = { r(input: I): O }
export function pipe<S extends Schema<unknown, boolean>, A1 extends Item<Out<S>, unknown>>(
  schema: S,
  a1: A1 | Item<Out<S>, Out<A1>>,
): Schema<Out<A1>, OptionalOf<S>>
export function pipe<S extends Schema<unknown, boolean>, A1 extends Item<Out<S>, unknown>, A2 extends Item<Out<A1>, unknown>>(
  schema: S,
  a1: A1 | Item<Out<S>, Out<A1>>,
  a2: A2 | Item<Out<A1>, Out<A2>>,
): Schema<Out<A2>, OptionalOf<S>>
export function pipe<
  S extends Schema<unknown, boolean>,
  A1 extends Item<Out<S>, unknown>,
  A2 extends Item<Out<A1>, unknown>,
  A3 extends Item<Out<A2>, unknown>,
>(
  schema: S,
  a1: A1 | Item<Out<S>, Out<A1>>,
  a2: A2 | Item<Out<A1>, Out<A2>>,
  a3: A3 | Item<Out<A2>, Out<A3>>,
): Schema<Out<A3>, OptionalOf<S>>
export function pipe<
  S extends Schema<unknown, boolean>,
  A1 extends Item<Out<S>, unknown>,
  A2 extends Item<Out<A1>, unknown>,
  A3 extends Item<Out<A2>, unknown>,
  A4 extends Item<Out<A3>, unknown>,
>(
  schema: S,
  a1: A1 | Item<Out<S>, Out<A1>>,
  a2: A2 | Item<Out<A1>, Out<A2>>,
  a3: A3 | Item<Out<A2>, Out<A3>>,
  a4: A4 | Item<Out<A3>, Out<A4>>,
): Schema<Out<A4>, OptionalOf<S>>
export function pipe(schema: Schema<unknown, boolean>, ...items: Item<unknown, unknown>[]): Schema<unknown, boolean> {
  return { ...schema, r: (x) => items.reduce((y, item) => item.r(y), schema.r(x)) }
}

export const transform = <I, O>(fn: (input: I) => O): Action<I, O> => ({ a: 1, r: fn })
export const check = <I>(test: (input: I) => boolean, message?: string): Action<I, I> =>
  checked(test, (x) => (message ? new Fail(message) : fail('input', null, x)))
export const trim = (): Action<string, string> => ({ a: 1, r: (x) => x.trim() })
export const nonEmpty = <T extends string | readonly unknown[]>(): Action<T, T> =>
  checked(
    (x) => x.length > 0,
    (x) => fail('length', '!0', x.length),
  )
export const decimal = <T extends string>(): Action<T, T> =>
  checked(
    (x) => /^[+-]?(?:\d*\.)?\d+$/u.test(x),
    (x) => fail('decimal', null, x),
  )
export const finite = <T extends number>(): Action<T, T> =>
  checked<T>(
    (x) => Number.isFinite(x),
    (x) => fail('finite', null, x),
  )
type SafeResult<S> = { success: true; output: InferOutput<S>; issues?: undefined } | { success: false; output?: undefined; issues: [Issue] }

/** valibot's `safeParse`: the output, or the first issue found (valibot lists them all). */
export function safeParse<S extends Schema<unknown, boolean>>(schema: S, input: unknown): SafeResult<S> {
  try {
    return { success: true, output: schema.r(input) as InferOutput<S> }
  } catch (e) {
    if (e instanceof Fail) return { success: false, issues: [{ message: e.message, path: e.path }] }
    throw e
  }
}
/** valibot's `parse`: the output, or an Error with the first issue's message. */
export function parse<S extends Schema<unknown, boolean>>(schema: S, input: unknown): InferOutput<S> {
  const r = safeParse(schema, input)
  if (!r.success) throw new Error(r.issues[0].message)
  return r.output
}
export const is = <S extends Schema<unknown, boolean>>(schema: S, input: unknown): input is InferOutput<S> =>
  safeParse(schema, input).success
