import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { readEntry, writeEntry } from '@src/lastKnown/storage'
import { leftOutNotes } from '@src/lib/diagnosticNotes'
import { makeStore } from '@store/index'
import { paramsUpdated } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'

import { LoanDetail } from './pages/LoanDetail'

afterEach(() => localStorage.clear())

const KEY = 'order:P1002:ORD174001'

function openWithCopy(copy: unknown) {
  const store = makeStore()
  store.dispatch(paramsUpdated({ sessionId: 'S-ORD' }))
  writeEntry('s:S-ORD', KEY, copy)
  return renderWithProviders(<LoanDetail />, { route: '/loanDetail?productId=P1002&orderId=ORD174001', store })
}

describe('order details: a last-known copy is checked against the screen’s shape', () => {
  it.each([
    ['rows that are not a list', { status: 174, noticeTitle: 'Due today', rows: 'not a list' }],
    ['a status that is text, a missing field', { status: 'due', noticeTitle: 'Due today', rows: [] }],
    ['not an object', 'garbage'],
  ])('a damaged copy (%s), offline: dropped and noted, never drawn; the error state retries into the order', async (_what, copy) => {
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error(), { once: true }))
    const { user } = openWithCopy(copy)
    expect(await screen.findByText('No connection. Check your network and try again.')).toBeInTheDocument()
    expect(screen.queryByText(/undefined/)).not.toBeInTheDocument()
    expect(screen.queryByText('You are offline. This is what we last saw.')).not.toBeInTheDocument()
    expect(readEntry('s:S-ORD', KEY)).toBeNull()
    expect(leftOutNotes().map((n) => n.text)).toContain('A last-known copy (order) did not fit this screen and was dropped')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Due today' })).toBeInTheDocument()
  })

  it('a copy of the screen’s own shape is still shown offline, with its age', async () => {
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error(), { once: true }))
    openWithCopy({
      status: 174,
      noticeTitle: 'Kept notice',
      noticeText: '',
      productName: 'Mkopo Haraka',
      productLogo: '',
      rows: [{ label: 'Amount', value: 'TZS 50,000' }],
      recProducts: [],
      isDelay: false,
      isScore: false,
      telephone: '',
      confirmUrl: '',
      withdrawMessage: '',
      h5Url: '',
      inside: false,
      cardPop: null,
    })
    expect(await screen.findByRole('heading', { name: 'Kept notice' })).toBeInTheDocument()
    expect(screen.getByText('TZS 50,000')).toBeInTheDocument()
    expect(readEntry('s:S-ORD', KEY)).not.toBeNull()
  })
})
