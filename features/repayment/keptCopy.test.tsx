import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { getWorld } from '@sandbox/world'
import { readEntry, writeEntry } from '@src/lastKnown/storage'
import { leftOutNotes } from '@src/lib/diagnosticNotes'
import { makeStore } from '@store/index'
import type { RepaymentInfo } from '@store/repaymentInfo'
import { paramsUpdated } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'

import { Repay } from './pages/Repay'
import { RepayDelay } from './pages/RepayDelay'
import { RepaymentOfCode2 } from './pages/RepaymentOfCode2'

afterEach(() => localStorage.clear())

const OFFLINE = 'No connection. Check your network and try again.'
const notes = () => leftOutNotes().map((n) => n.text)

/** A screen opened offline over a stored copy `copy` of `key`. */
function openOffline(ui: React.ReactElement, route: string, key: string, copy: unknown, call: string) {
  const store = makeStore()
  store.dispatch(paramsUpdated({ sessionId: 'S-PAY' }))
  writeEntry('s:S-PAY', key, copy)
  getWorld().scenarios.push(`${call}=networkx1`)
  return renderWithProviders(ui, { route, store })
}

describe('repayment screens: a last-known copy is checked against the screen’s shape', () => {
  it.each([
    {
      screen: 'the plan (/repay)',
      ui: <Repay />,
      route: '/repay?productId=P1001&orderId=ORD170001',
      key: 'repay:P1001:ORD170001',
      copy: { account: null, wallets: 'x', waiting: [{ totalAmount: 'a lot' }] },
      call: 'loan-play-detail-yd',
      note: 'A last-known copy (repay) did not fit this screen and was dropped',
      loaded: async () => expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument(),
    },
    {
      screen: 'the rollover (/repayDelay)',
      ui: <RepayDelay />,
      route: '/repayDelay?productId=P1002&orderId=ORD174001',
      key: 'delay:P1002:ORD174001',
      copy: { fee: '13650', detail: {}, account: {} },
      call: 'delay-detail-yd',
      note: 'A last-known copy (delay) did not fit this screen and was dropped',
      loaded: async () => expect(await screen.findByRole('region', { name: 'Deferral fee' })).toHaveTextContent('TZS 13,650.00'),
    },
  ])(
    '$screen: a damaged copy offline is dropped and noted, never drawn; Retry loads the screen',
    async ({ ui, route, key, copy, call, note, loaded }) => {
      const { user } = openOffline(ui, route, key, copy, call)
      expect(await screen.findByText(OFFLINE)).toBeInTheDocument()
      expect(screen.queryByText(/undefined|NaN/)).not.toBeInTheDocument()
      expect(readEntry('s:S-PAY', key)).toBeNull()
      expect(notes()).toContain(note)
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      await loaded()
    },
  )
})

describe('repayment code page two: the saved repayment info is checked against its shape', () => {
  it('saved info of another shape is never drawn: the page says the details are missing, and drops it', async () => {
    const damaged = {
      repayAmount: 'lots',
      delayInfo: null,
      defDetail: { logo: '', payCode: '8820261122', payNotice: { Airtel: [{ name: { en: 'x' }, steps: 'dial' }] } },
      savedAt: 1,
    }
    const { store } = renderWithProviders(<RepaymentOfCode2 />, {
      route: '/repaymentOfCode2',
      preloadedState: { repaymentInfo: { current: damaged as unknown as RepaymentInfo } },
    })
    expect(await screen.findByText('We could not find your repayment details. Please go back and tap Pay Now again.')).toBeInTheDocument()
    expect(screen.queryByText('8820261122')).not.toBeInTheDocument()
    expect(store.getState().repaymentInfo.current).toBeNull()
    expect(notes()).toContain('The saved repayment info did not fit the repayment code page and was dropped')
  })
})
