import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { overrideConfig } from '@src/config/env'
import type { RootState } from '@store/index'
import type { RepaymentInfo } from '@store/repaymentInfo'
import { initialSession } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'
import { fakeShell, noShell } from '@tests/shell'

import { type CodeVisit, codeVisit } from './codeVisit'
import { PaymentInstructions } from './pages/PaymentInstructions'
import { RepaymentOfCode } from './pages/RepaymentOfCode'
import { encodeQr } from './qr/encodeQr'

const routes = [
  { path: '/repay', element: <p>repay page</p> },
  { path: '/paymentInstructions', element: <PaymentInstructions /> },
]

/** Opens the page as the app does after Pay Now: the address, and the app's own visit in the router state. */
async function open(
  query: string,
  visit: CodeVisit | null = codeVisit(new URLSearchParams(query).get('payCode') ?? ''),
  preloadedState?: Partial<RootState>,
) {
  const rendered = renderWithProviders(<RepaymentOfCode />, { route: `/repaymentOfCode?${query}`, routes, preloadedState })
  if (visit) await act(() => rendered.router.navigate(`/repaymentOfCode?${query}`, { replace: true, state: visit }))
  return rendered
}

/** Reads the drawn QR code back into a module matrix (each rect is a dark run; the quiet zone is 4). */
function matrixOf(svg: SVGElement): boolean[][] {
  const total = Number(svg.getAttribute('viewBox')!.split(' ')[2])
  const size = total - 8
  const m = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  for (const r of Array.from(svg.querySelectorAll('rect')).slice(1)) {
    const x = Number(r.getAttribute('x')) - 4
    const y = Number(r.getAttribute('y')) - 4
    for (let i = 0; i < Number(r.getAttribute('width')); i++) m[y][x + i] = true
  }
  return m
}

afterEach(noShell)

