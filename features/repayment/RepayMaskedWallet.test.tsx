import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'

import { openRepay } from './testing'

/** SPEC 3's repayment plan response, with the wallet number as a lender that masks it sends it. */
const plan = (cardNo: string) =>
  http.post('*/api/v3/installment/loan-play-detail-yd', () =>
    HttpResponse.json({
      code: 0,
      message: 'ok',
      data: {
        bankCardInfo: { bankName: 'M-Pesa', bankNode: 'MPESA', cardNo },
        bankList: [{ name: 'M-Pesa', type: 'MPESA' }],
        amountMin: 1000,
        amountMax: 900000,
        repayPlanDetail: {
          repayWaitDetail: [
            { periodNo: 1, totalAmount: 50000, displayAmount: '500.00', canClick: 1, check: 1, periodStatus: 100, dueTime: '2026-12-01' },
          ],
          repayYetDetail: [],
          repayWaitCount: 1,
        },
      },
    }),
  )

const open = () => openRepay('productId=P1001&orderId=ORD170001')

describe('Repay: a masked wallet number', () => {
  it("shows it in the market's masked form, asks for the full number, and never sends the masked digits", async () => {
    server.use(plan('0712****78'))
    const { user } = open()
    const number = await screen.findByRole('textbox', { name: 'Wallet number' })
    expect(number).toHaveValue('')
    expect(number).toHaveAccessibleDescription('We have 0712 *** *78 on file. Please enter the full number.')
    await user.click(screen.getByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByText('Please enter your wallet number.')).toBeInTheDocument()
    expect(receivedBy('/generate-vcode-yd')).toHaveLength(0)
    await user.type(number, '0712345678')
    await user.click(screen.getByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(receivedBy('/generate-vcode-yd')).toHaveLength(1))
    expect(receivedBy('/generate-vcode-yd')[0].body).toMatchObject({ cardNo: '0712345678', bankCode: 'MPESA' })
  })

  it('an unmasked number is prefilled and sent as digits', async () => {
    server.use(plan('0712 345 678'))
    const { user } = open()
    expect(await screen.findByRole('textbox', { name: 'Wallet number' })).toHaveValue('0712 345 678')
    await user.click(screen.getByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(receivedBy('/generate-vcode-yd')).toHaveLength(1))
    expect(receivedBy('/generate-vcode-yd')[0].body).toMatchObject({ cardNo: '0712345678' })
  })
})
