import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { findRefusal } from '@tests/loadFailures'
import { locationOf, renderWithProviders } from '@tests/renderWithProviders'

import { LoanDetail } from './pages/LoanDetail'
import { answerLoanDetails, captureBridge, captureExternal, renderLoanDetail } from './testing'

let bridge: ReturnType<typeof captureBridge>
beforeEach(() => {
  bridge = captureBridge()
})
afterEach(() => bridge.reset())

const footerButtons = () => {
  const footer = document.querySelector('footer')
  return footer
    ? within(footer)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : []
}
const iconOf = () => document.querySelector('svg[data-icon]')?.getAttribute('data-icon')

describe('order details by orderStatus (SPEC 4)', () => {
  it.each([
    ['ORD21001', 'Under review', '21', [], true, 'M-Pesa 0754 *** 456'],
    ['ORD110001', 'Approved', '110', [], true, 'M-Pesa 0754 *** 456'],
    ['ORD151001', 'Disbursing', '151', [], true, 'CRDB Bank 476134******5678'],
    ['ORD170001', 'Repaying', '170', ['Repayment'], false, 'M-Pesa 0754 *** 456'],
    ['ORD174001', 'Due today', '174', ['REPAY', 'Rollover Repayment'], false, 'M-Pesa 0754 *** 456'],
    ['ORD174002', 'Due today', '174', ['Repayment'], false, 'Tigo Pesa 0713 *** 654'],
    ['ORD180001', 'Overdue', '180', ['REPAY', 'Rollover Repayment'], false, 'Airtel Money 0786 *** 123'],
    ['ORD180002', 'Overdue', '180', ['Repayment'], false, 'HaloPesa 0622 *** 455'],
    ['ORD200001', 'Repaid', '200', ['Borrow Again'], false, 'M-Pesa 0754 *** 456'],
    ['ORD999001', 'Processing', '200', [], true, 'M-Pesa 0754 *** 456'],
  ] as const)(
    '%s: notice %s, icon %s, buttons %j, recommendations shown: %s, paid to %s',
    async (orderId, notice, icon, buttons, recShown, account) => {
      const capture = captureExternal()
      renderLoanDetail(orderId)
      expect(await screen.findByRole('heading', { name: notice })).toBeInTheDocument()
      expect(iconOf()).toBe(icon)
      expect(footerButtons()).toEqual(buttons)
      expect(screen.queryByRole('heading', { name: 'Recommended for you' }) !== null).toBe(recShown)
      expect(screen.getByRole('heading', { name: 'Mkopo Haraka', level: 2 })).toBeInTheDocument()
      expect(screen.getByText('Receiving account').nextSibling).toHaveTextContent(account)
      expect(capture.replace).not.toHaveBeenCalled()
      expect(document.title).toBe('Order Details')
    },
  )

  it('shows the hint "Short of money?" with Rollover Repayment only when isDelay is 1', async () => {
    renderLoanDetail('ORD180001', 'P1002')
    expect(await screen.findByRole('button', { name: 'Rollover Repayment' })).toHaveAccessibleDescription('Short of money?')
  })

  it('posts productId and orderId with a loading text, and shows it while loading', async () => {
    renderLoanDetail('ORD174001', 'P1002')
    expect(screen.getAllByText('Loading order details…').length).toBeGreaterThan(0)
    await screen.findByRole('heading', { name: 'Due today' })
    expect(receivedBy('/v3/loan-details/loan-details')[0].body).toEqual({ productId: 'P1002', orderId: 'ORD174001' })
  })

  it('REPAY goes to /repay and rollover to /repayDelay with the ids', async () => {
    const { user, router } = renderLoanDetail('ORD174001', 'P1002')
    await user.click(await screen.findByRole('button', { name: 'REPAY' }))
    expect(locationOf(router)).toBe('/repay?productId=P1002&orderId=ORD174001')
    await router.navigate(-1)
    await user.click(await screen.findByRole('button', { name: 'Rollover Repayment' }))
    expect(locationOf(router)).toBe('/repayDelay?productId=P1002&orderId=ORD174001')
  })

  it('Borrow Again posts the tracking event (module 30, position 0), then opens product detail in the app', async () => {
    const { user } = renderLoanDetail('ORD200001')
    await user.click(await screen.findByRole('button', { name: 'Borrow Again' }))
    await waitFor(() => expect(bridge.calls().some((c) => c.action === 'goToPage')).toBe(true))
    expect(receivedBy('/service/event/save').map((r) => r.body)).toEqual([{ productId: 'P1001', moduleId: '30', positionId: '0' }])
    expect(bridge.calls().find((c) => c.action === 'goToPage')?.payload).toEqual({
      page: 'productDetail',
      params: { productId: 'P1001&scheme=mkopoharaka://app' },
    })
  })

  it('Borrow Again still opens product detail when tracking fails', async () => {
    server.use(http.post('*/api/service/event/save', () => HttpResponse.error()))
    const { user } = renderLoanDetail('ORD200001')
    await user.click(await screen.findByRole('button', { name: 'Borrow Again' }))
    await waitFor(() => expect(bridge.calls().map((c) => c.action)).toContain('goToPage'))
  })

  it('goes home through the bridge from the header', async () => {
    const { user } = renderLoanDetail('ORD110001')
    await screen.findByText('Approved')
    await user.click(screen.getByRole('button', { name: 'Go to home' }))
    expect(bridge.calls()).toEqual([{ action: 'goHome', payload: {} }])
  })

  it('Borrow Again confirms the tracking point to the shell beside the event call', async () => {
    const { user } = renderLoanDetail('ORD200001')
    await user.click(await screen.findByRole('button', { name: 'Borrow Again' }))
    await waitFor(() => expect(bridge.calls().map((c) => c.action)).toContain('goToPage'))
    expect(bridge.calls()).toContainEqual({
      action: 'confirmTrackingPoint',
      payload: { point: 'eventSave', data: { productId: 'P1001', moduleId: '30', positionId: '0' } },
    })
    expect(receivedBy('/service/event/save')).toHaveLength(1)
  })

  it('Borrow Again waits at most 1.5 s for a tracking call that hangs, then opens product detail', async () => {
    server.use(http.post('*/api/service/event/save', () => delay('infinite')))
    const { user } = renderLoanDetail('ORD200001')
    const button = await screen.findByRole('button', { name: 'Borrow Again' })
    // Read before the tap: the wait starts inside it, so a slow tap cannot shorten what is measured.
    const tapped = Date.now()
    await user.click(button)
    await waitFor(() => expect(bridge.calls().map((c) => c.action)).toContain('goToPage'), { timeout: 4000 })
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(1450)
  })

  it("calls the lender's number for the order over the configured one, shown in the market's form, through the bridge", async () => {
    answerLoanDetails({ orderStatus: 110, noticeStatusText: 'Approved', telephone: '+255 754 210 330' })
    const { user } = renderLoanDetail('ORD110001')
    await user.click(await screen.findByRole('button', { name: 'Call 0754 210 330' }))
    expect(bridge.calls()).toContainEqual({ action: 'callTelephone', payload: { phone: '0754 210 330' } })
    expect(screen.queryByRole('button', { name: 'Call 022 212 3456' })).not.toBeInTheDocument()
  })

  it('shows the configured number when the response has none', async () => {
    answerLoanDetails({ orderStatus: 110, noticeStatusText: 'Approved', telephone: '' })
    const { user } = renderLoanDetail('ORD110001')
    await user.click(await screen.findByRole('button', { name: /^Call / }))
    expect(bridge.calls().at(-1)?.payload).toEqual({ phone: '022 212 3456' })
  })
})

