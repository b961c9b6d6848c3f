import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'

import { expect, open, test } from './fixtures'

const asset = (name: string) => fileURLToPath(new URL(`./assets/${name}`, import.meta.url))
const TEXT = 'Nililipa TZS 80,000 kwa M-Pesa (QK47HT2M9P) lakini oda bado haijafungwa. Paid, not credited.'

test('complaint journey: refused collection type, send with 3 pictures, list, details, rating after 3 s', async ({ page, sandbox }) => {
  await open(page, '/complaint?orderId=ORD200001')
  await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Mkopo Haraka · ORD200001' })).toContainText('Status: Repaid')

  // ORD200001 has isShow 0: the collection type is refused and nothing moves.
  await page.getByRole('button', { name: 'Collection' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The selected order does not support sending collection types' })).toBeVisible()
  await expect(page).toHaveURL(/\/complaint\?orderId=ORD200001$/)

  await page.getByRole('button', { name: 'Repayment not credited' }).click()
  await expect(page).toHaveURL(/\/complainPageNext\?problemType=2&orderNo=ORD200001$/)
  await expect(page.getByRole('list', { name: 'Question type' })).toHaveText('Repayment not credited')

  await page.getByRole('textbox', { name: 'Describe your problem' }).fill(TEXT)
  await expect(page.getByText(`${Array.from(TEXT).length}/200`)).toBeVisible()
  await page
    .locator('input[type="file"]')
    .setInputFiles([asset('sms-screenshot.png'), asset('mpesa-receipt.jpg'), asset('camera-photo.jpg')])
  await expect(page.getByText('3 of 9 photos')).toBeVisible()
  await expect(page.getByText('Upload succeeded!').first()).toBeVisible()
  await expect.poll(async () => (await sandbox.received('/user-problem/upload-problem-img')).length).toBe(3)
  await expect(page.locator('.ui-uploader__item.is-done')).toHaveCount(3)
  const uploads = await sandbox.received('/user-problem/upload-problem-img')
  // The 2400 px camera photo was re-encoded in the browser as a smaller JPEG.
  const camera = uploads.find((u) => u.files.problemImage.name.startsWith('camera-photo'))!
  expect(camera.files.problemImage).toMatchObject({ name: 'camera-photo.jpg', type: 'image/jpeg' })

  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible()
  await expect(page).toHaveURL(/\/complaint\?orderId=ORD200001$/)

  const saves = await sandbox.received('/user-problem/problem-save')
  expect(saves).toHaveLength(1)
  expect(saves[0].body).toMatchObject({ problemType: '2', problemSonType: '', problemDetail: TEXT, orderNo: 'ORD200001' })
  expect(saves[0].body.problemImage.split(',')).toHaveLength(3)
  expect(saves[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)

  await page.getByRole('link', { name: 'My complaints' }).click()
  await expect(page.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true')
  const entry = page.getByRole('tabpanel').getByRole('link', { name: /Paid, not credited/ })
  await expect(entry).toContainText('Problem Type: Repayment not credited')

  await entry.click()
  await expect(page).toHaveURL(/\/complainDetails\?problemId=PB\d+$/)
  await expect(page.getByText(TEXT)).toBeVisible()
  const loadedAt = Date.now()
  await expect(page.getByRole('button', { name: /^Enlarge photo/ })).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Process Result' })).toContainText('Our team has not replied yet.')
  await expect(page.getByText('We reply to complaints within 3 weekdays.')).toBeVisible()

  // The pictures are served back, the camera photo at 1600 px on its long side.
  const widths = await page
    .locator('.cmp-photo img')
    .evaluateAll((imgs) =>
      Promise.all((imgs as HTMLImageElement[]).map((img) => img.decode().then(() => Math.max(img.naturalWidth, img.naturalHeight)))),
    )
  expect(widths.sort((a, b) => a - b)).toEqual([240, 320, 1600])

  await page.getByRole('button', { name: 'Enlarge photo 1' }).click()
  await expect(page.getByRole('dialog', { name: 'Photo 1' }).getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Photo 1' }).getByRole('button', { name: 'Close' }).click()

  const rating = page.getByRole('dialog', { name: 'Please rate this service' })
  await expect(rating).toBeVisible({ timeout: 6000 })
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2500)
  // The radios are visually hidden; the borrower taps the fourth star.
  await rating.locator('.ui-rate__item').nth(3).click()
  await expect(rating.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked()
  await rating.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Thank you for your rating.')).toBeVisible()
  await expect(rating).toBeHidden()
  const scores = await sandbox.received('/user-problem/save-score')
  expect(scores).toHaveLength(1)
  expect(scores[0].body).toEqual({ score: '4', problemId: new URL(page.url()).searchParams.get('problemId') })
})

test("customer service shows the deployment's number in the market's form and the e-mail the server returns", async ({ page, sandbox }) => {
  await open(page, '/customerService')
  await expect(page.getByRole('button', { name: /^Telephone 022 212 3456/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^E-mail support@mkopoharaka\.co\.tz/ })).toBeVisible()
  expect((await sandbox.received('/v3/personal-center/contact-kf-info'))[0].body).toEqual({ overall: '30' })
})

test('complaint form and details pass an accessibility scan', async ({ page }) => {
  await open(page, '/complainPageNext?problemType=1&problemSonType=103&orderNo=ORD174001')
  await expect(page.getByRole('list', { name: 'Question type' })).toHaveText(/Threats/)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await open(page, '/complainDetails?problemId=PB2611130004')
  await expect(page.getByRole('region', { name: 'Process Result' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test('photos: 10 picked are not cut to 9 silently, a corrupt photo is a plain tile that says so and keeps the draft', async ({
  page,
  sandbox,
}) => {
  await open(page, '/complainPageNext?problemType=2&orderNo=ORD200001')
  const files = Array.from({ length: 10 }, (_, i) => ({ name: `receipt-${i + 1}.png`, mimeType: 'image/png', buffer: PNG }))
  await page.locator('input[type="file"]').setInputFiles(files)
  await expect(page.getByText('1 photo was not added: a complaint can have at most 9 pictures.')).toBeVisible()
  await expect(page.getByText('9 of 9 photos')).toBeVisible()
  await expect.poll(async () => (await sandbox.received('/user-problem/upload-problem-img')).length).toBe(9)

  await page.getByRole('button', { name: 'Remove photo 9' }).click()
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg at all') }])
  await expect(page.getByText('This file is not a picture we can read')).toBeVisible()
  // No broken image: every picture on the form decoded.
  expect(await page.locator('.ui-uploader img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(
    true,
  )
  await page.getByRole('textbox', { name: 'Describe your problem' }).fill('Picha moja imeharibika.')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Photo 9 could not be read. Remove it, or choose it again, then send.')).toBeVisible()
  expect(await sandbox.received('/user-problem/problem-save')).toHaveLength(0)
  expect(await sandbox.received('/user-problem/upload-problem-img')).toHaveLength(9)
  await page.getByRole('button', { name: 'Remove photo 9' }).click()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible()
  expect((await sandbox.received('/user-problem/problem-save'))[0].body.problemImage.split(',')).toHaveLength(8)
})

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
