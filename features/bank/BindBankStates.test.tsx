import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { overrideConfig } from '@src/config/env'
import { findRefusal, loadFailures } from '@tests/loadFailures'

import { openBank } from './testing'

let undoConfig: () => void = () => undefined
afterEach(() => {
  undoConfig()
  undoConfig = () => undefined
})

const cardInit = '*/api/service/entry-order/card-init'

describe('Bank card page: loading the form', () => {
  const failures = loadFailures('card-init')
  it.each(failures)('shows an error state with retry on %s', async (_what, scenario, text) => {
    getWorld().scenarios.push(scenario)
    const { user } = openBank()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The account form could not be loaded.')
    expect(alert).toHaveTextContent(text)
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeInTheDocument()
  })

  it('a refusal: its words, home and customer service, never Try again', async () => {
    getWorld().scenarios.push('card-init=code:12:This product takes no new accounts@1')
    openBank()
    await findRefusal('The account form could not be loaded. This product takes no new accounts')
  })

  it('says so when there is nothing to fill in', async () => {
    server.use(http.post(cardInit, () => HttpResponse.json({ code: 0, data: { items: [] } })))
    openBank()
    expect(await screen.findByText('There is nothing to fill in right now.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
  })

  it('without tabs sends the default card type 1 and no channel; a prefilled enum keeps its option type', async () => {
    answerItems([
      {
        code: 'bank_code',
        cate: 'enum',
        title: 'Bank',
        value: 'CRDB Bank',
        note: [
          { name: 'CRDB Bank', type: 'CRDB' },
          { name: 'NMB Bank', type: 'NMB' },
        ],
      },
      { code: 'account_no', cate: 'txt', title: 'Account number', value: '0150-2345-67891', inputType: '3' },
      { code: 'branch', cate: 'txt', title: 'Branch', value: '', required: 0 },
    ])
    const { user } = openBank('?product_id=P1003')
    expect(await screen.findByRole('button', { name: 'Bank CRDB Bank' })).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveValue('0150 2345 6789 1')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(receivedBy('save-bank-info')).toHaveLength(1))
    expect(receivedBy('save-bank-info')[0].body).toEqual({
      bank_code: 'CRDB',
      account_no: '0150234567891',
      branch: '',
      product_id: 'P1003',
      cardType: '1',
    })
  })

  it('sends the channel number the server gives where the deployment asks for it', async () => {
    undoConfig = overrideConfig({ bankSaveExtras: { channelNumber: true, orderId: false } })
    getWorld().bank.channelNumber = '90011'
    getWorld().bank.items = getWorld().bank.items.filter((i) => i.code === 'full_name')
    const { user } = openBank()
    await screen.findByRole('textbox', { name: 'Full name' })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(receivedBy('save-bank-info')).toHaveLength(1))
    expect(receivedBy('save-bank-info')[0].body).toMatchObject({ channelNumber: '90011', cardType: '1', full_name: 'Amina Juma Mwakyusa' })
  })
})

describe('Bank card page: item codes that name Object.prototype members', () => {
  // Property-test counterexample: a code of '__proto__' made errors['__proto__'] (Object.prototype,
  // an object with no keys) the field's error, which React cannot render, so the page crashed.
  it('draws the form and saves it when a lender item is coded __proto__, constructor or toString', async () => {
    answerItems([
      { code: '__proto__', cate: 'txt', title: 'Proto field', value: '' },
      { code: 'constructor', cate: 'txt', title: 'Constructor field', value: '' },
      { code: 'toString', cate: 'enum', title: 'Choice field', value: '', note: [{ name: 'One', type: '1' }] },
      { code: 'full_name', cate: 'txt', title: 'Full name', value: 'Amina' },
    ])
    const { user } = openBank()
    const proto = await screen.findByRole('textbox', { name: 'Proto field' })
    expect(proto).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('textbox', { name: 'Constructor field' })).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('button', { name: /^Choice field/ })).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Try again')).not.toBeInTheDocument()
    // None is required and none is in error: Next saves at once.
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(receivedBy('save-bank-info')).toHaveLength(1))
    const sent = receivedBy('save-bank-info')[0].body
    expect(sent).toMatchObject({ full_name: 'Amina', product_id: 'P1001', constructor: '', toString: '' })
    // Each item under its own code: no 'function Object() { [native code] }' or '[object Object]' key.
    expect(Object.keys(sent).filter((k) => /function|object/i.test(k))).toEqual([])
  })
})

/** card-init answers with these items (no tabs). */
function answerItems(items: Record<string, unknown>[]) {
  server.use(http.post(cardInit, () => HttpResponse.json({ code: 0, data: { items } })))
}

/** A stand-in for window.visualViewport: jsdom has none. */
class FakeViewport extends EventTarget {
  width = 390
  height = 844
  resize(height: number, width = this.width) {
    this.height = height
    this.width = width
    act(() => void this.dispatchEvent(new Event('resize')))
  }
}

describe('Bank card page: the on-screen keyboard', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'visualViewport')
  })

  it('hides Next while the viewport is more than 60 px shorter than at first, and brings it back', async () => {
    const vv = new FakeViewport()
    Object.defineProperty(window, 'visualViewport', { value: vv, configurable: true })
    openBank()
    await screen.findByRole('textbox', { name: 'Full name' })
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument()
    vv.resize(784) // exactly 60 px: not a keyboard
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument()
    vv.resize(500)
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    vv.resize(844)
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument()
    // Turning the phone takes a new baseline: landscape is not a keyboard.
    vv.resize(390, 844)
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument()
    vv.resize(200)
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
  })
})