describe('playeduL redirect', () => {
  it('redirects at once to a safe playeduL for a status other than 21', async () => {
    const capture = captureExternal()
    renderLoanDetail('ORD110REDIR')
    await waitFor(() =>
      expect(capture.replace).toHaveBeenCalledWith(
        `${location.origin}/api/__sandbox/page/withdraw?order=ORD110REDIR&back=%2FloanDetail%3FproductId%3DP1001%26orderId%3DORD110REDIR`,
      ),
    )
    expect(capture.replace).toHaveBeenCalledTimes(1)
    expect(screen.getAllByText('Opening the confirmation page…').length).toBeGreaterThan(0)
  })

  it('never redirects status 21, even with a playeduL', async () => {
    const capture = captureExternal()
    renderLoanDetail('ORD21WD')
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument()
    expect(capture.replace).not.toHaveBeenCalled()
    expect(capture.assign).not.toHaveBeenCalled()
  })

  it('redirects to a playeduL on an https host no list names (SPEC 3: a link from the lender)', async () => {
    answerLoanDetails({ orderStatus: 110, noticeStatusText: 'Approved', playeduL: 'https://withdraw.wallet-partner.africa/c?o=1' })
    const capture = captureExternal()
    renderLoanDetail('ORD110001')
    await waitFor(() => expect(capture.replace).toHaveBeenCalledWith('https://withdraw.wallet-partner.africa/c?o=1'))
  })

  it.each([
    'https://u@pay.mkopoharaka.co.tz/withdraw',
    'javascript:alert(document.cookie)',
    'data:text/html,hi',
    'blob:http://localhost/x',
    'http://pay.mkopoharaka.co.tz/x',
  ])('refuses the unsafe playeduL %s with a message and shows the order', async (playeduL) => {
    answerLoanDetails({ orderStatus: 110, noticeStatusText: 'Approved', playeduL })
    const capture = captureExternal()
    renderLoanDetail('ORD110UNSAFE')
    expect(await screen.findByText('This link cannot be opened here for your safety.')).toBeInTheDocument()
    // The order is drawn a render after its answer (useLastKnown), in a transition.
    expect(await screen.findByRole('heading', { name: 'Approved' })).toBeInTheDocument()
    expect(capture.replace).not.toHaveBeenCalled()
    expect(capture.assign).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(receivedBy('/service/event/save').map((r) => r.body)).toContainEqual(
        expect.objectContaining({ point: 'link_refused', field: 'playeduL', source: 'api' }),
      ),
    )
  })
})

