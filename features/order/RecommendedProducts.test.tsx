import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { buildConfig, overrideConfig } from '@src/config/env'

import { recProductsSetting } from './rules'
import { captureBridge, captureExternal, renderLoanDetail } from './testing'

let bridge: ReturnType<typeof captureBridge>
beforeEach(() => {
  bridge = captureBridge()
})
afterEach(() => {
  bridge.reset()
  recProductsSetting.reading = 'hiddenForActiveStatuses'
})

const section = async () => (await screen.findByRole('heading', { name: 'Recommended for you' })).closest('section')!

/** The legacy 'define' call answers code '00' with `link` (the obfuscated names of the recommended-product group). */
const defineAnswersLink = (link: string) =>
  server.use(http.post('*/api/x1/k7/d3', () => HttpResponse.json({ c0d: '00', dt4: link, m5g: 'ok' })))

describe('recommended products on order details', () => {
  it('reads the obfuscated fields back: logo, name, button text, amount range, range description, rate, description', async () => {
    renderLoanDetail('ORD110001')
    const list = within(await section())
    const item = list.getByRole('heading', { name: 'Pesa Chap Chap' }).closest('li')!
    expect(item).toHaveTextContent('TZS 50,000 - 500,000')
    expect(item).toHaveTextContent('Loan amount')
    expect(item).toHaveTextContent('Interest from 0.1% per day')
    expect(item).toHaveTextContent('Money in your M-Pesa or Tigo Pesa within 5 minutes.')
    expect(item.querySelector('img')).toHaveAttribute('src', '/sandbox-assets/tigo.svg')
    expect(within(item).getByRole('button', { name: 'Apply, Pesa Chap Chap' })).toBeEnabled()
    expect(list.getAllByRole('listitem')).toHaveLength(4)
  })

  it('reading switch: "hiddenAlways" hides them even where our reading shows them', async () => {
    recProductsSetting.reading = 'hiddenAlways'
    renderLoanDetail('ORD110001')
    await screen.findByRole('heading', { name: 'Approved' })
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).not.toBeInTheDocument()
  })

  it('a product whose flag is "0" has the grey disabled button and sends nothing', async () => {
    const { user } = renderLoanDetail('ORD110001')
    const button = within(await section()).getByRole('button', { name: 'Full today, Faraja Cash, Not available' })
    expect(button).toBeDisabled()
    await user.click(button)
    expect(receivedBy('/service/event/save')).toHaveLength(0)
    expect(receivedBy('/x1/k7/d3')).toHaveLength(0)
  })

  it('a click posts the tracking event, then the define call; the link is followed after the safe-URL check', async () => {
    const capture = captureExternal()
    const { user } = renderLoanDetail('ORD110001')
    await user.click(within(await section()).getByRole('button', { name: 'Apply, Pesa Chap Chap' }))
    await waitFor(() => expect(capture.assign).toHaveBeenCalledWith(`${location.origin}/api/__sandbox/page/product?product=pesa-chap-chap`))
    const [event] = receivedBy('/service/event/save')
    const [define] = receivedBy('/x1/k7/d3')
    expect(event.body).toEqual({ productId: 'LNK2001', moduleId: '31', positionId: '0' })
    // The legacy call: form-encoded client, obfuscated field names (module id, position, link id).
    expect(define.body).toEqual({ g5m: '31', q2s: '0', y8l: 'LNK2001' })
    expect(define.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', swift: '', eyes: '' })
    expect(define.headers['content-type']).toContain('application/x-www-form-urlencoded')
    expect(event.seq).toBeLessThan(define.seq)
  })

  it("without the lender's module ids a click is tracked under SPEC's module 30, which the define call carries too", async () => {
    const undo = overrideConfig({ recModuleIds: buildConfig({}).recModuleIds })
    try {
      const defines: string[] = []
      server.use(
        http.post('*/api/x1/k7/d3', async ({ request }) => {
          defines.push(await request.text())
          return HttpResponse.json({ c0d: '00', dt4: 'https://www.mkopoharaka.co.tz/p', m5g: 'ok' })
        }),
      )
      const capture = captureExternal()
      const { user } = renderLoanDetail('ORD110001')
      await user.click(within(await section()).getByRole('button', { name: 'Apply, Pesa Chap Chap' }))
      await waitFor(() => expect(capture.assign).toHaveBeenCalledWith('https://www.mkopoharaka.co.tz/p'))
      expect(receivedBy('/service/event/save').map((r) => r.body)).toEqual([{ productId: 'LNK2001', moduleId: '30', positionId: '0' }])
      expect(defines.map((b) => Object.fromEntries(new URLSearchParams(b)))).toEqual([{ g5m: '30', q2s: '0', y8l: 'LNK2001' }])
    } finally {
      undo()
    }
  })

  it('a link that is not http is handed to the native app', async () => {
    const capture = captureExternal()
    const { user } = renderLoanDetail('ORD110001')
    await user.click(within(await section()).getByRole('button', { name: 'Get it now, Bahati Mkopo' }))
    await waitFor(() =>
      expect(bridge.calls()).toContainEqual({
        action: 'goToPage',
        payload: { page: 'productUrl', params: { url: 'mkopoharaka://app/product?productId=P2002' } },
      }),
    )
    expect(receivedBy('/x1/k7/d3')[0].body).toMatchObject({ q2s: '1', y8l: 'LNK2002' })
    expect(capture.assign).not.toHaveBeenCalled()
  })

  it('another code shows the server message as a toast', async () => {
    const capture = captureExternal()
    const { user } = renderLoanDetail('ORD110001')
    await user.click(within(await section()).getByRole('button', { name: 'Apply, Jamii Credit' }))
    expect(await screen.findByText('Jamii Credit is not available for you yet. Please try again after 7 days.')).toBeInTheDocument()
    expect(capture.assign).not.toHaveBeenCalled()
    expect(bridge.calls().filter((c) => c.action === 'goToPage')).toHaveLength(0)
  })

  it('an https link on a host no list names is followed (a link from the lender)', async () => {
    defineAnswersLink('https://apply.partner-lender.africa/p/9')
    const capture = captureExternal()
    const { user } = renderLoanDetail('ORD110001')
    await user.click(within(await section()).getByRole('button', { name: 'Apply, Pesa Chap Chap' }))
    await waitFor(() => expect(capture.assign).toHaveBeenCalledWith('https://apply.partner-lender.africa/p/9'))
  })

  it('a plain-http link to another site is refused with a message, never followed', async () => {
    defineAnswersLink('http://apply.partner-lender.africa/p/9')
    const capture = captureExternal()
    const { user } = renderLoanDetail('ORD110001')
    await user.click(within(await section()).getByRole('button', { name: 'Apply, Pesa Chap Chap' }))
    expect(await screen.findByText('This link cannot be opened here for your safety.')).toBeInTheDocument()
    expect(capture.assign).not.toHaveBeenCalled()
  })

  it('a network failure of the define call shows a clear message', async () => {
    server.use(http.post('*/api/x1/k7/d3', () => HttpResponse.error()))
    const { user } = renderLoanDetail('ORD110001')
    await user.click(within(await section()).getByRole('button', { name: 'Apply, Pesa Chap Chap' }))
    expect(await screen.findByText('No connection. Check your network and try again.')).toBeInTheDocument()
  })

  it('a double tap sends one define call', async () => {
    const capture = captureExternal()
    let defines = 0
    server.use(
      http.post('*/api/x1/k7/d3', async () => {
        defines++
        await new Promise((r) => setTimeout(r, 150))
        return HttpResponse.json({ c0d: '00', dt4: 'https://www.mkopoharaka.co.tz/p', m5g: 'ok' })
      }),
    )
    const { user } = renderLoanDetail('ORD110001')
    const button = within(await section()).getByRole('button', { name: 'Apply, Pesa Chap Chap' })
    await user.click(button)
    await user.click(button)
    await waitFor(() => expect(capture.assign).toHaveBeenCalledTimes(1))
    expect(defines).toBe(1)
    expect(receivedBy('/service/event/save')).toHaveLength(1)
  })

  it("'Click to view more products' opens the native recommendation list", async () => {
    const { user } = renderLoanDetail('ORD110001')
    await user.click(within(await section()).getByRole('button', { name: 'Click to view more products' }))
    expect(bridge.calls()).toContainEqual({ action: 'goToPage', payload: { page: 'recommendList' } })
  })
})
