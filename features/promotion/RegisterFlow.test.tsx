import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { MARKETS, overrideMarket } from '@src/config/market'
import { expectOffOverTheWindow } from '@tests/settleWindow'
import { expectTimeline } from '@tests/timeline'

import { captchaImage, fields, knownCaptcha, openLanding, templateLoaded } from './testing'

afterEach(() => {
  vi.useRealTimers()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

const getCode = () => screen.getByRole('button', { name: /^(Send code|\d+s)$/ })

/** Types a wrong captcha answer; the check it gives back waits for a new captcha to be drawn. */
async function typeWrongCaptcha(user: ReturnType<typeof openLanding>['user'], answer: string) {
  const before = (await captchaImage()).src
  await user.clear(fields.captcha())
  await user.type(fields.captcha(), answer)
  return () => waitFor(() => expect(screen.getByRole('img', { name: /Image captcha/ })).not.toHaveAttribute('src', before))
}
const toast = (text: string) => screen.findByText(text, { selector: '.ui-toast' })

async function fillMobileAndCaptcha(user: ReturnType<typeof openLanding>['user'], mobile = '0712345678') {
  await templateLoaded()
  const code = await knownCaptcha()
  await user.type(fields.mobile(), mobile)
  await user.type(fields.captcha(), code.toLowerCase())
}

/** Fills the mobile and the captcha and asks for a code, until the borrower is told it was sent. */
async function codeSent(user: ReturnType<typeof openLanding>['user'], mobile = '0712345678') {
  await fillMobileAndCaptcha(user, mobile)
  await user.click(getCode())
  await toast('Verification code sent. Please check your SMS.')
}

describe('Get code', () => {
  it('checks the mobile number, then the captcha', async () => {
    const { user } = openLanding()
    await templateLoaded()
    await captchaImage()
    await user.type(fields.mobile(), '1271234567')
    await user.click(getCode())
    expect(await toast('Please enter a correct mobile number, for example 0754 123 456 / +255 754 123 456.')).toBeInTheDocument()
    await user.clear(fields.mobile())
    await user.type(fields.mobile(), '0712345678')
    await user.click(getCode())
    expect(await toast('Please enter the characters in the picture.')).toBeInTheDocument()
    expect(receivedBy('/get-sms')).toHaveLength(0)
  })

  it('sends the code, counts 60 s down, refuses a resend, and comes back at 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = openLanding(undefined, { fakeTimers: true })
    await fillMobileAndCaptcha(user)
    await user.click(getCode())
    expect(await toast('Verification code sent. Please check your SMS.')).toBeInTheDocument()
    const sent = receivedBy('/get-sms')[0]
    expect(sent.body).toMatchObject({
      phone: '0712345678',
      capcode: 'k7px',
      appName: 'Mkopo Haraka',
      app_from: 'fb',
      user_from: 'agent7',
      utm_tag: 'dsm-june',
    })
    expect(sent.body.sid).toMatch(/^sid-/)
    expect(sent.body.deviceId).toMatch(/^[0-9a-f-]{36}$/)
    expect(getCode()).toHaveTextContent('60s')
    expect(getCode()).toHaveAttribute('aria-disabled', 'true')
    await user.click(getCode())
    expect(await toast('The code is on its way. You can ask for a new one when the countdown ends.')).toBeInTheDocument()
    expect(receivedBy('/get-sms')).toHaveLength(1)
    expectTimeline(
      () => getCode().textContent,
      [
        [30_000, '30s'],
        [28_000, '2s'],
        [1_000, 'Send code'],
      ],
    )
    expect(getCode()).not.toHaveAttribute('aria-disabled')
    expect(sessionStorage.length).toBe(0)
  })

  it('keeps counting after a reload, and stores only the end time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const first = openLanding(undefined, { fakeTimers: true })
    await codeSent(first.user)
    expect(Object.values({ ...sessionStorage }).join()).not.toContain('0712345678')
    act(() => vi.advanceTimersByTime(20_000))
    first.unmount()
    openLanding(undefined, { fakeTimers: true })
    await waitFor(() => expect(getCode()).toHaveTextContent('40s'))
  })

  it("another campaign's landing does not carry the countdown over", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const first = openLanding(undefined, { fakeTimers: true })
    await codeSent(first.user)
    first.unmount()
    const other = openLanding('/promotion?id=1002', { fakeTimers: true })
    await screen.findByRole('button', { name: 'Send code' })
    expect(getCode()).not.toHaveAttribute('aria-disabled')
    other.unmount()
    // Back on the first campaign, its countdown is still running.
    openLanding(undefined, { fakeTimers: true })
    await waitFor(() => expect(getCode()).toHaveTextContent(/^\d+s$/))
  })

  it('101: draws a new captcha, clears the answer and shows the message', async () => {
    const { user } = openLanding()
    await fillMobileAndCaptcha(user)
    const redrawn = await typeWrongCaptcha(user, 'WRNG')
    await user.click(getCode())
    expect(await toast('The image captcha is wrong, please try again')).toBeInTheDocument()
    await redrawn()
    expect(fields.captcha().value).toBe('')
    expect(getCode()).toHaveTextContent('Send code')
  })

  it('11: says the number is registered and opens the download page', async () => {
    const { user } = openLanding()
    await fillMobileAndCaptcha(user, '0754123456')
    await user.click(getCode())
    expect(await toast('This number is already registered. Please download the app and log in.')).toBeInTheDocument()
    await waitFor(() => expect(window.location.hash).toBe('#/download?app_from=fb&user_from=agent7&utm_tag=dsm-june&id=1001&links_id=L55'))
    const link = await screen.findByRole('link', { name: 'Download the app' })
    expect(link).toHaveAttribute(
      'href',
      `${location.origin}/api/__sandbox/page/download?links_id=L55&utm_tag=dsm-june&app_from=fb&user_from=agent7`,
    )
  })

  it('any other code shows the server message', async () => {
    server.use(http.post('*/api/api/v2/tz/promotion/get-sms', () => HttpResponse.json({ code: 7, message: 'Too many codes today' })))
    const { user } = openLanding()
    await fillMobileAndCaptcha(user)
    await user.click(getCode())
    expect(await toast('Too many codes today')).toBeInTheDocument()
    expect(getCode()).toHaveTextContent('Send code')
  })
})

