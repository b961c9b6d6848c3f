import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { expectTryAgainLoads, findRefusal } from '@tests/loadFailures'
import { renderWithProviders } from '@tests/renderWithProviders'

import { ComplaintDetails } from './pages/ComplaintDetails'

const RATED = 'PB2611130004'
const fake = () => vi.useFakeTimers({ shouldAdvanceTime: true })

function renderDetails(problemId = RATED) {
  return renderWithProviders(<ComplaintDetails />, {
    route: `/complainDetails?problemId=${problemId}`,
    userOptions: { advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) },
  })
}

afterEach(() => {
  vi.useRealTimers()
})

/** Opens the rated complaint under a fake clock and waits out the 3 s before its rating modal. */
async function openRating() {
  fake()
  const { user } = renderDetails()
  await screen.findByRole('region', { name: 'Process Result' })
  act(() => vi.advanceTimersByTime(3000))
  return { user, dialog: screen.getByRole('dialog', { name: 'Please rate this service' }) }
}

describe('ComplaintDetails', () => {
  it('shows type, sub-type, content, pictures, the Process Result and the 3-weekday promise', async () => {
    renderDetails('PB2611090017')
    expect(await screen.findByText('Harassment or abusive language')).toBeInTheDocument()
    expect(receivedBy('/user-problem/problem-detail')[0].body).toEqual({ problemId: 'PB2611090017' })
    expect(screen.getByText('Collection')).toBeInTheDocument()
    expect(screen.getByText(/A collector called me five times/)).toBeInTheDocument()
    const result = screen.getByRole('region', { name: 'Process Result' })
    expect(result).toHaveTextContent('Our team has not replied yet.')
    expect(screen.getByText('We reply to complaints within 3 weekdays.')).toBeInTheDocument()
  })

  it('shows the agent reply with its pictures and enlarges a picture when tapped', async () => {
    const { user } = renderDetails()
    const result = await screen.findByRole('region', { name: 'Process Result' })
    expect(result).toHaveTextContent('credited it to the first instalment of order ORD180001')
    await user.click(screen.getByRole('button', { name: 'Enlarge photo 1' }))
    const viewer = screen.getByRole('dialog', { name: 'Photo 1' })
    expect(within(viewer).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/sandbox-assets/complaint-receipt.svg')
    await user.click(within(viewer).getByRole('button', { name: 'Close' }))
    await user.click(within(result).getByRole('button', { name: 'Enlarge reply photo 1' }))
    expect(within(screen.getByRole('dialog', { name: 'Reply photo 1' })).getByRole('img')).toHaveAttribute(
      'src',
      '/sandbox-assets/complaint-reply.svg',
    )
  })

  it('opens the rating modal 3000 ms after load when isNeedScore is non-zero', async () => {
    fake()
    renderDetails()
    await screen.findByRole('region', { name: 'Process Result' })
    act(() => vi.advanceTimersByTime(2900))
    expect(screen.queryByRole('dialog', { name: 'Please rate this service' })).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    const dialog = screen.getByRole('dialog', { name: 'Please rate this service' })
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5)
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeInTheDocument()
  })

  it('never asks for a rating when isNeedScore is 0', async () => {
    fake()
    renderDetails('PB2610210031')
    await screen.findByRole('region', { name: 'Process Result' })
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("sends score and problemId, toasts 'Thank you for your rating.' and closes on '00'", async () => {
    const { user, dialog } = await openRating()
    await user.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Thank you for your rating.')).toBeInTheDocument()
    expect(receivedBy('/user-problem/save-score')[0].body).toEqual({ score: '4', problemId: RATED })
    expect(getWorld().complaints.scores).toEqual([{ problemId: RATED, score: 4 }])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The detail is read again and no longer asks.
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the server message and stays open on another code', async () => {
    getWorld().scenarios = ['save-score=code:02:You have already rated this complaint']
    const { user, dialog } = await openRating()
    await user.click(within(dialog).getByRole('radio', { name: '2 of 5 stars' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('You have already rated this complaint')).toBeInTheDocument()
    expect(screen.queryByText('Thank you for your rating.')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Please rate this service' })).toBeInTheDocument()
  })

  it('asks for a star before sending, and Cancel closes without sending', async () => {
    const { user, dialog } = await openRating()
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(receivedBy('/user-problem/save-score')).toHaveLength(0)
  })

  it('a complaint the lender does not know: its words, then my complaints, home and customer service, never Try again', async () => {
    server.use(http.post('*/api/user-problem/problem-detail', () => HttpResponse.json({ code: '01', message: 'Complaint not found' })))
    renderDetails('NOPE')
    const alert = await findRefusal(/^Complaint not found/)
    expect(within(alert).getByRole('link', { name: 'My complaints' })).toHaveAttribute('href', '/complaintList')
  })

  it('a server error offers Try again, which loads the complaint', () =>
    expectTryAgainLoads('problem-detail=500x1', renderDetails, () => screen.findByRole('region', { name: 'Process Result' })))

  it('says so when no problemId is given', () => {
    renderWithProviders(<ComplaintDetails />, { route: '/complainDetails' })
    expect(screen.getByText('This complaint could not be found.')).toBeInTheDocument()
  })
})
