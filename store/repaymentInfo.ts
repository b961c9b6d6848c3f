import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import type { PayNoticeStep } from '@src/lender/repayment/types'

import { borrowerChanged } from './borrowerGuard'

/** Repayment info kept in storage for the repayment code page, variant two (SPEC 3). */
export type RepaymentInfo = {
  repayAmount: number | null
  delayInfo: { delayAmount: number | null } | null
  defDetail: { logo: string; payCode: string; payNotice: Record<string, PayNoticeStep[]> }
  /** When it was stored, so stale info can be told apart. */
  savedAt: number
  /** Whose it is (borrowerKey) and for which order: never shown under another (absent: written before this was kept). */
  owner?: string
  orderId?: string
}

export type RepaymentInfoState = { current: RepaymentInfo | null }

const slice = createSlice({
  name: 'repaymentInfo',
  initialState: { current: null } as RepaymentInfoState,
  reducers: {
    repaymentInfoSaved(state, action: PayloadAction<RepaymentInfo>) {
      state.current = action.payload
    },
    repaymentInfoCleared(state) {
      state.current = null
    },
  },
  // One borrower's repayment code and amounts are never shown to the next (logout, deletion, switch).
  extraReducers: (b) => b.addCase(borrowerChanged, (state) => void (state.current = null)),
})

export const { repaymentInfoSaved, repaymentInfoCleared } = slice.actions
export const repaymentInfoReducer = slice.reducer
