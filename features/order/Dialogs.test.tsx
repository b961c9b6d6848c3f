import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { locationOf } from '@tests/renderWithProviders'

import { captureBridge, captureExternal, renderLoanDetail } from './testing'

let bridge: ReturnType<typeof captureBridge>
beforeEach(() => {
  bridge = captureBridge()
})
afterEach(() => bridge.reset())

const dialog = (name: string) => screen.findByRole('dialog', { name })

describe('rating dialog (isScore 1)', () => {
  it('submit with no star says so inside the dialog (not behind its backdrop) and sends nothing', async () => {
    const { user } = renderLoanDetail('ORD170001')
    const rating = await dialog('Rate our service')
    await user.click(within(rating).getByRole('button', { name: 'Submit' }))
    expect(within(rating).getByRole('alert')).toHaveTextContent('Please choose a star rating.')
    expect(receivedBy('/v3/loan-details/google-score')).toHaveLength(0)
  })

  it('fewer than 4 stars: posts score 5, then the result dialog', async () => {
    const { user } = renderLoanDetail('ORD170001')
    const d = await dialog('Rate our service')
    await user.click(within(d).getByRole('radio', { name: '2 of 5 stars' }))
    await user.click(within(d).getByRole('button', { name: 'Submit' }))
    const result = await dialog('Thank you for your feedback')
    expect(receivedBy('/v3/loan-details/google-score').map((r) => r.body)).toEqual([{ score: '5' }])
    expect(bridge.calls().map((c) => c.action)).not.toContain('rate')
    expect(result).toHaveTextContent('Your feedback helps us improve our service.')
    await user.click(within(result).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('4 or more stars: posts score 5, opens the native rate page and closes', async () => {
    const { user } = renderLoanDetail('ORD200001')
    const d = await dialog('Rate our service')
    await user.click(within(d).getByRole('radio', { name: '4 of 5 stars' }))
    await user.click(within(d).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(bridge.calls()).toContainEqual({ action: 'rate', payload: {} }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(receivedBy('/v3/loan-details/google-score')[0].body).toEqual({ score: '5' })
  })

  it('a failed score keeps the dialog open with a message', async () => {
    server.use(http.post('*/api/v3/loan-details/google-score', () => HttpResponse.error()))
    const { user } = renderLoanDetail('ORD170001')
    const d = await dialog('Rate our service')
    await user.click(within(d).getByRole('radio', { name: '5 of 5 stars' }))
    await user.click(within(d).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('No connection. Check your network and try again.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Rate our service' })).toBeInTheDocument()
    expect(bridge.calls().map((c) => c.action)).not.toContain('rate')
  })

  it('Cancel closes it without sending', async () => {
    const { user } = renderLoanDetail('ORD170001')
    await user.click(within(await dialog('Rate our service')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(receivedBy('/v3/loan-details/google-score')).toHaveLength(0)
  })
})

describe('card-binding dialog (cardNeedPop 1)', () => {
  it("shows cardPopTitle and cardPopMsg; 'Go and bind the card' closes it and opens the bind page for this order", async () => {
    const { user, router } = renderLoanDetail('ORD151001', 'P1002')
    const d = await dialog('Payout failed')
    expect(d).toHaveTextContent('Your receiving account could not be paid. Please bind another account.')
    await user.click(within(d).getByRole('button', { name: 'Go and bind the card' }))
    expect(locationOf(router)).toBe('/bindBank?source=loanDetail&productId=P1002&orderId=ORD151001')
  })

  it('closes on the close icon and stays on the order', async () => {
    const { user, router } = renderLoanDetail('ORD151001', 'P1002')
    await user.click(within(await dialog('Payout failed')).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(locationOf(router)).toBe('/loanDetail?productId=P1002&orderId=ORD151001')
  })

  it('coming back from the bind page refetches and does not pop the dialog from the stale answer', async () => {
    const { user, router } = renderLoanDetail('ORD151001', 'P1002')
    await user.click(within(await dialog('Payout failed')).getByRole('button', { name: 'Go and bind the card' }))
    // The bank page saved a card: the lender no longer asks for one.
    getWorld().orders.byId.get('ORD151001')!.cardNeedPop = 0
    await router.navigate('/loanDetail?productId=P1002&orderId=ORD151001')
    // The cached answer shows at once while the fresh one loads; it must not pop the dialog.
    expect(await screen.findByRole('heading', { name: 'Disbursing' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(receivedBy('/v3/loan-details/loan-details')).toHaveLength(2))
    await screen.findByRole('heading', { name: 'Disbursing' })
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does not open when cardNeedPop is 0', async () => {
    renderLoanDetail('ORD110001')
    await screen.findByRole('heading', { name: 'Approved' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('withdraw dialog (reyMsg)', () => {
  it('opens from the visible Withdraw action; Cancel closes it', async () => {
    const capture = captureExternal()
    const { user } = renderLoanDetail('ORD151WD', 'P1002')
    // The amount sits in a span of its own (kept on one line), so the paragraph is matched whole.
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Withdraw TZS 150,000.00 to M-Pesa 0754 *** 456 now?'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    const d = await dialog('Withdraw')
    await user.click(within(d).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(capture.assign).not.toHaveBeenCalled()
  })

  it('Withdraw Now goes to the withdraw-confirmation link (h5Url when there is no playeduL)', async () => {
    const capture = captureExternal()
    const { user } = renderLoanDetail('ORD151WD', 'P1002')
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }))
    await user.click(within(await dialog('Withdraw')).getByRole('button', { name: 'Withdraw Now' }))
    // The sandbox's withdrawal page stands in for the lender's (sandbox/pages.ts).
    expect(capture.assign).toHaveBeenCalledWith(
      `${location.origin}/api/__sandbox/page/withdraw?order=ORD151WD&back=%2FloanDetail%3FproductId%3DP1002%26orderId%3DORD151WD`,
    )
  })

  it('status 21 with playeduL: no redirect, Withdraw Now uses playeduL', async () => {
    const capture = captureExternal()
    const { user } = renderLoanDetail('ORD21WD')
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }))
    await user.click(within(await dialog('Withdraw')).getByRole('button', { name: 'Withdraw Now' }))
    expect(capture.replace).not.toHaveBeenCalled()
    expect(capture.assign).toHaveBeenCalledWith(
      `${location.origin}/api/__sandbox/page/withdraw?order=ORD21WD&back=%2FloanDetail%3FproductId%3DP1001%26orderId%3DORD21WD`,
    )
  })

  it('has no Withdraw action without reyMsg', async () => {
    renderLoanDetail('ORD110001')
    await screen.findByRole('heading', { name: 'Approved' })
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument()
  })
})