describe('failures of the loan-details call', () => {
  it.each([
    ['success false', () => HttpResponse.json({ code: 0, success: false, message: 'Order is locked', data: null }), 'Order is locked'],
    ['a business code', () => HttpResponse.json({ code: 404, message: 'Order not found', data: null }), 'Order not found'],
    [
      'a business code with a test server’s text',
      () => HttpResponse.json({ code: 7, message: 'sandbox business error 7', data: null }),
      'Something went wrong on our side.',
    ],
  ])('%s (a refusal) names it and offers home and customer service, not Try again', async (_name, answer, message) => {
    server.use(http.post('*/api/v3/loan-details/loan-details', answer))
    renderLoanDetail('ORD170001')
    expect(await findRefusal(message)).not.toHaveTextContent('sandbox')
  })

  it('an expired session says so, without the server’s text and without Try again', async () => {
    server.use(
      http.post('*/api/v3/loan-details/loan-details', () =>
        HttpResponse.json({ code: 401, message: 'sandbox business error 401', data: null }),
      ),
    )
    renderLoanDetail('ORD170001')
    // The screen's own alert, the one place that says it.
    const alert = within(await screen.findByRole('main')).getByRole('alert')
    expect(alert).toHaveTextContent('Your session has expired. Please log in again.')
    expect(alert).not.toHaveTextContent('sandbox')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it.each([
    ['HTTP 500', () => HttpResponse.json({}, { status: 500 }), 'Something went wrong on our side. Please try again.'],
    ['a network failure', () => HttpResponse.error(), 'No connection. Check your network and try again.'],
    [
      'a malformed answer',
      () => HttpResponse.json({ code: 0, success: true, data: { orderStatus: 'soon' } }),
      'We received an answer we could not read. Please try again.',
    ],
  ])('%s shows an error state; retry loads the order', async (_name, answer, message) => {
    let calls = 0
    server.use(http.post('*/api/v3/loan-details/loan-details', () => (calls++ === 0 ? answer() : undefined)))
    const { user } = renderLoanDetail('ORD170001')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(document.body).not.toHaveTextContent('undefined')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Repaying' })).toBeInTheDocument()
  })

  it.each(['/loanDetail', '/loanDetail?productId=P1001&orderId='])(
    'asks for an order when none is given (%s), without calling, and offers home and customer service',
    async (route) => {
      renderWithProviders(<LoanDetail />, { route })
      expect(await screen.findByRole('alert')).toHaveTextContent('No order was given.')
      // The header's own home icon, and the way on under the message.
      expect(screen.getAllByRole('button', { name: 'Go to home' })).toHaveLength(2)
      expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/customerService')
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
      expect(receivedBy('/v3/loan-details/loan-details')).toHaveLength(0)
    },
  )

  it('switching to another order never shows the previous one', async () => {
    const { router } = renderLoanDetail('ORD170001')
    await screen.findByRole('heading', { name: 'Repaying' })
    await router.navigate('/loanDetail?productId=P1002&orderId=ORD180001')
    // While the new order loads, the page shows loading, not the old order.
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading order details…'))
    expect(screen.queryByRole('heading', { name: 'Repaying' })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Overdue' })).toBeInTheDocument()
  })

  it('uses the session ids when the query has none, and product_id as productId', async () => {
    renderWithProviders(<LoanDetail />, { route: '/loanDetail?product_id=P1002&orderId=ORD174001' })
    await screen.findByRole('heading', { name: 'Due today' })
    expect(receivedBy('/v3/loan-details/loan-details')[0].body).toEqual({ productId: 'P1002', orderId: 'ORD174001' })
  })
})
