import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { sandboxDeployment } from '@sandbox/deployment'
import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { deploymentFromEnv } from '@src/config/deployment'
import { buildConfig, overrideConfig } from '@src/config/env'
import { leftOutNotes } from '@src/lib/diagnosticNotes'

import { captureBridge, renderLoanDetail } from './testing'

// A build given no deployment settings (what `npm run build` makes without variables).
const unconfigured = deploymentFromEnv({})
/** Every sandbox name of the recommended products and the 'define' call. */
const sandboxNames = [
  ...Object.values(sandboxDeployment.aliasGroups.recProducts!.fields),
  ...Object.values(sandboxDeployment.aliasGroups.define!.fields),
  '/x1/k7/d3',
]

/** SPEC 3's order fields under their real names, no telephone and no products. */
const PLAIN_ORDER = {
  orderStatus: 110,
  noticeStatusText: 'Approved',
  noticeDesText: '',
  productName: 'Mkopo',
  productLogo: '',
  inside: 0,
  h5Url: '',
  isDelay: 0,
  telephone: '',
  isScore: 0,
  playeduL: '',
  reyMsg: '',
  cardNeedPop: 0,
  cardPopTitle: '',
  cardPopMsg: '',
  userOrderDetail: { detail: [] },
}

/** SPEC 3's order fields and one recommended product under their real names, no telephone. */
/** The plain order with these recommended products, answered as the lender answers loan-details. */
const plainOrderWith = (recProducts: object[]) =>
  http.post('*/api/v3/loan-details/loan-details', () =>
    HttpResponse.json({ code: 0, success: true, message: 'ok', data: { ...PLAIN_ORDER, recProducts } }),
  )

const plainAnswer = plainOrderWith([
  {
    linkId: 'L1',
    logo: '',
    name: 'Pesa Plus',
    buttonText: 'Apply',
    amountRange: 'TZS 10,000',
    rangeDesc: '',
    rate: '',
    description: '',
    clickable: '1',
  },
])

let undo: () => void
let bridge: ReturnType<typeof captureBridge>
beforeEach(() => {
  bridge = captureBridge()
})
afterEach(() => {
  undo()
  bridge.reset()
})

describe('order details without the lender alias maps', () => {
  it('leaves out products it cannot read and records why; no sandbox name in any request', async () => {
    undo = overrideConfig(unconfigured)
    renderLoanDetail('ORD110001')
    await screen.findByRole('heading', { name: 'Approved' })
    // The sandbox sends its products under names only its map knows: none can be read.
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).not.toBeInTheDocument()
    expect(leftOutNotes().map((n) => n.text)).toContain(
      'Order details: 4 of 4 recommended products left out: the alias map for recommended products is not configured',
    )
    const sent = JSON.stringify(receivedBy('/'))
    for (const name of sandboxNames) expect(sent, name).not.toContain(`"${name}"`)
  })

  it("reads products a lender sends under their plain names; without the define map a click is tracked under module 30 and opens the product's link id", async () => {
    // With the build's own module ids too (the tests' setup plays the sandbox, which sets 31 and 32).
    undo = overrideConfig({ ...unconfigured, recModuleIds: buildConfig({}).recModuleIds })
    server.use(plainAnswer)
    const { user } = renderLoanDetail('ORD110001')
    const item = (await screen.findByRole('heading', { name: 'Pesa Plus' })).closest('li')!
    await user.click(within(item).getByRole('button', { name: 'Apply, Pesa Plus' }))
    await waitFor(() =>
      expect(bridge.calls()).toContainEqual({ action: 'goToPage', payload: { page: 'productUrl', params: { url: 'L1' } } }),
    )
    expect(receivedBy('/service/event/save').map((r) => r.body)).toEqual([{ productId: 'L1', moduleId: '30', positionId: '0' }])
    expect(leftOutNotes().map((n) => n.text)).toContain(
      "Recommended products: the 'define' call's alias map (path, fields) is not configured, so a product opens by its link id",
    )
  })

  it('reads products sent under snake-case plain names, and follows an https link id', async () => {
    undo = overrideConfig(unconfigured)
    server.use(
      plainOrderWith([
        {
          link_id: 'https://www.lender.example/p/9',
          logo: '',
          name: 'Pesa Snake',
          button_text: 'Chukua',
          amount_range: 'TZS 20,000',
          range_desc: 'up to',
          rate: '',
          description: '',
          clickable: '0',
        },
      ]),
    )
    renderLoanDetail('ORD110001')
    const item = (await screen.findByRole('heading', { name: 'Pesa Snake' })).closest('li')!
    expect(within(item).getByText('TZS 20,000')).toBeInTheDocument()
    expect(within(item).getByText('up to')).toBeInTheDocument()
    // The flag "0" read under its plain name: the grey disabled button.
    expect(within(item).getByRole('button', { name: /^Chukua, Pesa Snake/ })).toBeDisabled()
  })

  it('shows no customer-service line when neither the answer nor the deployment names a phone', async () => {
    undo = overrideConfig(unconfigured)
    server.use(plainAnswer)
    renderLoanDetail('ORD110001')
    await screen.findByRole('heading', { name: 'Pesa Plus' })
    expect(screen.queryByText('Customer service')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Call/ })).not.toBeInTheDocument()
  })
})
