import type { PlanRow } from '@src/lender/repayment/types'
import { amountRange, type AmountRefusal, readAmount } from '@src/lib/amountInput'

/**
 * Installment selection (SPEC 4): 'first' pays the first waiting period, 'all' every waiting
 * period, 'custom' a free amount typed after Modify amount. Amounts are minor units.
 */
export type SelectionMode = 'first' | 'all' | 'custom'

export type Selection = {
  mode: SelectionMode
  /** Minor units; null when nothing is entered or the input cannot be read. */
  amount: number | null
  /** The free input as typed or pasted ('TZS 45,500.00'); src/lib/amountInput.ts reads it. */
  input: string
  /** Why the free input cannot be read, null when it can (or is empty). */
  refusal: AmountRefusal | null
}

export type SelectionAction = { type: 'selectFirst' } | { type: 'toggleAll' } | { type: 'modify' } | { type: 'input'; value: string }

export type SelectionContext = { waiting: PlanRow[] }

export function sumTotals(rows: PlanRow[]): number {
  return rows.reduce((s, r) => s + r.totalAmount, 0)
}

/** On load the first period is selected; the amount is the query amount when given, else its total. */
export function initialSelection(waiting: PlanRow[], queryAmount: number | null): Selection {
  return { mode: 'first', amount: queryAmount ?? waiting[0]?.totalAmount ?? null, input: '', refusal: null }
}

export function selectionReducer(ctx: SelectionContext) {
  return (state: Selection, action: SelectionAction): Selection => {
    const first = ctx.waiting[0]?.totalAmount ?? null
    switch (action.type) {
      case 'selectFirst':
        return { mode: 'first', amount: first, input: '', refusal: null }
      case 'toggleAll':
        // Toggling select-all off goes back to the first period only.
        return state.mode === 'all'
          ? { mode: 'first', amount: first, input: '', refusal: null }
          : { mode: 'all', amount: sumTotals(ctx.waiting), input: '', refusal: null }
      case 'modify':
        return { mode: 'custom', amount: null, input: '', refusal: null }
      case 'input': {
        // The input keeps what was typed; nothing is dropped or capped on the way (an amount over
        // the cap is refused at Pay Now with the cap named, never lowered to it).
        const reading = readAmount(action.value)
        if (reading.ok) return { mode: 'custom', amount: reading.minor, input: action.value, refusal: null }
        return { mode: 'custom', amount: null, input: action.value, refusal: reading.reason === 'empty' ? null : reading.reason }
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

export type AmountProblem = 'empty' | AmountRefusal | 'belowMin' | 'aboveMax' | null

/**
 * What stops Pay Now: nothing (or nothing readable) entered, an amount under amountMin or over
 * amountMax. amountMin bounds the free input only: a period's total or the select-all sum is what
 * the borrower owes and is never refused for being under it (a last instalment is often small).
 * Unsent bounds are not checked. SPEC 4 caps the input at amountMax as it is typed; an amount over
 * it is refused with the cap named instead, so a pasted '45500.00' never turns into the cap.
 */
export function amountProblem(selection: Selection, min: number | null, max: number | null): AmountProblem {
  if (selection.mode === 'custom' && selection.refusal) return selection.refusal
  const amount = selection.amount
  if (amount === null || amount <= 0) return 'empty'
  return amountRange(amount, selection.mode === 'custom' ? min : null, max)
}
