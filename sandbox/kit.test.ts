import { describe, expect, it } from 'vitest'

import { getWorld, receivedBy } from './world'

const base = 'http://localhost/api'
const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}?session_id=s1`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  })

describe('sandbox kit', () => {
  it('records what it received, per world', async () => {
    await post('/service/event/save', { productId: 'P1', moduleId: '30' })
    await post('/service/event/save', { productId: 'P2' }, { 'x-sandbox-world': 'other' })
    const got = receivedBy('/service/event/save')
    expect(got).toHaveLength(1)
    expect(got[0]).toMatchObject({ method: 'POST', query: { session_id: 's1' }, body: { productId: 'P1', moduleId: '30' } })
    expect(receivedBy('/service/event/save', 'other')[0].body.productId).toBe('P2')
  })

  it('applies scenario effects from the header, including on the Nth call only', async () => {
    const h = { 'x-sandbox-scenario': 'event/save=500@2,loan-details=code:77:Locked' }
    expect((await post('/service/event/save', {}, h)).status).toBe(200)
    expect((await post('/service/event/save', {}, h)).status).toBe(500)
    expect((await post('/service/event/save', {}, h)).status).toBe(200)
    const biz = await (await post('/v3/loan-details/loan-details', { orderId: 'ORD170001' }, h)).json()
    expect(biz).toMatchObject({ code: 77, message: 'Locked', success: false })
  })

  it('answers a repeated Idempotency-Key with the stored answer and one effect', async () => {
    const h = { 'idempotency-key': 'k-1' }
    await post('/service/event/save', { n: '1' }, h)
    await post('/service/event/save', { n: '1' }, h)
    expect(getWorld().events.stored).toHaveLength(1)
  })

  it("does the work, then answers 500 with '500-after'", async () => {
    const r = await post('/service/event/save', { n: '1' }, { 'x-sandbox-scenario': 'event/save=500-after' })
    expect(r.status).toBe(500)
    expect(getWorld().events.stored).toHaveLength(1)
  })

  it('answers a dropped connection for the network effect', async () => {
    await expect(post('/service/event/save', {}, { 'x-sandbox-scenario': '*=network' })).rejects.toThrow()
  })
})
