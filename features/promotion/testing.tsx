import { screen, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'

import { getWorld } from '@sandbox/world'
import { renderWithProviders } from '@tests/renderWithProviders'

import { PromotionLanding } from './pages/PromotionLanding'

/** Opens the landing at a URL; the landing reads the browser URL itself, so it is set too. */
export function openLanding(
  url = '/promotion?id=1001&links_id=L55&app_from=fb&user_from=agent7&utm_tag=dsm-june',
  opts: { fakeTimers?: boolean } = {},
) {
  window.history.replaceState(null, '', url)
  return renderWithProviders(<PromotionLanding />, {
    route: url,
    userOptions: opts.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : undefined,
  })
}

/** The captcha picture once the sid has arrived. */
export async function captchaImage(): Promise<HTMLImageElement> {
  return (await screen.findByRole('img', { name: 'Image captcha. Tap for a new one.' })) as HTMLImageElement
}

/** Sets the text the sandbox expects for the shown captcha (jsdom never loads the picture). */
export async function knownCaptcha(text = 'K7PX'): Promise<string> {
  const img = await captchaImage()
  const sid = new URL(img.src).searchParams.get('sid')!
  getWorld().promotion.captchas.set(sid, text)
  return text
}

/** Waits until the template has loaded (the banner shows its title). */
export async function templateLoaded(title = 'Quick loans up to TZS 500,000') {
  await screen.findByRole('heading', { name: title })
  await waitFor(() => expect(document.querySelector('.promo')).toHaveAttribute('data-template', 'ready'))
}

export const fields = {
  mobile: () => screen.getByLabelText('Mobile number') as HTMLInputElement,
  captcha: () => screen.getByLabelText('Image captcha') as HTMLInputElement,
  sms: () => screen.getByLabelText('SMS code') as HTMLInputElement,
}
