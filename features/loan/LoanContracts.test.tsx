import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { getWorld, receivedBy } from '@sandbox/world'
import { browserNav as browser } from '@src/lib/navigate'
import { answerWith } from '@tests/property'
import { locationOf } from '@tests/renderWithProviders'

import { openConfirm, resetBridge } from './testing'

afterEach(resetBridge)

const agreements = async () => within(await screen.findByRole('region', { name: 'Loan agreements' }))

describe('Loan confirm: the agreement list', () => {
  it('loads the agreements with scene 3 and opens one through contract-jump', async () => {
    const { user, router } = openConfirm('P1001', { extra: '&orderId=ORD110001' })
    const list = await agreements()
    await user.click(await list.findByRole('button', { name: 'Loan Agreement' }))
    expect(await screen.findByText('loan agreement page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanAgreement')
    expect(receivedBy('/v3/contract/contract')[0].body).toEqual({ productId: 'P1001', scene: '3' })
    expect(receivedBy('contract-jump')[0].body).toEqual({ productId: 'P1001', scene: '3', position: '0', orderId: 'ORD110001' })
  })

  it('opens an https contract on a host no list names, as SPEC 7 answers it', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    answerWith('/v3/contract/contract-jump', { contract_url: 'https://docs.esign-provider.africa/c/77' }, { success: true })
    const { user } = openConfirm('P1001')
    await user.click(await (await agreements()).findByRole('button', { name: 'Loan Agreement' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://docs.esign-provider.africa/c/77'))
  })

  it('opens a page the server answers (under the API path) in the browser, not in the app, with its list position', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const { user } = openConfirm('P1001')
    await user.click(await (await agreements()).findByRole('button', { name: 'Repayment Terms' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/api/__sandbox/page/terms`))
    expect(receivedBy('contract-jump')[0].body.position).toBe('2')
  })

  it.each(['javascript:alert(1)', 'http://evil.example/a', 'data:text/html,hi', 'https://www.mkopoharaka.co.tz@evil.example/'])(
    'refuses the unsafe contract_url %j with a message and a tracking event',
    async (url) => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
      answerWith('/v3/contract/contract-jump', { contract_url: url }, { success: true })
      const { user, router } = openConfirm('P1001')
      await user.click(await (await agreements()).findByRole('button', { name: 'Loan Agreement' }))
      expect(await screen.findByText('This link cannot be opened safely. Please contact customer service.')).toBeInTheDocument()
      expect(assign).not.toHaveBeenCalled()
      expect(locationOf(router)).toBe('/loanConfirm?productId=P1001')
      await vi.waitFor(() =>
        expect(receivedBy('/service/event/save').map((r) => r.body)).toContainEqual(
          expect.objectContaining({ point: 'link_refused', source: 'api', field: 'contract_url' }),
        ),
      )
    },
  )

  it('a failed list shows an inline message with retry; the page still works', async () => {
    getWorld().scenarios.push('contract/contract=500@1')
    const { user } = openConfirm('P1001')
    const list = await agreements()
    expect(await list.findByText('The loan agreements could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Loan Now' })).toBeEnabled()
    await user.click(list.getByRole('button', { name: 'Try again' }))
    expect(await list.findByRole('button', { name: 'Privacy Policy' })).toBeInTheDocument()
  })

  it('a failed jump shows the server message', async () => {
    getWorld().scenarios.push('contract-jump=code:5:Agreement unavailable')
    const { user } = openConfirm('P1001')
    await user.click(await (await agreements()).findByRole('button', { name: 'Privacy Policy' }))
    expect(await screen.findByText('Agreement unavailable')).toBeInTheDocument()
  })
})
