import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { getWorld, receivedBy } from '@sandbox/world'
import { outboxCode } from '@src/outbox/ui/useOutboxState'
import { renderWithProviders } from '@tests/renderWithProviders'

import { ComplaintNext } from './pages/ComplaintNext'

/**
 * The complaint form keeps the borrower's words over a reload (session storage, per borrower and
 * order), and a complaint kept while the outbox's code could not be downloaded still says
 * "Saved", keeps the form, and goes once when the code loads.
 */
const ROUTE = (orderNo = 'ORD174001') => `/complainPageNext?problemType=1&problemSonType=103&orderNo=${orderNo}`
const CHUNK_FAILED = new TypeError('Failed to fetch dynamically imported module: /assets/page-X.js')

function renderNext(orderNo?: string) {
  return renderWithProviders(<ComplaintNext />, {
    route: ROUTE(orderNo),
    path: '/complainPageNext',
    routes: [{ path: '/complaint', element: <p>complaint page</p> }],
  })
}

const textbox = () => screen.getByRole('textbox', { name: 'Describe your problem' })
const sendButton = () => screen.getByRole('button', { name: 'Send' })

afterEach(() => {
  sessionStorage.clear()
})

describe('the complaint draft', () => {
  it('survives a remount for the same order, not for another order', async () => {
    const first = renderNext()
    await first.user.type(textbox(), 'Mkusanyaji alinipigia usiku.')
    first.unmount()
    renderNext('ORD999999').unmount()
    const again = renderNext()
    expect(textbox()).toHaveValue('Mkusanyaji alinipigia usiku.')
    again.unmount()
    renderNext('ORD999999')
    expect(textbox()).toHaveValue('')
  })

  it('is gone once the complaint is sent', async () => {
    const first = renderNext()
    await first.user.type(textbox(), 'Pesa haikufika.')
    await first.user.click(sendButton())
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument()
    first.unmount()
    renderNext()
    expect(textbox()).toHaveValue('')
  })
})

describe("the outbox's code failing as the form opens", () => {
  it('Send says Saved, the form and its words stay, and the complaint goes once when the code loads', async () => {
    const load = vi.spyOn(outboxCode, 'load').mockRejectedValue(CHUNK_FAILED)
    const first = renderNext()
    await first.user.type(textbox(), 'Nimelipa lakini oda haijafungwa.')
    await first.user.click(sendButton())
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toHaveTextContent(
      'Saved on this phone. The lender did not answer yet; we will keep trying to send it.',
    )
    expect(textbox()).toHaveValue('Nimelipa lakini oda haijafungwa.')
    expect(receivedBy('/user-problem/problem-save')).toHaveLength(0)
    // Not in the outbox yet: a reload now still finds the words.
    first.unmount()
    const second = renderNext()
    expect(textbox()).toHaveValue('Nimelipa lakini oda haijafungwa.')
    await second.user.click(sendButton())
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeInTheDocument()
    load.mockRestore()
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' }, { timeout: 8000 })).toBeInTheDocument()
    // The complaint of the first, unmounted form goes too: each Send under its own key, each once.
    await waitFor(() => expect(receivedBy('/user-problem/problem-save')).toHaveLength(2))
    expect(getWorld().complaints.complaints.filter((c) => c.content === 'Nimelipa lakini oda haijafungwa.')).toHaveLength(2)
    // Both in the outbox's hands: the draft is gone.
    second.unmount()
    renderNext()
    expect(textbox()).toHaveValue('')
  })
})
