import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import type { Wallet, WalletAccount } from '@src/lender/repayment/types'
import { renderWithProviders } from '@tests/renderWithProviders'

import { useWalletChoice, WalletField } from './components/WalletField'

/** The screen first drawn from its kept copy (no wallet number), then from the lender's answer. */
const wallets: Wallet[] = [
  { name: 'HaloPesa', type: 'HALOPESA' },
  { name: 'Selcom Pay (QR)', type: 'SELCOM' },
]
const kept: WalletAccount = { bankName: 'HaloPesa', bankNode: 'HALOPESA', cardNo: '' }
const fresh: WalletAccount = { ...kept, cardNo: '255622334455' }

function Harness() {
  const [account, setAccount] = useState(kept)
  const wallet = useWalletChoice(wallets, account)
  return (
    <>
      <WalletField {...wallet.field} />
      <button onClick={() => setAccount(fresh)}>answer</button>
    </>
  )
}

const number = () => screen.getByRole('textbox', { name: 'Wallet number' }) as HTMLInputElement

describe('the wallet number when the lender answers after the kept copy', () => {
  it("an empty number takes the lender's number once it arrives", async () => {
    const r = renderWithProviders(<Harness />)
    expect(number().value).toBe('')
    await r.user.click(screen.getByRole('button', { name: 'answer' }))
    expect(number().value).toBe('255 622 334 455')
  })

  it('a number the borrower typed meanwhile stays', async () => {
    const r = renderWithProviders(<Harness />)
    await r.user.type(number(), '0713987654')
    await r.user.click(screen.getByRole('button', { name: 'answer' }))
    expect(number().value).toBe('0713 987 654')
  })
})
