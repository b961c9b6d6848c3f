import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

import { renderWithProviders } from '@tests/renderWithProviders'

import { BindBank } from './pages/BindBank'

const landing = [
  { path: '/loanDetail', element: <p>loan detail page</p> },
  { path: '/loanConfirm', element: <p>loan confirm page</p> },
]

/** Opens the bank page with a query such as '?source=loanDetail&productId=P1002&orderId=ORD151001'. */
export function openBank(search = '?productId=P1001') {
  return renderWithProviders(<BindBank />, { route: `/bindBank${search}`, routes: landing, userOptions: { delay: null } })
}

/** Picks an option in a picker field through its sheet and Confirm. */
export async function pick(user: UserEvent, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }))
  // Label and text queries keep this fast: the region sheet holds 31 radios.
  const sheet = document.querySelector<HTMLElement>('dialog[open]')!
  await user.click(within(sheet).getByLabelText(option))
  await user.click(within(sheet).getByText('Confirm'))
}

/** Fills the fields every card type shares. */
export async function fillCommon(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'NIDA number' }), '19900101-12345-00001-23')
  await pick(user, /^Region/, 'Mwanza')
  await pick(user, /^Salary day/, '25')
}

/** Fills the mobile-wallet tab's own fields. */
export async function fillWallet(user: UserEvent) {
  await pick(user, /^Mobile wallet/, 'Tigo Pesa')
  await user.type(screen.getByRole('textbox', { name: 'Wallet phone number' }), '0754 123-456')
}

/** Opens the bank page (see openBank) and fills the mobile-wallet form, ready for Next. */
export async function openFilledWallet(search?: string) {
  const rendered = openBank(search)
  await screen.findByRole('textbox', { name: 'Full name' })
  await fillCommon(rendered.user)
  await fillWallet(rendered.user)
  return rendered
}
