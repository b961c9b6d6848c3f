import type { PlanRow } from '@src/lender/repayment/types'
import { toMajor } from '@src/lib/money'
import { clampDigits } from '@src/lib/text'

/**
 * Installment selection (SPEC 4): 'first' pays the first waiting period, 'all' every waiting
 * period, 'custom' a free amount typed after Modify amount. Amounts are minor units.
 */
export type SelectionMode = 'first' | 'all' | 'custom'

export type Selection = {
  mode: SelectionMode
  /** Minor units; null when nothing is entered. */
  amount: number | null
  /** The free input as typed: whole shillings, digits only. */
  input: string
}

export type SelectionAction = { type: 'selectFirst' } | { type: 'toggleAll' } | { type: 'modify' } | { type: 'input'; value: string }

export type SelectionContext = { waiting: PlanRow[]; amountMax: number | null }

/** The free input is whole shillings (digits only); the lender works in minor units (cents). */
export function wholeShillingsToMinor(digits: string): number | null {
  return digits === '' ? null : Number(digits) * 100
}

/** The largest whole-shilling figure the input may hold, or null when there is no cap. */
export function maxWholeShillings(amountMax: number | null): number | null {
  return amountMax === null ? null : Math.floor(toMajor(amountMax))
}

export function sumTotals(rows: PlanRow[]): number {
  return rows.reduce((s, r) => s + r.totalAmount, 0)
}

/** On load the first period is selected; the amount is the query amount when given, else its total. */
export function initialSelection(waiting: PlanRow[], queryAmount: number | null): Selection {
  return { mode: 'first', amount: queryAmount ?? waiting[0]?.totalAmount ?? null, input: '' }
}

export function selectionReducer(ctx: SelectionContext) {
  return (state: Selection, action: SelectionAction): Selection => {
    const first = ctx.waiting[0]?.totalAmount ?? null
    switch (action.type) {
      case 'selectFirst':
        return { mode: 'first', amount: first, input: '' }
      case 'toggleAll':
        // Toggling select-all off goes back to the first period only.
        return state.mode === 'all'
          ? { mode: 'first', amount: first, input: '' }
          : { mode: 'all', amount: sumTotals(ctx.waiting), input: '' }
      case 'modify':
        return { mode: 'custom', amount: null, input: '' }
      case 'input': {
        const cap = maxWholeShillings(ctx.amountMax)
        const input = cap === null ? clampDigits(action.value, Number.MAX_SAFE_INTEGER) : clampDigits(action.value, cap)
        return { mode: 'custom', amount: wholeShillingsToMinor(input), input }
      }
    }
  }
}

/** Which waiting periods show as checked: the first in 'first', all in 'all', none for a free amount. */
export function checkedRows(mode: SelectionMode, count: number): boolean[] {
  return Array.from({ length: count }, (_, i) => (mode === 'all' ? true : mode === 'first' ? i === 0 : false))
}

/** Only the first waiting period is clickable (SPEC 4), whatever the row flags say. */
export function isClickable(index: number): boolean {
  return index === 0
}

export type AmountProblem = 'empty' | 'range' | null

/**
 * Pay Now needs a positive amount, at most amountMax. amountMin is the lower end of the free
 * input's hint only: a period's total or the select-all sum is what the borrower owes and is
 * never refused for being under it (a last instalment is often small). Unsent bounds are not checked.
 */
export function amountProblem(
  amount: number | null,
  min: number | null,
  max: number | null,
  mode: SelectionMode = 'custom',
): AmountProblem {
  if (amount === null || amount <= 0) return 'empty'
  if ((mode === 'custom' && min !== null && amount < min) || (max !== null && amount > max)) return 'range'
  return null
}
