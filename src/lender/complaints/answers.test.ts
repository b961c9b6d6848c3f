import { describe, expect, it } from 'vitest'

import { MalformedResponseError } from '@src/lender/errors'

import { safeImageUrl, toComplaintDetail, toComplaintInit, toComplaintTabs } from './answers'

describe('toComplaintInit', () => {
  it('reads types, sub-types, the order and the order list leniently', () => {
    const init = toComplaintInit({
      problemType: [{ title: 'Collection', value: 1 }, { title: '', value: 9 }, null],
      problemSonType: [{ title: 'Threats', value: '103' }],
      orderDetail: {
        orderNo: 'ORD1',
        productName: 'Mkopo Haraka',
        status: 'Overdue',
        isShow: '1',
        list: null,
        productLogo: 'javascript:alert(1)',
      },
      orderList: [{ orderNo: 'ORD1', isShow: 1 }, { orderNo: '', isShow: 1 }, { orderNo: 'ORD2' }],
    })
    expect(init.types).toEqual([{ title: 'Collection', value: '1' }])
    expect(init.sonTypes).toEqual([{ title: 'Threats', value: '103' }])
    expect(init.orderDetail).toEqual({
      orderNo: 'ORD1',
      productLogo: '',
      productName: 'Mkopo Haraka',
      status: 'Overdue',
      isShow: 1,
      rows: [],
    })
    expect(init.orders.map((o) => [o.orderNo, o.isShow])).toEqual([
      ['ORD1', 1],
      ['ORD2', 0],
    ])
  })

  it('treats a missing or unreadable orderDetail as none', () => {
    expect(toComplaintInit({ orderDetail: null }).orderDetail).toBeNull()
    expect(toComplaintInit({ orderDetail: 'x' }).orderDetail).toBeNull()
  })

  it('throws a MalformedResponseError for an answer that is not an object', () => {
    expect(() => toComplaintInit('nonsense')).toThrow(MalformedResponseError)
  })
})

describe('toComplaintTabs', () => {
  it('reads { tabs } and the bare array, dropping entries without an id', () => {
    expect(
      toComplaintTabs({ tabs: [{ title: 'Processing', list: [{ id: 7, time: 't', type: 'Other', content: 'c' }, { content: 'x' }] }] }),
    ).toEqual([{ title: 'Processing', entries: [{ id: '7', time: 't', type: 'Other', content: 'c' }] }])
    expect(toComplaintTabs([{ name: 'All', data: null }])).toEqual([{ title: 'All', entries: [] }])
    expect(() => toComplaintTabs({})).toThrow(MalformedResponseError)
  })
})

describe('toComplaintDetail', () => {
  it('reads images as lists or comma-joined strings and defaults the rest', () => {
    const d = toComplaintDetail(
      {
        type: 'Other',
        images: 'https://cdn.example/a.jpg, /b.jpg,javascript:x',
        disposeImages: [{ url: 'https://cdn.example/c.jpg' }],
        isNeedScore: '1',
      },
      'P1',
    )
    expect(d).toEqual({
      problemId: 'P1',
      type: 'Other',
      sonType: '',
      content: '',
      images: ['https://cdn.example/a.jpg', '/b.jpg'],
      disposeDetail: '',
      disposeImages: ['https://cdn.example/c.jpg'],
      isNeedScore: 1,
    })
    expect(toComplaintDetail({}).isNeedScore).toBe(0)
  })
})

describe('safeImageUrl', () => {
  // Only http(s), same-origin paths and inline images get through; anything else reads as no image.
  it.each(['https://x.tz/a.png', '/api/sandbox-uploads/IMG1', 'data:image/png;base64,AAA'])('lets %s through', (url) => {
    expect(safeImageUrl(url)).toBe(url)
  })

  it.each(['javascript:alert(1)', '//evil.example/a.png', 'data:text/html,<b>'])('refuses %s', (url) => {
    expect(safeImageUrl(url)).toBe('')
  })
})
