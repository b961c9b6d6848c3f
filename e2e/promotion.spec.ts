import type { Page, Response } from '@playwright/test'

import { expect, LANG_WIDTHS, paste, test } from './fixtures'

const LANDING = '/promotion?id=1001&links_id=L55&app_from=fb&user_from=agent7&utm_tag=dsm-june'

/** The characters of a captcha picture the sandbox drew (one <text> per character). */
async function captchaText(response: Promise<Response>): Promise<string> {
  const svg = await (await response).text()
  return [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('')
}

const nextCaptcha = (page: Page) => page.waitForResponse((r) => r.url().includes('/promotion/get-captcha') && r.ok())

/** Opens the landing, waits until it is hydrated, and returns the first captcha's text. */
async function openLanding(page: Page, url = LANDING): Promise<string> {
  const captcha = nextCaptcha(page)
  await page.goto(url)
  await expect(page.locator('html[data-ready="true"]')).toBeAttached()
  await expect(page.getByRole('heading', { name: 'Quick loans up to TZS 500,000' })).toBeVisible()
  return captchaText(captcha)
}

const toast = (page: Page, text: string) => page.locator('.ui-toast', { hasText: text })
const getCode = (page: Page) => page.getByRole('button', { name: /^(Send code|\d+s)$/ })

test.describe('promotion register landing', () => {
  test('wrong captcha (101), registered number (11) and the download page', async ({ page, sandbox }) => {
    await openLanding(page)
    await page.getByLabel('Mobile number').fill('0754123456')
    await page.getByLabel('Image captcha').fill('ZZZZ')
    const refreshed = nextCaptcha(page)
    await getCode(page).click()
    await expect(toast(page, 'The image captcha is wrong, please try again')).toBeVisible()
    const code = await captchaText(refreshed)
    await expect(page.getByLabel('Image captcha')).toHaveValue('')

    await page.getByLabel('Image captcha').fill(code)
    await getCode(page).click()
    await expect(toast(page, 'This number is already registered. Please download the app and log in.')).toBeVisible()
    await expect(page).toHaveURL(/#\/download\?app_from=fb&user_from=agent7&utm_tag=dsm-june&id=1001&links_id=L55$/)
    const download = page.getByRole('link', { name: 'Download the app' })
    await expect(download).toHaveAttribute(
      'href',
      new RegExp(
        `^${new URL(page.url()).origin}/api/__sandbox/page/download\\?links_id=L55&utm_tag=dsm-june&app_from=fb&user_from=agent7$`,
      ),
    )

    const visits = await sandbox.received('/promotion/track-visit')
    expect(visits[0].query).toMatchObject({
      page_id: '1001',
      page_type: '1',
      user_from: 'agent7',
      utm_tag: 'dsm-june',
      app_from: 'fb',
      client_type: 'android',
    })
    expect((await sandbox.received('/get-sms')).map((r) => r.body.phone)).toEqual(['0754123456', '0754123456'])
  })

  test('code sent, countdown kept over a reload, wrong captcha at apply (-1), then registration', async ({ page, sandbox }) => {
    let code = await openLanding(page)
    await page.getByLabel('Mobile number').fill('0650987654')
    await page.getByLabel('Image captcha').fill(code)
    await getCode(page).click()
    await expect(toast(page, 'Verification code sent. Please check your SMS.')).toBeVisible()
    await expect(getCode(page)).toHaveText(/^(60|59)s$/)
    // It looks and reads disabled (aria-disabled), but a tap still answers (SPEC 5); Playwright would wait for it to enable.
    await getCode(page).click({ force: true })
    await expect(toast(page, 'The code is on its way. You can ask for a new one when the countdown ends.')).toBeVisible()

    // Reloading gives no free resend.
    code = await openLanding(page)
    await expect(getCode(page)).toHaveText(/^\d+s$/)
    await expect(getCode(page)).toHaveAttribute('aria-disabled', 'true')
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('0650987654')

    await page.getByLabel('Mobile number').fill('0650987654')
    await page.getByLabel('Image captcha').fill(code === 'AAAA' ? 'BBBB' : 'AAAA')
    await page.getByLabel('SMS code').fill('123456')
    const refreshed = nextCaptcha(page)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(toast(page, 'The image captcha is wrong, please try again')).toBeVisible()
    code = await captchaText(refreshed)

    await page.getByLabel('Image captcha').fill(code)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(toast(page, 'Registration successful.')).toBeVisible()
    await expect(page).toHaveURL(/#\/download\?.*links_id=L55/)
    await expect(page.getByRole('heading', { name: 'Download Mkopo Haraka' })).toBeVisible()

    const registers = await sandbox.received('/promotion/register')
    expect(registers.at(-1)!.body).toMatchObject({
      phone: '0650987654',
      smsCode: '123456',
      id: '1001',
      app_from: 'fb',
      user_from: 'agent7',
      utm_tag: 'dsm-june',
      merchantNumber: 'MH-DSM-0042',
      appName: 'Mkopo Haraka',
    })
    expect((await sandbox.received('/track-click')).at(-1)!.query).toMatchObject({ phone: '0650987654', page_id: '1001' })
  })

  test('without a link or download id, registration leads to the agreement page', async ({ page, sandbox }) => {
    const code = await openLanding(page, '/promotion?id=1001&utm_tag=radio')
    await page.getByLabel('Mobile number').fill('+255 771 122 334')
    await page.getByLabel('Image captcha').fill(code)
    await getCode(page).click()
    await expect(toast(page, 'Verification code sent. Please check your SMS.')).toBeVisible()
    await page.getByLabel('SMS code').fill('123456')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(toast(page, 'Registration successful.')).toBeVisible()
    await expect(page).toHaveURL(/#\/agreement\?utm_tag=radio&id=1001$/)
    await expect(page.getByRole('heading', { name: 'Mkopo Haraka registration agreement' })).toBeVisible()
    expect(await sandbox.received('/promotion/register')).toHaveLength(1)
    // A Tanzanian number written with +255 is sent in the market's one form.
    expect((await sandbox.received('/promotion/register'))[0].body).toMatchObject({ phone: '0771122334', userName: '0771122334' })
    expect((await sandbox.received('/promotion/get-sms'))[0].body).toMatchObject({ phone: '0771122334' })
  })

  test('checks the inputs before calling, and shows the server message when the template is gone', async ({ page, sandbox }) => {
    await openLanding(page)
    await page.getByLabel('Mobile number').fill('12345')
    await getCode(page).click()
    await expect(toast(page, 'Please enter a correct mobile number, for example 0754 123 456 / +255 754 123 456.')).toBeVisible()
    await page.getByLabel('Mobile number').fill('0712345678')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(toast(page, 'Please enter the characters in the picture.')).toBeVisible()
    await page.getByLabel('Image captcha').fill('AB12')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(toast(page, 'SMS code')).toBeVisible()
    expect(await sandbox.received('/get-sms')).toEqual([])

    await page.goto('/promotion?id=9999')
    await expect(page.getByRole('alert').filter({ hasText: 'This promotion has ended' })).toBeVisible()
    await sandbox.scenario('channel-template=network')
    await page.reload()
    await expect(page.getByRole('alert').filter({ hasText: /^Something went wrong\. Check your connection/ })).toBeVisible()
  })

  test('typed and tapped before the runtime arrives: the tap waits visibly, then sends the right request and shows its message', async ({
    page,
    sandbox,
  }) => {
    // The page's runtime (React, the store, hydration) is held back, as on a slow link; the tiny loader is not.
    let releaseRuntime = () => undefined as void
    const runtime = new Promise<void>((r) => (releaseRuntime = r))
    await page.route('**/assets/*.js', async (route) => {
      if (/\/assets\/client-[\w-]+\.js$/.test(route.request().url())) await runtime
      await route.continue()
    })
    await page.goto(LANDING, { waitUntil: 'domcontentloaded' })
    await expect(page.getByLabel('Mobile number')).toBeVisible()
    await expect(page.locator('html[data-ready]')).toHaveCount(0)
    await page.getByLabel('Mobile number').pressSequentially('0754123456')
    await page.getByLabel('Image captcha').pressSequentially('ZZZZ')
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true')
    expect(await sandbox.received('/get-sms')).toEqual([])
    releaseRuntime()
    await expect(page.locator('html[data-ready="true"]')).toBeAttached()
    // The typed values survived hydration and went out with the tap: the sandbox never drew ZZZZ.
    await expect(toast(page, 'The image captcha is wrong, please try again')).toBeVisible()
    const [sms] = await sandbox.received('/get-sms')
    expect(sms.body).toMatchObject({ phone: '0754123456', capcode: 'ZZZZ' })
    expect(sms.body.sid).toMatch(/^sid-/)
    expect(sms.path).toBe('/api/api/v2/tz/promotion/get-sms')
    await expect(page.getByLabel('Mobile number')).toHaveValue('0754 123 456')
  })

  test('Send code is enabled at the start: a tap before a captcha is typed gives the captcha message', async ({ page, sandbox }) => {
    await openLanding(page)
    await page.getByLabel('Mobile number').fill('0754123456')
    await expect(getCode(page)).toBeEnabled()
    await getCode(page).click()
    await expect(toast(page, 'Please enter the characters in the picture.')).toBeVisible()
    expect(await sandbox.received('/get-sms')).toEqual([])
    // The picture is asked for with its sid and a timestamp (SPEC 7); a visitor without a shell
    // session sends no session parameter, empty or invented.
    const [captcha] = await sandbox.received('/promotion/get-captcha')
    expect(captcha.query).toMatchObject({ sid: expect.any(String), t: expect.stringMatching(/^\d+$/) })
    for (const name of ['app_version', 'device_name', 'device_id', 'os_version', 'session_id', 'advertising_id']) {
      expect(captcha.query).not.toHaveProperty(name)
    }
  })

  test('feedback typed and sent before the runtime arrives: the tap waits, then the form answers', async ({ page, sandbox }) => {
    let releaseRuntime = () => undefined as void
    const runtime = new Promise<void>((r) => (releaseRuntime = r))
    await page.route('**/assets/*.js', async (route) => {
      if (/\/assets\/client-[\w-]+\.js$/.test(route.request().url())) await runtime
      await route.continue()
    })
    await page.goto('/Feedback', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Name').pressSequentially('Asha Mwakyusa')
    await page.getByLabel('Telephone').pressSequentially('0754123456')
    await page.getByLabel('Suggestion').pressSequentially('HaloPesa please')
    await page.getByRole('button', { name: 'Write the e-mail' }).click()
    await expect(page.getByRole('button', { name: 'Write the e-mail' })).toHaveAttribute('aria-busy', 'true')
    releaseRuntime()
    // The message is composed as an e-mail to customer service and shown on the page.
    await expect(page.getByRole('status', { name: 'Your message' })).toContainText('HaloPesa please')
    // The form did not navigate (no phone number in the URL) and nothing was sent to the API.
    expect(page.url()).not.toContain('0754123456')
    expect(await sandbox.received()).toEqual([])
  })
})

for (const [lang, width] of LANG_WIDTHS) {
  test(`the landing reads a pasted +255 (0) number as the number (${lang}, ${width} px)`, async ({ page, context, sandbox }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width, height: 640 })
    const captcha = nextCaptcha(page)
    await page.goto(`${LANDING}&lang=${lang}`)
    await expect(page.locator('html[data-ready="true"]')).toBeAttached()
    const code = await captchaText(captcha)
    const mobile = page.getByLabel(lang === 'en' ? 'Mobile number' : 'Namba ya simu')
    await paste(mobile, '+255 (0)650 987 654')
    await expect(mobile).toHaveValue('255 650 987 654')
    await page.getByRole('textbox', { name: lang === 'en' ? 'Image captcha' : 'Msimbo wa picha', exact: true }).fill(code)
    await page.getByRole('button', { name: lang === 'en' ? 'Send code' : 'Tuma msimbo' }).click()
    await expect.poll(async () => (await sandbox.received('/promotion/get-sms')).length).toBe(1)
    expect((await sandbox.received('/promotion/get-sms'))[0].body).toMatchObject({ phone: '0650987654' })
  })
}
