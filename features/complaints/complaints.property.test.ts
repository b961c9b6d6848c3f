import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { createElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { toComplaintDetail, toComplaintInit, toComplaintTabs } from '@src/lender/complaints/answers'
import * as v from '@src/lib/valid'
import {
  assertAccepts,
  assertScreenSurvives,
  assertTotal,
  junkData,
  mutated,
  num,
  sandboxData,
  screenRuns,
  str,
  verdict,
} from '@tests/property'
import { renderWithProviders } from '@tests/renderWithProviders'

import { ComplaintDetails } from './pages/ComplaintDetails'
import { ComplaintList } from './pages/ComplaintList'
import { ComplaintStart } from './pages/ComplaintStart'

/** Robustness of the complaint transformers and screens. */

const option = v.strictObject({ title: v.pipe(str, v.nonEmpty()), value: v.pipe(str, v.nonEmpty()) })
const order = v.strictObject({
  orderNo: v.pipe(str, v.nonEmpty()),
  productLogo: str,
  productName: str,
  status: str,
  isShow: v.picklist([0, 1]),
  rows: v.array(v.strictObject({ title: str, value: str })),
})
const initOut = v.strictObject({
  types: v.array(option),
  sonTypes: v.array(option),
  orderDetail: v.nullable(order),
  orders: v.array(order),
})
const tabsOut = v.array(
  v.strictObject({
    title: v.pipe(str, v.nonEmpty()),
    entries: v.array(v.strictObject({ id: v.pipe(str, v.nonEmpty()), time: str, type: str, content: str })),
  }),
)
/** Image URLs that can reach an <img>: http(s), same-origin paths, data:image and blob: only. */
const imageUrl = v.pipe(
  str,
  v.check((s) => /^(https?:\/\/|\/(?!\/)|data:image\/|blob:)/i.test(s)),
)
const detailOut = v.strictObject({
  problemId: str,
  type: str,
  sonType: str,
  content: str,
  images: v.array(imageUrl),
  disposeDetail: str,
  disposeImages: v.array(imageUrl),
  isNeedScore: num,
})

const names = ['p1t', 'o2l', 't3b', 'x9z', 'url']
let init: unknown
let tabs: unknown
let details: unknown[] = []

beforeAll(async () => {
  init = await sandboxData('/user-problem/problem-init', { orderId: 'ORD174001' })
  tabs = await sandboxData('/user-problem/problem-list')
  details = await Promise.all(
    ['PB2611090017', 'PB2611130004', 'PB2610210031'].map((problemId) => sandboxData('/user-problem/problem-detail', { problemId })),
  )
})

const detail = (d: unknown) => toComplaintDetail(d, 'PB1')

describe('complaint transformers are total', () => {
  it('problem-init: a clean init or MalformedResponseError', () => {
    const seen = assertTotal(toComplaintInit, mutated(init, names), initOut, 500)
    expect(seen.ok).toBeGreaterThan(50)
  })

  it('problem-list: clean tabs or MalformedResponseError', () => {
    const seen = assertTotal(toComplaintTabs, fc.oneof(mutated(tabs, names), junkData), tabsOut, 500)
    expect(seen.ok).toBeGreaterThan(50)
    expect(seen.malformed).toBeGreaterThan(5)
  })

  it('problem-detail: a clean detail (only safe image URLs) or MalformedResponseError', () => {
    const hostile = fc.record({
      images: fc.array(
        fc.constantFrom(
          'javascript:alert(1)',
          '//evil.example/x.png',
          'data:text/html,x',
          ' https://ok.example/a.png',
          'vbscript:x',
          '/ok.png',
        ),
      ),
    })
    const seen = assertTotal(detail, fc.oneof(...details.map((d) => mutated(d, names)), hostile), detailOut, 600)
    expect(seen.ok).toBeGreaterThan(50)
    expect(seen.malformed).toBeGreaterThan(5)
  })

  it('problem-detail: every well-formed answer is accepted', () => {
    const wellFormed = fc.record({
      problemId: fc.string(),
      type: fc.string(),
      content: fc.string(),
      images: fc.oneof(
        fc.array(fc.webUrl()),
        fc.array(fc.record({ url: fc.webUrl() })),
        fc.array(fc.webUrl()).map((a) => a.join(',')),
      ),
      isNeedScore: fc.constantFrom(0, 1, '1', null),
    })
    assertAccepts(detail, wellFormed, detailOut)
  })
})

describe('complaint screens with faulty answers', screenRuns, () => {
  it('start page', async () => {
    await assertScreenSurvives(mutated(init, names), {
      expected: (data) => verdict(toComplaintInit, data, initOut),
      show: (data) => {
        server.use(http.post('*/api/user-problem/problem-init', () => HttpResponse.json({ code: '00', message: 'success', data })))
        renderWithProviders(createElement(ComplaintStart), { route: '/complaint?orderId=ORD174001' })
      },
      numRuns: 15,
    })
  })

  it('list page', async () => {
    const seen = await assertScreenSurvives(fc.oneof(mutated(tabs, names), junkData), {
      expected: (data) => verdict(toComplaintTabs, data, tabsOut),
      show: (data) => {
        server.use(http.post('*/api/user-problem/problem-list', () => HttpResponse.json({ code: '00', message: 'success', data })))
        renderWithProviders(createElement(ComplaintList), { route: '/complaintList' })
      },
      numRuns: 20,
    })
    expect(seen.malformed).toBeGreaterThan(0)
  })

  it('details page', async () => {
    await assertScreenSurvives(fc.oneof(...details.map((d) => mutated(d, names))), {
      expected: (data) => verdict(detail, data, detailOut),
      show: (data) => {
        server.use(http.post('*/api/user-problem/problem-detail', () => HttpResponse.json({ code: '00', message: 'success', data })))
        renderWithProviders(createElement(ComplaintDetails), { route: '/complainDetails?problemId=PB1' })
      },
      numRuns: 20,
    })
  })
})
