import { afterEach, describe, expect, it, vi } from 'vitest'

import { type BridgeHost, configureBridge, setBridgeListener } from './bridge'
import { confirmTrackingPoint, trackingPointOf } from './tracking'

afterEach(() => {
  configureBridge({ host: {} as BridgeHost, fallback: {} })
  setBridgeListener(() => undefined)
})

describe('tracking points for the shell', () => {
  it('name the event by the lender path and carry its fields', () => {
    expect(trackingPointOf({ path: '/service/event/save', body: { productId: 'P1002', moduleId: '30', positionId: '0' } })).toEqual({
      point: 'eventSave',
      data: { productId: 'P1002', moduleId: '30', positionId: '0' },
    })
    expect(trackingPointOf({ path: '/api/v2/{segment}/promotion/track-visit', params: { page_id: '7', utm_tag: 'fb' } }).point).toBe(
      'promotionVisit',
    )
  })

  it('never hand the shell a phone, session id or code', () => {
    const { point, data } = trackingPointOf({
      path: '/api/v2/{segment}/promotion/track-click',
      params: { page_id: '7', phone: '0754123456', session_id: 's', code: '1234' },
    })
    expect(point).toBe('promotionClick')
    expect(data).toEqual({ page_id: '7' })
  })

  it('reach the Android shell as confirmTrackingPoint', () => {
    const android = vi.fn()
    configureBridge({ host: { AppBridge: { postMessage: android } } })
    expect(confirmTrackingPoint({ path: '/service/event/save', body: { productId: 'P1', moduleId: '30', positionId: '0' } })).toBe(
      'android',
    )
    expect(JSON.parse(android.mock.calls[0][0])).toEqual({
      action: 'confirmTrackingPoint',
      payload: { point: 'eventSave', data: { productId: 'P1', moduleId: '30', positionId: '0' } },
    })
  })
})
