import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { sandboxDeployment } from '@sandbox/deployment'
import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { deploymentFromEnv } from '@src/config/deployment'
import { overrideConfig } from '@src/config/env'
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

/** SPEC 3's order fields and one recommended product under their real names, no telephone. */
const plainAnswer = http.post('*/api/v3/loan-details/loan-details', () =>
  HttpResponse.json({
    code: 0,
    success: true,
    message: 'ok',
    data: {
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
      recProducts: [
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
      ],
    },
  }),
)

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

  it('reads products a lender sends under their plain names, but leaves out the button without the define map', async () => {
    undo = overrideConfig(unconfigured)
    server.use(plainAnswer)
    renderLoanDetail('ORD110001')
    const item = (await screen.findByRole('heading', { name: 'Pesa Plus' })).closest('li')!
    expect(within(item).queryByRole('button')).not.toBeInTheDocument()
    expect(leftOutNotes().map((n) => n.text)).toContain(
      "Recommended products: the 'define' call's alias map (path, fields) is not configured, so products cannot be opened",
    )
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
