import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@sandbox/node'
import { ClientError, formClient, jsonClient } from './clients'

describe('the JSON and form clients', () => {
  it('return only the body on success', async () => {
    server.use(http.post('*/legacy/json', () => HttpResponse.json({ code: '00', data: 7 })))
    await expect(jsonClient('http://localhost/legacy/json', { body: { a: 1 }, search: '?building=B&gather=G' })).resolves.toEqual({ code: '00', data: 7 })
  })

  it('send building/gather (JSON) and swift/eyes (form) from the URL query', async () => {
    const heads: Headers[] = []
    server.use(http.post('*/legacy/h', ({ request }) => {
      heads.push(request.headers)
      return HttpResponse.json({})
    }))
    await jsonClient('http://localhost/legacy/h', { body: {}, search: '?building=B&gather=G' })
    await formClient('http://localhost/legacy/h', { body: { x: 1 }, search: '?swift=S' })
    expect([heads[0].get('building'), heads[0].get('gather'), heads[0].get('content-type')]).toEqual(['B', 'G', 'application/json;charset=UTF-8'])
    expect([heads[1].get('swift'), heads[1].get('eyes'), heads[1].get('x-requested-with')]).toEqual(['S', '', 'XMLHttpRequest'])
  })

  it('reject with the failure: HTTP error, timeout, network', async () => {
    server.use(
      http.post('*/legacy/500', () => HttpResponse.json({ m: 1 }, { status: 502 })),
      http.post('*/legacy/slow', async () => {
        await delay(1000)
        return HttpResponse.json({})
      }),
      http.post('*/legacy/drop', () => HttpResponse.error()),
    )
    await expect(formClient('http://localhost/legacy/500')).rejects.toMatchObject({ kind: 'http', status: 502 })
    await expect(formClient('http://localhost/legacy/slow', { timeoutMs: 30 })).rejects.toMatchObject({ kind: 'timeout' })
    const e = await jsonClient('http://localhost/legacy/drop').catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ClientError)
    expect((e as ClientError).kind).toBe('network')
  })
})