describe('RepaymentOfCode (variant one)', () => {
  it('type 1: a copyable repayment code, the channel image and the amount', async () => {
    const { user } = await open('showType=1&payCode=7712345678&payCodeImg=%2Fsandbox-assets%2Fhalopesa.svg&repayAmount=8910000')
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment code' })).toBeInTheDocument()
    expect(screen.getByText('7712345678')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute('src', '/sandbox-assets/halopesa.svg')
    expect(screen.getByText('TZS 89,100.00')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Copied.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('7712345678')
  })

  it('any other type: a QR code of the pay code with scan-and-pay tips', async () => {
    await open('showType=2&payCode=SELCOM-TR20261122001&repayAmount=5400000')
    const qr = screen.getByRole('img', { name: 'QR code of pay code SELCOM-TR20261122001' })
    expect(matrixOf(qr as unknown as SVGElement)).toEqual(encodeQr('SELCOM-TR20261122001').modules)
    expect(screen.getByRole('heading', { name: 'Scan and pay' })).toBeInTheDocument()
    expect(screen.getByText('Open your wallet app and choose Scan QR (Lipa kwa QR).')).toBeInTheDocument()
    expect(screen.getByText('TZS 54,000.00')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull()
  })

  it('a missing type also means the QR code', async () => {
    await open('payCode=ABC123')
    expect(screen.getByRole('img', { name: 'QR code of pay code ABC123' })).toBeInTheDocument()
  })

  it('does not load a channel image from an unsafe source', async () => {
    const first = await open('showType=1&payCode=7712345678&payCodeImg=javascript%3Aalert(1)')
    expect(screen.queryByRole('img')).toBeNull()
    first.unmount()
    await open('showType=1&payCode=7712345678&payCodeImg=http%3A%2F%2Fevil.example%2Fa.png')
    expect(screen.queryAllByRole('img')).toHaveLength(0)
  })

  it('links to the payment instructions with the code', async () => {
    await open('showType=1&payCode=7712345678')
    expect(screen.getByRole('link', { name: 'How to pay with a reference number' })).toHaveAttribute(
      'href',
      '/paymentInstructions?payCode=7712345678',
    )
  })

  it('without a pay code: a clear message and a way back (closes the webview when opened directly)', async () => {
    const { calls } = fakeShell()
    const { user } = await open('showType=1', null)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('No repayment code was given. Please go back and tap Pay Now again.')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Go back' }))
    expect(calls()[0]).toMatchObject({ action: 'closeWebview' })
  })
})

const saved = (payCode: string, over: Partial<RepaymentInfo> = {}): RepaymentInfo => ({
  repayAmount: 35000000,
  delayInfo: null,
  defDetail: { logo: '', payCode, payNotice: {} },
  savedAt: Date.UTC(2026, 10, 22, 7, 30),
  ...over,
})

describe("RepaymentOfCode: only the borrower's own code", () => {
  const crafted = 'showType=1&payCode=5550001&repayAmount=35000000&payCodeImg=https%3A%2F%2Fevil.example%2Fm.png'

  it('a crafted link without a session: no code, no amount, no foreign picture, and a way to the repayment page', async () => {
    const { user, router } = await open(crafted, null)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      'This link was not opened from the app, so no repayment code is shown. To pay, open your repayment page and tap Pay Now: the app then shows your own code.',
    )
    expect(screen.queryByText(/5550001/)).toBeNull()
    expect(screen.queryByText(/350,000/)).toBeNull()
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    expect(document.querySelector('img')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'How to pay with a reference number' })).toBeNull()
    await user.click(within(alert).getByRole('link', { name: 'Go to my repayment' }))
    expect(await screen.findByText('repay page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/repay')
  })

  it('says so in Swahili', async () => {
    await open(crafted, null, { session: { ...initialSession([]), lang: 'sw' } })
    expect(screen.getByRole('alert')).toHaveTextContent('Kiungo hiki hakikufunguliwa kutoka kwenye programu')
    expect(screen.getByRole('link', { name: 'Nenda kwenye malipo yangu' })).toHaveAttribute('href', '/repay')
  })

  it('a QR code from a crafted link is not drawn either', async () => {
    await open('showType=2&payCode=SELCOM-EVIL', null)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('This link was not opened from the app')
  })

  it("the app's visit to one code does not vouch for another in the address", async () => {
    await open(crafted, codeVisit('7712345678'))
    expect(screen.queryByText('5550001')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('This link was not opened from the app')
  })

  it("matching the repayment info this store saved at Pay Now: the code is shown; the address's picture only from our origin or the allowlist", async () => {
    await open(crafted, null, { repaymentInfo: { current: saved('5550001') } })
    expect(screen.getByText('5550001')).toBeInTheDocument()
    expect(screen.getByText('TZS 350,000.00')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.querySelector('img')).toBeNull()
  })

  it('matching stored info, with a same-origin picture: shown', async () => {
    await open('showType=1&payCode=5550001&payCodeImg=%2Fsandbox-assets%2Fhalopesa.svg', null, {
      repaymentInfo: { current: saved('5550001') },
    })
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute('src', '/sandbox-assets/halopesa.svg')
  })

  it("stored info of another code, or saved under another borrower, is not the address's code", async () => {
    const other = await open(crafted, null, { repaymentInfo: { current: saved('8820261122') } })
    expect(screen.queryByText('5550001')).toBeNull()
    other.unmount()
    await open(crafted, null, { repaymentInfo: { current: saved('5550001', { owner: 'u:someone-else' }) } })
    expect(screen.queryByText('5550001')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('This link was not opened from the app')
  })

  it("the app's own visit carries the lender's picture under the lender-image rule", async () => {
    await open('showType=1&payCode=7712345678', codeVisit('7712345678', { image: 'https://cdn.provider.example/halo.png', tradeNo: 'TR9' }))
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute('src', 'https://cdn.provider.example/halo.png')
    expect(screen.getByText('Trade number: TR9')).toBeInTheDocument()
  })

  it('the instructions link keeps the visit: the reference is shown there', async () => {
    const { user } = await open('showType=1&payCode=7712345678')
    await user.click(screen.getByRole('link', { name: 'How to pay with a reference number' }))
    expect(await screen.findByRole('heading', { name: 'Your reference number' })).toBeInTheDocument()
    expect(screen.getByText('7712345678')).toBeInTheDocument()
  })
})

describe('RepaymentOfCode inside the native shell: SPEC 2 reads the code from the address', () => {
  const byUrl = 'showType=1&payCode=5550001&repayAmount=35000000&payCodeImg=https%3A%2F%2Fevil.example%2Fm.png'

  it('a URL-opened page shows its code and amount; a picture only under the page-source rule', async () => {
    fakeShell()
    await open(byUrl, null)
    expect(screen.getByText('5550001')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
    expect(screen.getByText('TZS 350,000.00')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.querySelector('img')).toBeNull()
  })

  it('a QR type is drawn too', async () => {
    fakeShell()
    await open('showType=2&payCode=SELCOM-77', null)
    expect(screen.getByRole('img', { name: /SELCOM-77/ })).toBeInTheDocument()
  })

  it('the same address in a plain browser shows no code', async () => {
    await open(byUrl, null)
    expect(screen.queryByText('5550001')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('This link was not opened from the app')
  })

  it('a deployment that sets the strict rule keeps the own-code rule in the shell too', async () => {
    fakeShell()
    const undo = overrideConfig({ strictCodePages: true })
    try {
      await open(byUrl, null)
      expect(screen.queryByText('5550001')).toBeNull()
      expect(screen.getByRole('alert')).toHaveTextContent('This link was not opened from the app')
    } finally {
      undo()
    }
  })
})
