import { screen } from '@testing-library/react'
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { parseSid, parseTemplate } from '@src/lender/promotion/answers'
import * as v from '@src/lib/valid'
import { assertScreenSurvives, assertTotal, junkData, mutated, sandboxData, screenRuns, str, verdict } from '@tests/property'

import { openLanding } from './testing'

/** Robustness of the landing's answer parsers and the landing page. */

const colour = v.nullable(
  v.pipe(
    str,
    v.check((s) => /^#[0-9a-f]{3,8}$/i.test(s)),
  ),
)
const templateOut = v.strictObject({
  id: v.pipe(str, v.nonEmpty()),
  bannerTitle: str,
  bannerSubtitle: str,
  // Only same-origin paths or https images reach the page.
  bannerImage: v.nullable(
    v.pipe(
      str,
      v.check((s) => /^(\/(?!\/)|https:\/\/)/.test(s)),
    ),
  ),
  theme: v.strictObject({ background: colour, font: colour, button: colour }),
  merchantNumber: str,
  // An https link, or one of this page's own origin (the link policy's rule for a lender's link).
  download: v.strictObject({
    title: str,
    text: str,
    button: str,
    url: v.union([
      v.picklist(['']),
      v.pipe(
        str,
        v.check((u) => u.startsWith('https://') || u.startsWith(`${location.origin}/`)),
      ),
    ]),
  }),
  agreement: v.strictObject({ title: str, paragraphs: v.array(str) }),
})

const names = ['i9d', 'b4n', 't2m', 'x9z']
let template: unknown

beforeAll(async () => {
  template = await sandboxData('/api/v2/tz/service/channel/channel-template', { templateId: '1001' }, undefined, 'GET')
})
afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('landing parsers are total', () => {
  it('channel template: a clean template (safe colours, images and links) or MalformedResponseError', () => {
    const hostile = fc.record({
      id: fc.constantFrom('1001', 7),
      theme: fc.record({ background: fc.constantFrom('red;background:url(//evil)', '#0a7a43', 'expression(alert(1))', '#12') }),
      banner: fc.record({
        image: fc.constantFrom(
          'javascript:alert(1)',
          '//evil.example/a.png',
          'http://plain.example/a.png',
          '/ok.png',
          'https://cdn.example/a.png',
        ),
      }),
      download: fc.record({
        url: fc.constantFrom('https://evil.example/app.apk', 'javascript:alert(1)', 'https://www.mkopoharaka.co.tz/download/app.apk'),
      }),
    })
    const seen = assertTotal(parseTemplate, fc.oneof(mutated(template, names), hostile, junkData), templateOut, 600)
    expect(seen.ok).toBeGreaterThan(50)
    expect(seen.malformed).toBeGreaterThan(20)
  })

  it('get-sid: a non-empty sid or MalformedResponseError', () => {
    assertTotal(parseSid, fc.oneof(junkData, mutated({ sid: 'sid-1' }, ['s1d'])), v.pipe(str, v.nonEmpty()))
  })
})

describe('landing page with a faulty template', screenRuns, () => {
  it('an error state with a retry for a malformed template, never undefined or NaN', async () => {
    const seen = await assertScreenSurvives(fc.oneof(mutated(template, names), junkData), {
      expected: (data) => verdict(parseTemplate, data, templateOut),
      show: (data) => {
        server.use(
          http.get('*/api/api/v2/tz/service/channel/channel-template', () => HttpResponse.json({ code: '00', message: 'success', data })),
        )
        openLanding('/promotion?id=1001&links_id=L55')
      },
      // The form shows at once (it is usable while the template loads); the answer either fails it or readies it.
      settled: () => {
        if (!screen.queryByRole('alert')) expect(document.querySelector('.promo')).toHaveAttribute('data-template', 'ready')
      },
      numRuns: 20,
    })
    expect(seen.malformed).toBeGreaterThan(0)
  })
})
