import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

import { sandboxDeployment } from '../sandbox/deployment'

/**
 * The e2e build is made without deployment settings, as `npm run build` is. It says so,
 * ships none of the sandbox's values, and the sandbox's preview server supplies them to the page.
 */
const dist = process.env.E2E_OUT_DIR ?? 'dist'
const sandboxNames = [
  sandboxDeployment.appName.en,
  sandboxDeployment.lender.legalName,
  sandboxDeployment.lender.address,
  sandboxDeployment.lender.grievanceOfficer,
  sandboxDeployment.customerServicePhone,
  sandboxDeployment.customerServiceEmail,
  sandboxDeployment.schemeLink,
  sandboxDeployment.appDownloadUrl,
  ...sandboxDeployment.redirectAllowlist,
  sandboxDeployment.payment.businessNumber,
  sandboxDeployment.aliasGroups.define!.paths['/legacy/define'],
  ...Object.values(sandboxDeployment.aliasGroups.recProducts!.fields).map((n) => `"${n}"`),
]

test("the build lists the settings it was not given and ships none of the sandbox's values", () => {
  const report = JSON.parse(readFileSync(join(dist, '.vite/deployment.json'), 'utf8')) as { unset: string[] }
  expect(report.unset).toEqual([
    'app name',
    'lender legal name',
    'lender address',
    'grievance officer',
    'customer-service phone',
    'customer-service e-mail',
    'app scheme link',
    'app download link',
    'payment details',
    'alias map: recommended products',
    "alias map: 'define' call",
    'site URL',
    'field measurement endpoint',
  ])
  const files = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))
  for (const name of sandboxNames)
    expect(
      files.some((code) => code.includes(name)),
      name,
    ).toBe(false)
  // Nor the sandbox lender's app name anywhere: pages, their Swahili twins, the manifest, the worker.
  const all = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(join(dir, e.name)) : [join(dir, e.name)]))
  const texts = all(dist).filter((f) => /\.(html|js|json|webmanifest|css|txt|xml|conf)$/.test(f))
  for (const f of texts) expect(readFileSync(f, 'utf8'), f).not.toContain(sandboxDeployment.appName.en)
})

test('without the deployment block no sandbox name reaches a request, and Copy diagnostics lists what is unset', async ({ page }) => {
  // The page as a host without configuration serves it: the sandbox's block taken out.
  await page.route(/\/(loanDetail|testPreview)(\?|$)/, async (route) => {
    const res = await route.fetch()
    await route.fulfill({
      response: res,
      body: (await res.text()).replace(/<script type="application\/json" id="app-config">[\s\S]*?<\/script>/, ''),
    })
  })
  const sent: string[] = []
  page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`))
  await page.goto('/loanDetail?productId=P1001&orderId=ORD110001')
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toHaveCount(0)
  for (const name of ['/x1/k7/d3', 'g5m=', 'q2s=', 'y8l=']) expect(sent.join('\n'), name).not.toContain(name)
  // Without the sandbox's block the test page is closed, and shows no sandbox control once support turns it on.
  await page.goto('/testPreview')
  await expect(page.getByText(/This page is for support staff/)).toBeVisible()
  await page.addInitScript(() => ((window as { __APP_CONFIG__?: object }).__APP_CONFIG__ = { supportDevtools: true }))
  await page.goto('/testPreview')
  await expect(page.getByRole('button', { name: 'Apply scenario' })).toHaveCount(0)
  await expect(page.locator('input[name="sessionId"]')).toHaveAttribute('type', 'password')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copy diagnostics' }).click()
  const text = await page.getByRole('textbox', { name: 'Diagnostics' }).inputValue()
  expect(text).toContain(
    "Deployment settings not set: app name; lender legal name; lender address; grievance officer; customer-service phone; customer-service e-mail; app scheme link; app download link; payment details; alias map: recommended products; alias map: 'define' call; site URL",
  )
})

test("with the sandbox's block the same build shows the sandbox lender's details", async ({ page }) => {
  await page.goto('/About')
  await expect(page.locator('footer')).toContainText(sandboxDeployment.lender.address)
})