describe('Apply', () => {
  it('needs the mobile, the captcha and the SMS code', async () => {
    const { user } = openLanding()
    await templateLoaded()
    const apply = screen.getByRole('button', { name: 'Register' })
    await user.click(apply)
    expect(await toast('Please enter a correct mobile number, for example 0754 123 456 / +255 754 123 456.')).toBeInTheDocument()
    await user.type(fields.mobile(), '+255 650 123 456')
    await user.click(apply)
    expect(await toast('Please enter the characters in the picture.')).toBeInTheDocument()
    await user.type(fields.captcha(), 'AB12')
    await user.click(apply)
    expect(await toast('Please enter the SMS code.')).toBeInTheDocument()
    expect(receivedBy('/promotion/register')).toHaveLength(0)
  })

  it('0: tracks the click, registers once, then opens the agreement page when no link id came', async () => {
    const { user } = openLanding('/promotion?id=1001&app_from=fb&user_from=agent7&utm_tag=dsm-june&invite_code=INV9&merchantNumber=M-77')
    await codeSent(user)
    await user.type(fields.sms(), '123456')
    const apply = screen.getByRole('button', { name: 'Register' })
    await user.dblClick(apply)
    expect(await toast('Registration successful.')).toBeInTheDocument()
    expect(receivedBy('/promotion/register')).toHaveLength(1)
    expect(receivedBy('/track-click')[0].query).toMatchObject({ page_id: '1001', phone: '0712345678', page_type: '1', utm_tag: 'dsm-june' })
    expect(receivedBy('/track-click')[0].seq).toBeLessThan(receivedBy('/promotion/register')[0].seq)
    expect(receivedBy('/promotion/register')[0].body).toMatchObject({
      phone: '0712345678',
      capcode: 'k7px',
      smsCode: '123456',
      appName: 'Mkopo Haraka',
      merchantNumber: 'M-77',
      userName: '0712345678',
      invite_code: 'INV9',
      user_from: 'agent7',
      id: '1001',
      app_from: 'fb',
      utm_tag: 'dsm-june',
    })
    await waitFor(() => expect(window.location.hash).toBe('#/agreement?app_from=fb&user_from=agent7&utm_tag=dsm-june&id=1001'))
    expect(await screen.findByRole('heading', { name: 'Mkopo Haraka registration agreement' })).toBeInTheDocument()
  })

  it('11: the already-registered message, then the download page', async () => {
    server.use(http.post('*/api/api/v2/tz/promotion/register', () => HttpResponse.json({ code: 11, message: 'registered' })))
    const { user } = openLanding()
    await codeSent(user)
    await user.type(fields.sms(), '123456')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await toast('This number is already registered. Please download the app and log in.')).toBeInTheDocument()
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/download\?/))
  })

  it('-1: a new captcha and the message; the form stays', async () => {
    const { user } = openLanding()
    await codeSent(user)
    const redrawn = await typeWrongCaptcha(user, 'NOPE')
    await user.type(fields.sms(), '123456')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await toast('The image captcha is wrong, please try again')).toBeInTheDocument()
    await redrawn()
    expect(fields.captcha().value).toBe('')
    expect(window.location.hash).toBe('')
  })

  it('other codes show the server message', async () => {
    const { user } = openLanding()
    await codeSent(user)
    await user.type(fields.sms(), '000000')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await toast('The SMS code is wrong')).toBeInTheDocument()
    expect(window.location.hash).toBe('')
  })

  it('a lost answer keeps Register off over the settle window with words that say so, then offers it; a second register then leads on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    getWorld().scenarios.push('promotion/register=network@1')
    const { user } = openLanding()
    await codeSent(user)
    await user.type(fields.sms(), '123456')
    const register = () => screen.getByRole('button', { name: 'Register' })
    await user.click(register())
    await expectOffOverTheWindow(register, {
      doubt:
        'We did not get the lender’s answer, so you may already be registered. Register stays off for up to 2 minutes; then tap it again to find out.',
      passed: /^Tap Register again: if you are already registered/,
    })
    expect(receivedBy('/promotion/register')).toHaveLength(1)
    await user.click(register())
    expect(await toast('Registration successful.')).toBeInTheDocument()
    expect(receivedBy('/promotion/register')).toHaveLength(2)
  })
})

