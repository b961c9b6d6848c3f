import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { initialSession } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'
import { fakeShell, noShell } from '@tests/shell'

import { DeleteAccount } from './pages/DeleteAccount'

let alertSpy: MockInstance<(message?: unknown) => void>
let shell: ReturnType<typeof fakeShell>
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
  shell = fakeShell()
})
afterEach(() => {
  noShell()
  sessionStorage.clear()
  vi.useRealTimers()
})

function open(userOptions?: { advanceTimers: (ms: number) => unknown }) {
  const session = { ...initialSession([]), params: { ...initialSession([]).params, sessionId: 'S-DEL-1' } }
  return renderWithProviders(<DeleteAccount />, { route: '/clearingDeletingAccount', preloadedState: { session }, userOptions })
}

const phoneInput = () => screen.getByLabelText('Phone number')
const sendButton = () => screen.getByRole('button', { name: /^(Send Verification Code|\d+s)$/ })
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Deletion' })

/** Gets a code for the phone, enters it and taps Confirm Deletion, which opens the last-chance dialog. */
async function confirmWithCode(user: ReturnType<typeof open>['user'], code: string) {
  await user.type(phoneInput(), '0754123456')
  await user.click(sendButton())
  await user.type(await screen.findByLabelText('Verification code'), code)
  await user.click(confirmButton())
}

describe('DeleteAccount', () => {
  it('says beside the field, not in an alert, when the phone is shorter than 10 characters; sends nothing; the message goes when the phone changes', async () => {
    const { user } = open()
    await user.type(phoneInput(), '075412345')
    await user.click(sendButton())
    expect(phoneInput()).toHaveAccessibleDescription('Please enter a valid phone number.')
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true')
    expect(alertSpy).not.toHaveBeenCalled()
    expect(receivedBy('/send-sms-code-new')).toHaveLength(0)
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument()
    await user.type(phoneInput(), '6')
    expect(phoneInput()).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Please enter a valid phone number.')).not.toBeInTheDocument()
  })

  it.each(['1234567890', '07541234567', '0854123456'])('refuses %s by the market phone rule, as the landing does', async (typed) => {
    const { user } = open()
    await user.type(phoneInput(), typed)
    await user.click(sendButton())
    expect(phoneInput()).toHaveAccessibleDescription('Please enter a valid phone number.')
    expect(receivedBy('/send-sms-code-new')).toHaveLength(0)
  })

  it.each(['+255754123456', '+255 (0)754 123 456', '255 754 123 456', '0754-123-456'])(
    'takes %s, typed or pasted, as the number registered on the landing (0754123456)',
    async (typed) => {
      const { user } = open()
      fireEvent.change(phoneInput(), { target: { value: typed } })
      await user.click(sendButton())
      expect(await screen.findByRole('status')).toHaveTextContent('We sent it by SMS to 0754 123 456.')
      expect(receivedBy('/send-sms-code-new')[0].body).toEqual({ phone: '0754123456', type: 'del' })
    },
  )

  it('sends the code with type del, says on the page where it went, and then shows the code field', async () => {
    const { user } = open()
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument()
    expect(confirmButton()).toBeDisabled()
    await user.type(phoneInput(), '0754 123 456')
    expect(phoneInput()).toHaveValue('0754 123 456')
    await user.click(sendButton())
    expect(await screen.findByRole('status')).toHaveTextContent('Verification code sent! We sent it by SMS to 0754 123 456.')
    expect(alertSpy).not.toHaveBeenCalled()
    expect(receivedBy('/send-sms-code-new')[0]).toMatchObject({
      body: { phone: '0754123456', type: 'del' },
      query: { session_id: 'S-DEL-1' },
    })
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument()
    expect(sendButton()).toHaveTextContent('60s')
  })

  it('enables Confirm Deletion only with exactly 6 characters', async () => {
    const { user } = open()
    await user.type(phoneInput(), '0754123456')
    await user.click(sendButton())
    const code = await screen.findByLabelText('Verification code')
    await user.type(code, '65432')
    expect(confirmButton()).toBeDisabled()
    await user.type(code, '1')
    expect(confirmButton()).toBeEnabled()
    await user.type(code, '9')
    expect(code).toHaveValue('654321')
  })

  it('asks for confirmation; Cancel deletes nothing', async () => {
    const { user } = open()
    await confirmWithCode(user, '654321')
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' })
    expect(dialog).toHaveTextContent('Your account for 0754123456 will be deleted')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(receivedBy('/user-delete')).toHaveLength(0)
  })

  it('deletes after confirmation: said on the page (no alert), session forgotten, back to login', async () => {
    const { user, store } = open()
    await confirmWithCode(user, '654321')
    await user.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(receivedBy('/user-delete')).toHaveLength(1))
    expect(alertSpy).not.toHaveBeenCalled()
    expect(receivedBy('/user-delete')).toHaveLength(1)
    expect(receivedBy('/user-delete')[0].body).toEqual({ phone: '0754123456', code: '654321' })
    expect(getWorld().account.deleted).toEqual(['0754123456'])
    expect(store.getState().session.params.sessionId).toBe('')
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been deleted.')
    // The message stays until the borrower taps on, as the alert did.
    expect(shell.actions()).not.toContain('backToLogin')
    await user.click(screen.getByRole('button', { name: 'Back to login' }))
    expect(shell.calls().at(-1)).toMatchObject({ action: 'backToLogin' })
  })

  it('shows the server message when the code cannot be sent', async () => {
    const { user } = open()
    await user.type(phoneInput(), '0700000000')
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('No account is registered with this phone number')
    expect(alertSpy).not.toHaveBeenCalled()
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument()
  })

  it('shows the server message when the code is wrong, and keeps the account', async () => {
    const { user } = open()
    await confirmWithCode(user, '111111')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }))
    expect(await screen.findByText('The verification code is incorrect')).toHaveAttribute('role', 'alert')
    expect(screen.queryByText('Your account has been deleted.')).not.toBeInTheDocument()
    expect(getWorld().account.byPhone.has('0754123456')).toBe(true)
  })

  it('says so when the network fails', async () => {
    server.use(http.post('*/api/service/login/send-sms-code-new', () => HttpResponse.error()))
    const { user } = open()
    await user.type(phoneInput(), '0754123456')
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your network and try again.')
  })

  it('a deletion whose answer is lost keeps Confirm Deletion off over the settle window with words that say what to check, then offers it again; one request until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    getWorld().scenarios.push('user-delete=network@1')
    const { user } = open({ advanceTimers: vi.advanceTimersByTime })
    await confirmWithCode(user, '654321')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We did not get the lender’s answer, so your account may already be deleted. Confirm Deletion stays off for up to 2 minutes.',
    )
    expect(document.body.textContent).not.toMatch(/try again/i)
    expect(confirmButton()).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(119_000))
    expect(confirmButton()).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'After 2 minutes there is still no answer. If you can still log in with this number',
    )
    expect(confirmButton()).toBeEnabled()
    expect(receivedBy('/user-delete')).toHaveLength(1)
    await user.click(confirmButton())
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument()
  })
})
