import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import { fakeShell, noShell } from '@tests/shell'
import { encodeQr } from '../qr/encodeQr'
import { RepaymentOfCode } from './RepaymentOfCode'

const open = (query: string) => renderWithProviders(<RepaymentOfCode />, { route: `/repaymentOfCode?${query}` })

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
    const { user } = open('showType=1&payCode=7712345678&payCodeImg=%2Fsandbox-assets%2Fhalopesa.svg&repayAmount=8910000')
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment code' })).toBeInTheDocument()
    expect(screen.getByText('7712345678')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute('src', '/sandbox-assets/halopesa.svg')
    expect(screen.getByText('TZS 89,100.00')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Copied.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('7712345678')
  })

  it('any other type: a QR code of the pay code with scan-and-pay tips', () => {
    open('showType=2&payCode=SELCOM-TR20261122001&repayAmount=5400000')
    const qr = screen.getByRole('img', { name: 'QR code of pay code SELCOM-TR20261122001' })
    expect(matrixOf(qr as unknown as SVGElement)).toEqual(encodeQr('SELCOM-TR20261122001').modules)
    expect(screen.getByRole('heading', { name: 'Scan and pay' })).toBeInTheDocument()
    expect(screen.getByText('Open your wallet app and choose Scan QR (Lipa kwa QR).')).toBeInTheDocument()
    expect(screen.getByText('TZS 54,000.00')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull()
  })

  it('a missing type also means the QR code', () => {
    open('payCode=ABC123')
    expect(screen.getByRole('img', { name: 'QR code of pay code ABC123' })).toBeInTheDocument()
  })

  it('does not load a channel image from an unsafe source', () => {
    const first = open('showType=1&payCode=7712345678&payCodeImg=javascript%3Aalert(1)')
    expect(screen.queryByRole('img')).toBeNull()
    first.unmount()
    open('showType=1&payCode=7712345678&payCodeImg=http%3A%2F%2Fevil.example%2Fa.png')
    expect(screen.queryAllByRole('img')).toHaveLength(0)
  })

  it('links to the payment instructions with the code', () => {
    open('showType=1&payCode=7712345678')
    expect(screen.getByRole('link', { name: 'How to pay with a reference number' })).toHaveAttribute('href', '/paymentInstructions?payCode=7712345678')
  })

  it('without a pay code: a clear message and a way back (closes the webview when opened directly)', async () => {
    const { calls } = fakeShell()
    const { user } = open('showType=1')
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('No repayment code was given. Please go back and tap Pay Now again.')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Go back' }))
    expect(calls()[0]).toMatchObject({ action: 'closeWebview' })
  })
})
