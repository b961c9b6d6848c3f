import { describe, expect, it } from 'vitest'

import type { PlanRow } from '@src/lender/repayment/types'

import { amountProblem, checkedRows, initialSelection, isClickable, type Selection, selectionReducer } from './selection'

const row = (totalAmount: number): PlanRow => ({
  periodNo: 1,
  totalAmount,
  displayAmount: totalAmount,
  canClick: false,
  check: false,
  periodStatus: 100,
  dueTime: '',
  statusText: '',
})
const waiting = [row(4550000), row(4550000), row(4823000)]
const reduce = selectionReducer({ waiting })
const start: Selection = initialSelection(waiting, null)
const custom = (amount: number | null, input = ''): Selection => ({ mode: 'custom', amount, input, refusal: null })

describe('installment selection', () => {
  it('starts on the first period, with the query amount when given', () => {
    expect(start).toEqual({ mode: 'first', amount: 4550000, input: '', refusal: null })
    expect(initialSelection(waiting, 100000).amount).toBe(100000)
    expect(initialSelection([], null).amount).toBeNull()
  })

  it('select-all sums every waiting period; toggling off returns to the first only', () => {
    const all = reduce(start, { type: 'toggleAll' })
    expect(all).toEqual({ mode: 'all', amount: 13923000, input: '', refusal: null })
    expect(checkedRows(all.mode, 3)).toEqual([true, true, true])
    const back = reduce(all, { type: 'toggleAll' })
    expect(back).toEqual({ mode: 'first', amount: 4550000, input: '', refusal: null })
    expect(checkedRows(back.mode, 3)).toEqual([true, false, false])
  })

  it('modify amount clears the amount; the input keeps what is typed and reads it exactly, never capped', () => {
    const custom = reduce(start, { type: 'modify' })
    expect(custom).toEqual({ mode: 'custom', amount: null, input: '', refusal: null })
    expect(checkedRows(custom.mode, 3)).toEqual([false, false, false])
    expect(reduce(custom, { type: 'input', value: 'TZS 45,500.00' })).toEqual({
      mode: 'custom',
      amount: 4550000,
      input: 'TZS 45,500.00',
      refusal: null,
    })
    expect(reduce(custom, { type: 'input', value: '99999999' }).amount).toBe(9999999900)
    expect(reduce(custom, { type: 'input', value: '1.000,50' })).toEqual({
      mode: 'custom',
      amount: null,
      input: '1.000,50',
      refusal: 'ambiguous',
    })
    expect(reduce(custom, { type: 'input', value: '' })).toMatchObject({ amount: null, refusal: null })
  })

  it('only the first period is clickable', () => {
    expect([0, 1, 2].map(isClickable)).toEqual([true, false, false])
  })

  it('checks the amount against amountMin..amountMax', () => {
    expect(amountProblem(custom(null), 100000, 500000)).toBe('empty')
    expect(amountProblem(custom(0), 100000, 500000)).toBe('empty')
    expect(amountProblem(custom(99999), 100000, 500000)).toBe('belowMin')
    expect(amountProblem(custom(500001), 100000, 500000)).toBe('aboveMax')
    expect(amountProblem(custom(100000), 100000, 500000)).toBeNull()
    expect(amountProblem(custom(100000), null, null)).toBeNull()
    expect(amountProblem({ ...custom(null, '1,5'), refusal: 'ambiguous' }, 100000, 500000)).toBe('ambiguous')
  })

  it('never refuses a period total or the select-all sum for being under amountMin', () => {
    expect(amountProblem({ ...custom(50000), mode: 'first' }, 100000, 500000)).toBeNull()
    expect(amountProblem({ ...custom(50000), mode: 'all' }, 100000, 500000)).toBeNull()
    expect(amountProblem(custom(50000), 100000, 500000)).toBe('belowMin')
    expect(amountProblem({ ...custom(500001), mode: 'all' }, 100000, 500000)).toBe('aboveMax')
  })
})
