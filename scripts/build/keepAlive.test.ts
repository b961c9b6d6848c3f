import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { KEEP_ALIVE_MS, keepAlive } from './keepAlive'

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

describe('keepAlive', () => {
  it('makes a server hold an idle connection longer than its clients, the headers timeout above it', () => {
    const server = createServer()
    keepAlive(server)
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })

  it('tells the client so on every answer', async () => {
    const server = createServer((_req, res) => res.end('ok'))
    servers.push(server)
    keepAlive(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const { port } = server.address() as AddressInfo
    const header = await new Promise<string | string[] | undefined>((done, fail) =>
      request({ host: '127.0.0.1', port, headers: { connection: 'keep-alive' } }, (res) => {
        res.resume()
        done(res.headers['keep-alive'])
      })
        .on('error', fail)
        .end(),
    )
    expect(header).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
  })

  it('leaves a server it cannot set alone (no HTTP server, as in middleware mode)', () => {
    expect(() => keepAlive(null)).not.toThrow()
  })
})
