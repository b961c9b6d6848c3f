import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { overrideConfig } from '@src/config/env'
import { paramsUpdated } from '@store/session'

import { captchaImage, fields, openLanding, templateLoaded } from './testing'

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

const toast = (text: string) => screen.findByText(text, { selector: '.ui-toast' })
const getCode = () => screen.getByRole('button', { name: 'Send code' })
const apply = () => screen.getByRole('button', { name: 'Register' })

/**
 * Holds a sandbox call until `release` is called (passthrough then lets the sandbox answer).
 * Every call is held, not just the first: StrictMode (as on the dev server) makes a screen's
 * load twice, and the one the screen keeps is the second.
 */
function hold(method: 'get' | 'post', path: string) {
  let release = () => undefined as void
  const gate = new Promise<void>((r) => (release = r))
  server.use(
    http[method](path, async () => {
      await gate
      return undefined
    }),
  )
  return () => release()
}

describe('landing: taps that come early', () => {
  it('Get code is enabled at the start; a tap before a captcha is typed gives the captcha message', async () => {
    const release = hold('get', '*/promotion/get-sid')
    const { user } = openLanding()
    expect(getCode()).toBeEnabled()
    await user.type(fields.mobile(), '0712345678')
    await user.click(getCode())
    expect(await toast('Please enter the characters in the picture.')).toBeInTheDocument()
    expect(receivedBy('/get-sms')).toHaveLength(0)
    release()
  })

  it('a Get code tap before the captcha session arrives waits visibly, then sends with that session', async () => {
    const release = hold('get', '*/promotion/get-sid')
    const { user } = openLanding()
    await user.type(fields.mobile(), '0712345678')
    await user.type(fields.captcha(), 'ab12')
    await user.click(getCode())
    await waitFor(() => expect(screen.getByRole('button', { name: /Send code/ })).toHaveAttribute('aria-busy', 'true'))
    expect(receivedBy('/get-sms')).toHaveLength(0)
    release()
    // The sandbox never drew 'AB12' for this sid: it answers 101, the form shows its message.
    expect(await toast('The image captcha is wrong, please try again')).toBeInTheDocument()
    const [sent] = receivedBy('/get-sms')
    expect(sent.body).toMatchObject({ phone: '0712345678', capcode: 'ab12' })
    expect(sent.body.sid).toMatch(/^sid-/)
  })

  it('Apply tapped before the template has loaded waits for it, then tracks the click and registers', async () => {
    const release = hold('get', '*/service/channel/channel-template')
    const { user } = openLanding()
    await captchaImage()
    const sid = new URL((await captchaImage()).src).searchParams.get('sid')!
    getWorld().promotion.captchas.set(sid, 'K7PX')
    await user.type(fields.mobile(), '0712345678')
    await user.type(fields.captcha(), 'K7PX')
    await user.type(fields.sms(), '123456')
    expect(apply()).toBeEnabled()
    await user.click(apply())
    await waitFor(() => expect(screen.getByRole('button', { name: /Register/ })).toHaveAttribute('aria-busy', 'true'))
    expect(receivedBy('/promotion/register')).toHaveLength(0)
    release()
    await waitFor(() => expect(receivedBy('/promotion/register')).toHaveLength(1), { timeout: 4000 })
    expect(receivedBy('/promotion/register')[0].body).toMatchObject({
      phone: '0712345678',
      capcode: 'K7PX',
      smsCode: '123456',
      id: '1001',
      sid,
    })
    expect(receivedBy('/track-click')).toHaveLength(1)
  })

  it('the captcha picture carries the common client parameters', async () => {
    const { store } = openLanding()
    store.dispatch(paramsUpdated({ sessionId: 'S-1', deviceId: 'D-1', appVersion: '3.2.0' }))
    await waitFor(async () => {
      const url = new URL((await captchaImage()).src)
      expect(url.searchParams.get('session_id')).toBe('S-1')
      expect(url.searchParams.get('device_id')).toBe('D-1')
      expect(url.searchParams.get('app_version')).toBe('3.2.0')
      expect(url.searchParams.get('sid')).toMatch(/^sid-/)
    })
  })

  it('the download page offers the configured store link when the template has none', async () => {
    const undo = overrideConfig({ appDownloadUrl: 'https://play.google.com/store/apps/details?id=tz.example' })
    getWorld().promotion.templates.get('1001')!.download.url = ''
    window.history.replaceState(null, '', '/promotion?id=1001#/download?links_id=L1')
    openLanding('/promotion?id=1001#/download?links_id=L1')
    await templateLoaded().catch(() => undefined)
    const link = await screen.findByRole('link', { name: /Download/ })
    expect(link).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=tz.example&links_id=L1')
    undo()
  })
})
