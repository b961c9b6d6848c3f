import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'

import { Picker } from './Picker'

const options = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'tigo', label: 'Tigo Pesa' },
  { value: 'airtel', label: 'Airtel Money' },
]

describe('Picker', () => {
  it('confirm returns the chosen value', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const { user } = renderUi(<Picker open title="Wallet" options={options} value="mpesa" onConfirm={onConfirm} onCancel={onCancel} />)
    const group = within(screen.getByRole('dialog', { name: 'Wallet' })).getByRole('radiogroup', { name: 'Wallet' })
    expect(within(group).getByRole('radio', { name: 'M-Pesa' })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: 'Airtel Money' }))
    expect(within(group).getByRole('radio', { name: 'Airtel Money' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledWith('airtel')
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('cancel reports nothing chosen, and the next open starts from the committed value', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const { user, rerender } = renderUi(
      <Picker open title="Wallet" options={options} value="mpesa" onConfirm={onConfirm} onCancel={onCancel} />,
    )
    await user.click(screen.getByRole('radio', { name: 'Tigo Pesa' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
    rerender(<Picker open={false} title="Wallet" options={options} value="mpesa" onConfirm={onConfirm} onCancel={onCancel} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    rerender(<Picker open title="Wallet" options={options} value="mpesa" onConfirm={onConfirm} onCancel={onCancel} />)
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toBeChecked()
  })

  it('cannot confirm before anything is chosen; Escape cancels', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const { user } = renderUi(<Picker open title="Wallet" options={options} value={null} onConfirm={onConfirm} onCancel={onCancel} />)
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
