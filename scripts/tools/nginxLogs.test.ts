import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import { join } from 'node:path'
import tls from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { securityHeaders } from '../build/csp'
import { nginxConf } from '../build/nginx/config'
import { NGINX, startNginx } from './nginx.mjs'

/**
 * The production configuration's logs when the lender fails: an upstream that resets the
 * connection and one that does not answer in time, which nginx reports at level error, and a build
 * folder nginx's workers cannot read, reported at crit. Each of those lines carries the request
 * line, the upstream URL and the Referer, with the session parameters in their queries; the
 * build's configuration must leave every one of them out of both logs.
 */
const SECRETS = 'session_id=SECRET-SESSION&device_id=SECRET-DEVICE&advertising_id=SECRET-AD&user_id=9101'

/** A free 127.0.0.1 port (listened on, then let go). */
function freePort(): Promise<number> {
  const server = net.createServer()
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    }),
  )
}

/** The lender at its worst: /reset drops the connection, /slow never answers. */
function failingLender(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req) => {
    if (req.url?.startsWith('/reset')) req.socket.destroy()
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({ port, close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))) })
    }),
  )
}

/** A GET over TLS by hand (the tests' request interception sees node's http clients, not a raw socket): its status. */
function get(origin: string, path: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: hostname, port: Number(port), rejectUnauthorized: false }, () => {
      const lines = [
        `GET ${path} HTTP/1.1`,
        `Host: ${hostname}`,
        'Connection: close',
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ]
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
    })
    let text = ''
    socket.on('data', (c: Buffer) => (text += c.toString('latin1')))
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)))
    socket.on('error', reject)
  })
}

describe.skipIf(!existsSync(NGINX))("nginx's logs while the lender resets or times out", () => {
  let outDir = ''
  let lender: Awaited<ReturnType<typeof failingLender>>
  let nginx: Awaited<ReturnType<typeof startNginx>>
  let origin = ''

  beforeAll(async () => {
    // mkdtemp's folder (0700) is closed to the workers of an nginx started as root: each file it
    // serves fails at crit, a file system fault with the request line. Under another user it serves them.
    outDir = mkdtempSync(join(os.tmpdir(), 'borrower-nginx-logs-'))
    mkdirSync(join(outDir, 'assets'))
    // A short upstream timeout stands for the lender slower than the gateway: the same log line, sooner.
    const conf = nginxConf({ pages: [], appShell: 'app.html', headers: securityHeaders() }).replace(
      'proxy_pass ${NGINX_UPSTREAM};',
      'proxy_pass ${NGINX_UPSTREAM};\n      proxy_read_timeout 1s;',
    )
    writeFileSync(join(outDir, 'nginx.conf'), conf)
    writeFileSync(join(outDir, 'robots.txt'), 'User-agent: *\n')
    writeFileSync(join(outDir, 'app.html'), '<!doctype html><title>app</title>')
    lender = await failingLender()
    nginx = await startNginx({
      outDir,
      upstream: `http://127.0.0.1:${lender.port}/`,
      httpsPort: await freePort(),
      httpPort: await freePort(),
    })
    origin = nginx.origin
  }, 30_000)

  afterAll(async () => {
    await nginx?.stop()
    await lender?.close()
    rmSync(outDir, { recursive: true, force: true })
  })

  it('neither log holds a query or a session parameter; the access log has the upstream status and time', async () => {
    const referer = `${origin}/complainPageNext?orderNo=O1&session_id=SECRET-REFERER`
    expect(await get(origin, `/api/reset/user-problem/problem-save?${SECRETS}`, { Referer: referer })).toBe(502)
    expect(await get(origin, `/api/slow/user-problem/problem-list?${SECRETS}`, { Referer: referer })).toBe(504)
    expect(await get(origin, `/loanDetail?${SECRETS}`, { Referer: referer })).toBeGreaterThan(0)
    const read = (name: string) => (existsSync(join(nginx.prefix, name)) ? readFileSync(join(nginx.prefix, name), 'utf8') : '')
    const apiLines = () =>
      read('access.log')
        .split('\n')
        .filter((l) => l.includes('/api/'))
    await expect.poll(() => read('access.log')).toContain('/loanDetail')
    expect(apiLines()).toHaveLength(2)
    const access = read('access.log')
    const errors = read('error.log')
    for (const log of [access, errors]) {
      expect(log).not.toMatch(/SECRET|session_id|device_id|advertising_id|user_id|\?/)
      expect(log).not.toContain('/complainPageNext')
    }
    const [reset, slow] = apiLines()
    expect(reset).toMatch(/"GET \/api\/reset\/user-problem\/problem-save HTTP\/1\.1" 502 .* upstream=502 \d+\.\d{3}$/)
    expect(slow).toMatch(/"GET \/api\/slow\/user-problem\/problem-list HTTP\/1\.1" 504 .* upstream=504 1\.\d{3}$/)
  })
})
