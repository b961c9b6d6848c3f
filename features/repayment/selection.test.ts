import { describe, expect, it } from 'vitest'

import type { PlanRow } from '@src/lender/repayment/types'

import { amountProblem, checkedRows, initialSelection, isClickable, maxWholeShillings, type Selection, selectionReducer } from './selection'

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
const reduce = selectionReducer({ waiting, amountMax: 13923000 })
const start: Selection = initialSelection(waiting, null)

describe('installment selection', () => {
  it('starts on the first period, with the query amount when given', () => {
    expect(start).toEqual({ mode: 'first', amount: 4550000, input: '' })
    expect(initialSelection(waiting, 100000).amount).toBe(100000)
    expect(initialSelection([], null).amount).toBeNull()
  })

  it('select-all sums every waiting period; toggling off returns to the first only', () => {
    const all = reduce(start, { type: 'toggleAll' })
    expect(all).toEqual({ mode: 'all', amount: 13923000, input: '' })
    expect(checkedRows(all.mode, 3)).toEqual([true, true, true])
    const back = reduce(all, { type: 'toggleAll' })
    expect(back).toEqual({ mode: 'first', amount: 4550000, input: '' })
    expect(checkedRows(back.mode, 3)).toEqual([true, false, false])
  })

  it('modify amount clears the amount; input keeps digits and caps at amountMax (whole shillings)', () => {
    const custom = reduce(start, { type: 'modify' })
    expect(custom).toEqual({ mode: 'custom', amount: null, input: '' })
    expect(checkedRows(custom.mode, 3)).toEqual([false, false, false])
    expect(reduce(custom, { type: 'input', value: '1a2,0.00' })).toEqual({ mode: 'custom', amount: 1200000, input: '12000' })
    expect(reduce(custom, { type: 'input', value: '99999999' })).toEqual({ mode: 'custom', amount: 13923000, input: '139230' })
    expect(reduce(custom, { type: 'input', value: '' }).amount).toBeNull()
  })

  it('caps at the whole shillings below a fractional amountMax, and not at all without one', () => {
    expect(maxWholeShillings(12345)).toBe(123)
    expect(maxWholeShillings(null)).toBeNull()
    const free = selectionReducer({ waiting, amountMax: null })
    expect(free(start, { type: 'input', value: '123456789' }).input).toBe('123456789')
  })

  it('only the first period is clickable', () => {
    expect([0, 1, 2].map(isClickable)).toEqual([true, false, false])
  })

  it('checks the amount against amountMin..amountMax', () => {
    expect(amountProblem(null, 100000, 500000)).toBe('empty')
    expect(amountProblem(0, 100000, 500000)).toBe('empty')
    expect(amountProblem(99999, 100000, 500000)).toBe('range')
    expect(amountProblem(500001, 100000, 500000)).toBe('range')
    expect(amountProblem(100000, 100000, 500000)).toBeNull()
    expect(amountProblem(100000, null, null)).toBeNull()
  })

  it('never refuses a period total or the select-all sum for being under amountMin', () => {
    expect(amountProblem(50000, 100000, 500000, 'first')).toBeNull()
    expect(amountProblem(50000, 100000, 500000, 'all')).toBeNull()
    expect(amountProblem(50000, 100000, 500000, 'custom')).toBe('range')
    expect(amountProblem(500001, 100000, 500000, 'all')).toBe('range')
  })
})
