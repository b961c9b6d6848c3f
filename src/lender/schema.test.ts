import { describe, expect, it } from 'vitest'

import * as v from '@src/lib/valid'

import { MalformedResponseError } from './errors'
import { flag, list, maybeNumber, numeric, parseOrThrow, text } from './schema'

const Row = v.object({ title: text, value: text })
const Answer = v.object({ name: text, amount: numeric, due: maybeNumber, isDelay: flag, rows: list(Row) })

describe('lenient server schemas', () => {
  it('fill missing and null fields with safe values', () => {
    expect(parseOrThrow(Answer, { amount: '150000' }, 'answer')).toEqual({ name: '', amount: 150000, due: null, isDelay: 0, rows: [] })
    expect(parseOrThrow(Answer, { name: null, amount: 5, rows: null, isDelay: '1', due: '12' }, 'answer')).toEqual({
      name: '',
      amount: 5,
      due: 12,
      isDelay: 1,
      rows: [],
    })
  })

  it('turn numbers into text and drop list entries that cannot be read', () => {
    const out = parseOrThrow(Answer, { name: 42, amount: 1, rows: [{ title: 'Fee', value: 100 }, 'junk', { title: { x: 1 } }] }, 'answer')
    expect(out.name).toBe('42')
    expect(out.rows).toEqual([{ title: 'Fee', value: '100' }])
  })

  it('throw MalformedResponseError naming the field when a required value is unusable', () => {
    expect(() => parseOrThrow(Answer, { amount: 'lots' }, 'loan details')).toThrow(MalformedResponseError)
    expect(() => parseOrThrow(Answer, { amount: 'lots' }, 'loan details')).toThrow(/loan details at amount/)
    expect(() => parseOrThrow(Answer, null, 'loan details')).toThrow(MalformedResponseError)
  })
})
