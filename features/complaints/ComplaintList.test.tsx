import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { readEntry, writeEntry } from '@src/lastKnown/storage'
import { makeStore } from '@store/index'
import { paramsUpdated } from '@store/session'
import { locationOf, renderWithProviders } from '@tests/renderWithProviders'

import { ComplaintList } from './pages/ComplaintList'

function renderList() {
  return renderWithProviders(<ComplaintList />, {
    route: '/complaintList',
    routes: [{ path: '/complainDetails', element: <p>details page</p> }],
  })
}

describe('ComplaintList', () => {
  it('shows the tabs from the server with time, Problem Type and content of each entry', async () => {
    renderList()
    const processing = await screen.findByRole('tab', { name: 'Processing' })
    expect(receivedBy('/user-problem/problem-list')).toHaveLength(1)
    expect(processing).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Finished' })).toBeInTheDocument()
    const panel = screen.getByRole('tabpanel')
    const entry = within(panel).getByRole('link', { name: /abusive language/ })
    expect(entry).toHaveTextContent('Problem Type: Collection')
    expect(entry).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
    expect(entry).toHaveTextContent('A collector called me five times after 9 pm')
  })

  it('switches tabs and opens the details with the problemId', async () => {
    const { user, router } = renderList()
    await user.click(await screen.findByRole('tab', { name: 'Finished' }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getAllByRole('link')).toHaveLength(2)
    await user.click(within(panel).getByRole('link', { name: /Repayment not credited/ }))
    expect(locationOf(router)).toBe('/complainDetails?problemId=PB2611130004')
  })

  it('shows an empty state for an empty tab', async () => {
    getWorld().complaints.complaints = getWorld().complaints.complaints.filter((c) => c.status === 'finished')
    renderList()
    await screen.findByRole('tab', { name: 'Processing' })
    expect(within(screen.getByRole('tabpanel')).getByText('No complaints here.')).toBeInTheDocument()
  })

  it('shows an error with retry on a network failure', async () => {
    server.use(http.post('*/api/user-problem/problem-list', () => HttpResponse.error(), { once: true }))
    const { user } = renderList()
    expect(await screen.findByText('No connection. Check your network and try again.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeInTheDocument()
  })

  it('a stored copy that does not fit the list (another build, or damaged) is dropped, never drawn: the screen still works', async () => {
    const store = makeStore()
    store.dispatch(paramsUpdated({ sessionId: 'S-DMG' }))
    writeEntry('s:S-DMG', 'complaints', [{ title: 7, entries: 'not a list' }])
    server.use(http.post('*/api/user-problem/problem-list', () => HttpResponse.error(), { once: true }))
    const { user } = renderWithProviders(<ComplaintList />, { route: '/complaintList', store })
    expect(await screen.findByText('No connection. Check your network and try again.')).toBeInTheDocument()
    expect(readEntry('s:S-DMG', 'complaints')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeInTheDocument()
  })

  it('reads a bare tab array and skips unreadable entries', async () => {
    server.use(
      http.post('*/api/user-problem/problem-list', () =>
        HttpResponse.json({
          code: '00',
          data: [{ name: 'All', data: [{ problemId: 'P9', time: 1795000000, type: 'Other', content: 'Hello' }, { content: 'no id' }] }],
        }),
      ),
    )
    renderList()
    const link = await screen.findByRole('link', { name: /Hello/ })
    expect(link).toHaveAttribute('href', '/complainDetails?problemId=P9')
    expect(link).toHaveTextContent('2026-11-18')
    expect(screen.queryByText('no id')).not.toBeInTheDocument()
  })
})
