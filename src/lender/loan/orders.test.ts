import { describe, expect, it } from 'vitest'

import { writeOutcome } from '../errors'
import { toOrderNumbers } from './orders'

describe('the order numbers Loan Now compares', () => {
  it('reads each order number; a missing or null list is no orders', () => {
    expect(toOrderNumbers({ orderList: [{ orderNo: 'ORD1' }, { orderNo: 42 }] })).toEqual(['ORD1', '42'])
    expect(toOrderNumbers({ problemType: [] })).toEqual([])
    expect(toOrderNumbers({ orderList: null })).toEqual([])
  })

  it.each([null, 'x', [], { orderList: 'ORD1' }, { orderList: [{ orderNo: '' }] }, { orderList: [{}] }])(
    'cannot tell what exists from %j',
    (data) => {
      expect(() => toOrderNumbers(data)).toThrow(/malformed/)
    },
  )
})

describe('what a failed write says about whether it happened', () => {
  it.each([
    [{ kind: 'business', code: '9', message: 'Limit reached' }, 'refused'],
    [{ kind: 'http', status: 400, message: '' }, 'refused'],
    [{ kind: 'http', status: 429, message: '' }, 'refused'],
    [{ kind: 'business', code: '', message: '' }, 'unknown'],
    [{ kind: 'business', code: '0', message: '' }, 'unknown'],
    [{ kind: 'http', status: 502, message: '' }, 'unknown'],
    [{ kind: 'http', status: 408, message: '' }, 'unknown'],
    [{ kind: 'timeout', message: '' }, 'unknown'],
    [{ kind: 'network', message: '' }, 'unknown'],
    [{ kind: 'malformed', message: '' }, 'unknown'],
    [new Error('mapper threw'), 'unknown'],
  ])('%j is %s', (error, outcome) => {
    expect(writeOutcome(error)).toBe(outcome)
  })
})
