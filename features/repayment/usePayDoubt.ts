import { useState } from 'react'

import type { RepayPlan } from '@src/lender/repayment/types'
import type { SettleVerdict } from '@src/lender/settle'
import { useAppDispatch } from '@store/hooks'
import { useSettle } from '@store/useSettle'

import { repaymentApi } from './api'

/** What the plan says is still owed, in minor units. */
const owedOf = (plan: RepayPlan) => plan.waiting.reduce((sum, row) => sum + row.totalAmount, 0)

/**
 * Pay Now's use of the one rule for lost answers (store/useSettle.ts): after a payment request
 * without a readable answer, Pay Now stays off over the settle window while the plan is read
 * again. SPEC 7 has no read that shows a payment request pending, so only the window's end lets
 * Pay Now back; a plan that owes less than when Pay Now was tapped proves the payment arrived.
 * The rollover's detail shows no such amount, so there the reads only refresh the screen. The UTR
 * form reads the same plan after a lost submission (`call` 'utr'): a payment matched by its ID owes less.
 */
export function usePayDoubt(orderId: string, isDelay: 0 | 1, call: 'payNow' | 'utr' = 'payNow') {
  const dispatch = useAppDispatch()
  const [arrived, setArrived] = useState(false)

  async function read(data: string[] | null): Promise<SettleVerdict> {
    const [productId = '', before = ''] = data ?? []
    const args = { productId, orderId }
    const fresh = { forceRefetch: true, subscribe: false } as const
    if (isDelay) {
      await dispatch(repaymentApi.endpoints.getDelayDetail.initiate(args, fresh))
      return 'unknown'
    }
    const res = await dispatch(repaymentApi.endpoints.getRepayPlan.initiate(args, fresh))
    if (!res.data || before === '') return 'unknown'
    return owedOf(res.data) < Number(before) ? 'happened' : 'unknown'
  }

  const settle = useSettle({ call, subject: `${orderId}:${isDelay}`, read, onHappened: () => setArrived(true) })

  /** A payment request got no readable answer: keeps what the plan on screen owed, for the check. */
  function begin(productId: string) {
    const plan = dispatch((_, getState) => repaymentApi.endpoints.getRepayPlan.select({ productId, orderId })(getState()).data)
    setArrived(false)
    settle.begin([productId, plan && !isDelay ? String(owedOf(plan)) : ''])
  }

  function clear() {
    setArrived(false)
    settle.clear()
  }

  return { ...settle, begin, clear, arrived }
}
