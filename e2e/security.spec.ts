import type { Page } from '@playwright/test'

import { findCardNumbers } from '../tests/luhn'
import { expect, open, pick, test } from './fixtures'
import { captchaText, deviceStorage, hasToken, injectedNodes, isTimestamp, joinDigits, pwned, XSS_IMG, XSS_SCRIPT } from './securityKit'

/**
 * Security gates: server text is never parsed as HTML; forged shell messages are
 * ignored; the main journeys leave no card number, captcha, SMS code or typed phone on the
 * device; the production build never hands the store to Redux DevTools.
 */

const PAYLOAD = `Hello ${XSS_IMG} and ${XSS_SCRIPT} end`

/** Rewrites one field of a sandbox answer on its way to the page. */
async function poison(page: Page, pathGlob: string, edit: (data: Record<string, unknown>) => void) {
  await page.route(pathGlob, async (route) => {
    const res = await route.fetch()
    const json = (await res.json()) as { data: Record<string, unknown> }
    edit(json.data)
    await route.fulfill({ response: res, json })
  })
}

test.describe('server text is shown as text, never run', () => {
  test('loan details: notice, rows and withdraw prompt', async ({ page }) => {
    await poison(page, '**/api/v3/loan-details/loan-details*', (d) => {
      d.noticeStatusText = `Title ${XSS_SCRIPT}`
      d.noticeDesText = PAYLOAD
      d.reyMsg = `Withdraw ${XSS_IMG}`
      const rows = (d.userOrderDetail as { detail: { text: string; value: string }[] }).detail
      rows[0] = { text: XSS_IMG, value: XSS_SCRIPT }
    })
    await open(page, '/loanDetail?productId=P1002&orderId=ORD151WD')
    await expect(page.getByText(PAYLOAD, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Title ${XSS_SCRIPT}` })).toBeVisible()
    await expect(page.getByText(XSS_IMG, { exact: true })).toBeVisible()
    await expect(page.getByText(`Withdraw ${XSS_IMG}`, { exact: true }).first()).toBeVisible()
    await page.waitForTimeout(300)
    expect(await pwned(page)).toBe(false)
    expect(await injectedNodes(page)).toBe(0)
  })

  test('complaint details: content and the agent reply', async ({ page }) => {
    await poison(page, '**/api/user-problem/problem-detail*', (d) => {
      d.content = PAYLOAD
      d.disposeDetail = `Reply ${XSS_SCRIPT}${XSS_IMG}`
    })
    await open(page, '/complainDetails?problemId=PB2610210031')
    await expect(page.getByText(PAYLOAD, { exact: true })).toBeVisible()
    await expect(page.getByText(`Reply ${XSS_SCRIPT}${XSS_IMG}`, { exact: true })).toBeVisible()
    await page.waitForTimeout(300)
    expect(await pwned(page)).toBe(false)
    expect(await injectedNodes(page)).toBe(0)
  })

  test('a server error message in a toast and an error state', async ({ page, sandbox }) => {
    await sandbox.scenario(`contact-kf-info=code:9:${PAYLOAD}`, `problem-list=code:9:${PAYLOAD}`)
    // Markup is not a message written for a borrower (src/lender/errors.ts isBorrowerMessage): the
    // screens say what happened in their own words, and the server's text is neither run nor shown.
    await open(page, '/customerService')
    await expect(page.locator('.ui-toast').first()).toBeVisible()
    await expect(page.getByText('Hello', { exact: false })).toHaveCount(0)
    await open(page, '/complaintList')
    await expect(page.getByRole('alert').first()).toBeVisible()
    await expect(page.getByText('Hello', { exact: false })).toHaveCount(0)
    await page.waitForTimeout(300)
    expect(await pwned(page)).toBe(false)
    expect(await injectedNodes(page)).toBe(0)
  })
})

test.describe('forged shell messages are ignored', () => {
  const RETENTION = 'Wait! Your loan is almost ready'

  test('a window on another origin cannot post native events, session parameters or a language', async ({
    page,
    context,
    baseURL,
    sandbox,
  }) => {
    // The forger is a page on another origin that opens the app and posts to it.
    await page.route('https://evil.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title><p>hi</p>' }),
    )
    await page.goto('https://evil.example/')
    const [app] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(
        (url) => void ((window as unknown as { __app: Window | null }).__app = window.open(url)),
        `${baseURL}/loanConfirm?productId=P1001`,
      ),
    ])
    await expect(app.getByRole('button', { name: 'Loan Now' })).toBeVisible()
    await app.evaluate(() => {
      const w = window as unknown as { __seen: string[] }
      w.__seen = []
      window.addEventListener('message', (e) => w.__seen.push(e.origin))
    })
    await page.evaluate(() => {
      const app = (window as unknown as { __app: Window }).__app
      app.postMessage(JSON.stringify({ type: 'nativeBack' }), '*')
      app.postMessage({ type: 'nativeBack' }, '*')
      app.postMessage({ type: 'sessionParams', payload: { session_id: 'EVIL-SESSION', device_id: 'EVIL-DEVICE' } }, '*')
      app.postMessage({ type: 'lang', payload: { lang: 'sw' } }, '*')
    })
    // The messages did arrive (so the test would see them being honoured)...
    await expect
      .poll(() => app.evaluate(() => (window as unknown as { __seen: string[] }).__seen))
      .toEqual(Array(4).fill('https://evil.example'))
    await app.waitForTimeout(700)
    // ...and were ignored: no retention popup, still English, no forged session on the next calls.
    await expect(app.getByRole('dialog', { name: RETENTION })).toHaveCount(0)
    await expect(app.getByRole('button', { name: 'Loan Now' })).toBeVisible()
    await app.reload()
    await expect(app.getByRole('button', { name: 'Loan Now' })).toBeVisible()
    const queries = (await sandbox.received('/v3/')).map((r) => JSON.stringify(r.query))
    expect(queries.length).toBeGreaterThan(1)
    expect(queries.join('\n')).not.toContain('EVIL')

    // Control: the same event from the app's own window is honoured.
    await app.evaluate(() => window.postMessage(JSON.stringify({ type: 'nativeBack' }), window.location.origin))
    await expect(app.getByRole('dialog', { name: RETENTION })).toBeVisible()
  })

  test('malformed window.onNativeMessage payloads are refused without an error', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await open(page, '/loanConfirm?productId=P1001')
    await expect(page.getByRole('button', { name: 'Loan Now' })).toBeVisible()
    const results = await page.evaluate(() => {
      const bad: unknown[] = [
        '',
        'nope',
        '{',
        '{"type":"nativeBack"',
        'null',
        '[]',
        '42',
        '"nativeBack"',
        JSON.stringify({ type: 'eval', payload: 'alert(1)' }),
        JSON.stringify({ type: 'NATIVEBACK' }),
        JSON.stringify({ type: ['nativeBack'] }),
        JSON.stringify({ type: 'sessionParams', payload: { session_id: { $gt: '' } } }),
        JSON.stringify({ type: 'sessionParams', payload: 'session_id=x' }),
        JSON.stringify({ type: 'sessionParams', payload: { session_id: 'x'.repeat(5000) } }),
        JSON.stringify({ type: 'lang' }),
        JSON.stringify({ type: 'lang', payload: { lang: 7 } }),
        '{"type":"__proto__","payload":{"polluted":1}}',
        '{"__proto__":{"polluted":1},"type":"constructor"}',
        `${' '.repeat(20000)}{"type":"nativeBack"}`,
        null,
        undefined,
        42,
        true,
        [],
        {},
        { type: 'toString' },
        { type: { toString: () => 'nativeBack' } },
      ]
      return bad.map((b) => {
        try {
          return window.onNativeMessage?.(b)
        } catch (e) {
          return `threw ${String(e)}`
        }
      })
    })
    expect(results).toEqual(Array(results.length).fill(false))
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined()
    await expect(page.getByRole('dialog', { name: RETENTION })).toHaveCount(0)
    expect(errors).toEqual([])
    // Control: the well-formed message is accepted.
    expect(await page.evaluate(() => window.onNativeMessage?.('{"type":"nativeBack"}'))).toBe(true)
    await expect(page.getByRole('dialog', { name: RETENTION })).toBeVisible()
  })
})

/** What the borrower types in the journeys below; none of it may stay on the device. */
const TYPED = {
  card: '4111111111111111',
  deletePhone: '0754123456',
  deleteCode: '654321',
  landingPhone: '0650987654',
  smsCode: '123456',
  complaintPhone: '0713 456 789',
}

test.describe("a crafted code-page link never shows a stranger's code as the borrower's", () => {
  const CRAFTED = '/repaymentOfCode?showType=1&payCode=5550001&repayAmount=35000000&payCodeImg=https://evil.example/m.png'

  test('no session: no code, no amount, no foreign picture fetched; a way to the repayment page', async ({ page }) => {
    const fetched: string[] = []
    await page.route('https://evil.example/**', (route) => {
      fetched.push(route.request().url())
      return route.fulfill({ contentType: 'image/png', body: Buffer.from('') })
    })
    await open(page, CRAFTED)
    await expect(page.getByRole('alert')).toContainText('This link was not opened from the app, so no repayment code is shown.')
    await expect(page.getByText('5550001')).toHaveCount(0)
    await expect(page.getByText(/350,000/)).toHaveCount(0)
    await expect(page.locator('img')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Copy' })).toHaveCount(0)
    await open(page, '/paymentInstructions?payCode=5550001')
    await expect(page.getByRole('heading', { level: 1, name: 'How to pay' })).toBeVisible()
    await expect(page.getByText('5550001')).toHaveCount(0)
    expect(fetched).toEqual([])
    await page.getByRole('link', { name: 'Go to my repayment' }).click()
    await expect(page).toHaveURL(/\/repay(\?|$)/)
  })

  test('after Pay Now in the app the code page works (a reload included); the crafted link still shows no code', async ({ page }) => {
    await open(page, '/repay?productId=P1003&orderId=ORD180002')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page).toHaveURL(/\/repaymentOfCode\?showType=1&payCode=77\d{8}/)
    const code = new URL(page.url()).searchParams.get('payCode')!
    await expect(page.getByText(code, { exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Payment channel' })).toBeVisible()
    await page.reload()
    await expect(page.getByText(code, { exact: true })).toBeVisible()
    await open(page, CRAFTED)
    await expect(page.getByRole('alert')).toContainText('This link was not opened from the app')
    await expect(page.getByText('5550001')).toHaveCount(0)
    await expect(page.locator('img')).toHaveCount(0)
  })
})

test('after the main journeys nothing sensitive is left in storage or cookies', async ({ page, context }) => {
  test.setTimeout(150_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  page.on('dialog', (d) => void d.accept())

  // Confirm a loan.
  await open(page, '/loanConfirm?productId=P1001&session_id=S-SEC-1')
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD110001&from=confirm$/)

  // Bind a bank card (Visa test number, grouped in fours as typed).
  await open(page, '/bindBank?source=loanDetail&productId=P1002&orderId=ORD151001')
  await page.getByRole('tab', { name: 'Bank account' }).click()
  await page.getByRole('textbox', { name: 'NIDA number' }).pressSequentially('19900101123450000123')
  await pick(page, /^Region/, 'Dar es Salaam')
  await pick(page, /^Salary day/, '28')
  await pick(page, /^Bank/, 'CRDB Bank')
  // Filled whole: this row is about what is left in storage; typing key by key is the bank rows' own
  // (e2e/bank.spec.ts), and on a loaded 2-core machine this long journey's keys have arrived twice.
  await page.getByRole('textbox', { name: 'Card or account number' }).fill('4111 1111 1111 1111')
  await expect(page.getByRole('textbox', { name: 'Card or account number' })).toHaveValue('4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1002&orderId=ORD151001$/)

  // Repay: a code page (persisted repayment info) and a checkout link.
  await open(page, '/repay?productId=P1002&orderId=ORD180001')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  // A code channel's answer goes straight to the code page (nothing was sent to the phone).
  await expect(page).toHaveURL(/\/repaymentOfCode2\?orderId=ORD180001$/)
  await open(page, '/repay?productId=P1002&orderId=ORD174001')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await page.waitForURL(/\/api\/__sandbox\/page\/pay\?/)

  // The old flow's SMS step.
  await open(page, '/oldRepay?productId=P1001&orderId=ORD170001&amount=5400000')
  await page.getByRole('radio', { name: /CRDB Bank/ }).check()
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(TYPED.smsCode)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD170001$/)

  // A complaint that mentions a phone number.
  await open(page, '/complaint?orderId=ORD200001')
  await page.getByRole('button', { name: 'Repayment not credited' }).click()
  await page.getByRole('textbox', { name: 'Describe your problem' }).fill(`Nililipa lakini haijafika. Nipigie ${TYPED.complaintPhone}.`)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible()
  // The success dialog goes back to the complaint page by itself: waited for, so it does not cut the next page's load short.
  await page.waitForURL(/\/complaint\?orderId=ORD200001$/)

  // Register on the landing with a captcha and an SMS code.
  const firstCaptcha = page.waitForResponse((r) => r.url().includes('/promotion/get-captcha') && r.ok())
  await page.goto('/promotion?id=1001&links_id=L55')
  await expect(page.locator('html[data-ready="true"]')).toBeAttached()
  const captcha = await captchaText(firstCaptcha)
  expect(captcha).toMatch(/^[A-Z0-9]{4}$/)
  await page.getByLabel('Mobile number').fill(TYPED.landingPhone)
  await page.getByLabel('Image captcha').fill(captcha)
  await page.getByRole('button', { name: /^(Send code|\d+s)$/ }).click()
  // The code was sent: the countdown runs (it stays, where the toast saying so may come and go unseen on a loaded machine).
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible()
  await page.getByLabel('SMS code').fill(TYPED.smsCode)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/#\/download\?/)

  // Delete the account.
  await open(page, '/clearingDeletingAccount')
  await page.getByLabel('Phone number').fill(TYPED.deletePhone)
  await page.getByRole('button', { name: 'Send Verification Code' }).click()
  await page.getByLabel('Verification code').fill(TYPED.deleteCode)
  await page.getByRole('button', { name: 'Confirm Deletion' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click()
  // The page says it is done and waits for the tap (no window.alert()).
  await page.getByRole('button', { name: 'Back to login' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

  // Let throttled persistence finish, then read everything this origin stored.
  await page.waitForTimeout(1000)
  const stored = await deviceStorage(page, context)
  const digits = joinDigits(stored)
  expect(stored, 'the scan read the persisted store').toMatch(/^idb [^\n]*persist:root/m)
  expect(
    findCardNumbers(stored).filter((d) => !isTimestamp(d)),
    'Luhn-valid card numbers',
  ).toEqual([])
  expect(digits).not.toContain(TYPED.card)
  for (const phone of [TYPED.deletePhone, TYPED.landingPhone, joinDigits(TYPED.complaintPhone)])
    expect(digits, `phone ${phone}`).not.toContain(phone)
  for (const code of [TYPED.smsCode, TYPED.deleteCode, captcha]) expect(hasToken(stored, code), `code ${code}`).toBe(false)
})

test.describe('Redux DevTools in the production build', () => {
  test('the extension hook is never called without the support flag', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown> & { __devtoolsCalls: string[] }
      w.__devtoolsCalls = []
      const record =
        (name: string) =>
        (...args: unknown[]) => {
          w.__devtoolsCalls.push(name)
          // Behave like the extension: compose the enhancers it is given.
          return (...fns: ((x: unknown) => unknown)[]) => (fns.length ? (x: unknown) => fns.reduceRight((acc, f) => f(acc), x) : args[0])
        }
      w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = record('compose')
      w.__REDUX_DEVTOOLS_EXTENSION__ = record('extension')
    })
    for (const path of ['/loanDetail?productId=P1002&orderId=ORD174001', '/testPreview', '/promotion?id=1001', '/']) {
      await open(page, path)
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => (window as unknown as { __devtoolsCalls: string[] }).__devtoolsCalls), path).toEqual([])
    }
  })
})
