import { act, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'

import { ComplaintStart } from '@features/complaints/pages/ComplaintStart'
import { LoanConfirm } from '@features/loan/pages/LoanConfirm'
import { LoanDetail } from '@features/order/pages/LoanDetail'
import { Repay } from '@features/repayment/pages/Repay'
import { RepayDelay } from '@features/repayment/pages/RepayDelay'
import { receivedBy } from '@sandbox/world'
import { makeStore } from '@store/index'
import { idsUpdated } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'

import { startFirstCall } from './firstCall'

const noIds = { productId: '', orderId: '' }

/** Starts the screen's first call as src/main.tsx does, then renders the screen on the same store. */
async function startThenOpen(route: string, ui: ReactElement, sessionIds = noIds, asked?: string) {
  const store = makeStore()
  store.dispatch(idsUpdated(sessionIds))
  const url = new URL(route, 'http://app.test')
  await startFirstCall(store.dispatch, { pathname: url.pathname, search: url.search }, store.getState().session.ids)
  // The call reached the lender before anything rendered.
  if (asked) await waitFor(() => expect(receivedBy(asked)).toHaveLength(1))
  return renderWithProviders(ui, { store, route })
}

describe('a screen’s first call starts before the screen renders', () => {
  it('/repay: the plan is asked once, with the screen’s own arguments, and shown', async () => {
    await startThenOpen('/repay?productId=P1002&orderId=ORD174001', <Repay />, noIds, '/loan-play-detail-yd')
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument()
    expect(receivedBy('/loan-play-detail-yd').map((r) => r.body)).toEqual([{ productId: 'P1002', orderId: 'ORD174001' }])
  })

  it('/repayDelay: ids from the session when the URL has none', async () => {
    await startThenOpen('/repayDelay', <RepayDelay />, { productId: 'P1002', orderId: 'ORD174001' }, '/delay-detail-yd')
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument()
    expect(receivedBy('/delay-detail-yd').map((r) => r.body)).toEqual([{ productId: 'P1002', orderId: 'ORD174001' }])
  })

  it('/complaint: problem-init once for the URL’s order', async () => {
    await startThenOpen('/complaint?orderId=ORD174001', <ComplaintStart />, noIds, '/problem-init')
    expect(await screen.findByRole('heading', { name: 'Select question type' })).toBeInTheDocument()
    expect(receivedBy('/problem-init').map((r) => r.body)).toEqual([{ orderId: 'ORD174001' }])
  })

  it('/loanConfirm: the offer and the contracts, each once', async () => {
    await startThenOpen('/loanConfirm?productId=P1001', <LoanConfirm />, noIds, '/contract/contract')
    expect(receivedBy('/loan-detail-confirm')).toHaveLength(1)
    // Give the screen time to ask again if it were going to.
    expect(await screen.findAllByRole('button')).not.toHaveLength(0)
    await new Promise((r) => setTimeout(r, 100))
    expect(receivedBy('/loan-detail-confirm')).toHaveLength(1)
    expect(receivedBy('/contract/contract')).toHaveLength(1)
  })

  it('/loanDetail: RTK Query’s prefetch serves the screen’s first arrival (asked once); every later arrival asks again', async () => {
    const { router } = await startThenOpen(
      '/loanDetail?productId=P1002&orderId=ORD174001',
      <LoanDetail />,
      noIds,
      '/loan-details/loan-details',
    )
    expect(await screen.findByText('Due today')).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 100))
    expect(receivedBy('/loan-details/loan-details').map((r) => r.body)).toEqual([{ productId: 'P1002', orderId: 'ORD174001' }])
    // Away and back, a moment later (the borrower opened the bind page): the order is asked again.
    await act(() => router.navigate('/bindBank'))
    await act(() => router.navigate('/loanDetail?productId=P1002&orderId=ORD174001'))
    await waitFor(() => expect(receivedBy('/loan-details/loan-details')).toHaveLength(2))
  })

  it('no order id anywhere: nothing is asked (the screen says the order is missing)', async () => {
    await startThenOpen('/repay', <Repay />)
    expect(receivedBy('/loan-play-detail-yd')).toHaveLength(0)
  })

  it('a screen without a first call, or a public page: nothing is asked', async () => {
    const store = makeStore()
    await startFirstCall(store.dispatch, { pathname: '/bindBank', search: '?orderId=ORD174001' }, noIds)
    await startFirstCall(store.dispatch, { pathname: '/About', search: '' }, noIds)
    expect(receivedBy()).toHaveLength(0)
  })
})