describe('the market decides what a mobile number is', () => {
  it.each([
    ['+255 712 345 678', '0712345678'],
    ['255712345678', '0712345678'],
    ['0612 345 678', '0612345678'],
  ])('%s is accepted and sent as %s', async (typed, sent) => {
    const { user } = openLanding()
    await codeSent(user, typed)
    expect(receivedBy('/promotion/get-sms')[0].body).toMatchObject({ phone: sent })
  })

  it('the configured send form is used (255...)', async () => {
    const undo = overrideMarket({ phoneForm: 'international' })
    try {
      const { user } = openLanding()
      await codeSent(user, '0712 345 678')
      expect(receivedBy('/promotion/get-sms')[0].body).toMatchObject({ phone: '255712345678' })
    } finally {
      undo()
    }
  })

  it("SPEC 5's market keeps its own rule: 13712345678 goes out, a Tanzanian number is refused", async () => {
    const undo = overrideMarket(MARKETS.cn)
    try {
      const { user } = openLanding()
      await fillMobileAndCaptcha(user, '0712345678')
      await user.click(getCode())
      expect(await toast('Please enter a correct mobile number, for example 138 0013 8000.')).toBeInTheDocument()
      await user.clear(fields.mobile())
      await user.type(fields.mobile(), '13712345678')
      expect(fields.mobile().value).toBe('137 1234 5678')
      await user.click(getCode())
      await toast('Verification code sent. Please check your SMS.')
      expect(receivedBy('/promotion/get-sms')[0].body).toMatchObject({ phone: '13712345678' })
    } finally {
      undo()
    }
  })
})
