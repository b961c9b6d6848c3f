import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { portFree } from './bench/server.mjs'
import { startNginx } from './nginx.mjs'

/** A plain TCP server on a free 127.0.0.1 port, standing for a server left running there. */
function occupy(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((s) => s.destroy())
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({ port, close: () => new Promise((r) => server.close(() => r())) })
    }),
  )
}

describe('the local nginx (serve:nginx, the bench)', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c()
  })

  it("refuses a port something else already listens on, instead of taking that server's answers for its own", async () => {
    const taken = await occupy()
    cleanups.push(taken.close)
    const free = await occupy()
    await free.close()
    const outDir = mkdtempSync(join(os.tmpdir(), 'nginx-test-'))
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }))
    writeFileSync(join(outDir, 'nginx.conf'), "# a build's template\n")

    expect(await portFree(taken.port)).toBe(false)
    expect(await portFree(free.port)).toBe(true)
    // Any existing file stands for the nginx binary: the refusal comes before nginx is run.
    await expect(
      startNginx({ outDir, upstream: 'http://127.0.0.1:9/api/', httpsPort: taken.port, httpPort: free.port, nginx: process.execPath }),
    ).rejects.toThrow(`port ${taken.port} on 127.0.0.1 is already in use`)
    await expect(
      startNginx({ outDir, upstream: 'http://127.0.0.1:9/api/', httpsPort: free.port, httpPort: taken.port, nginx: process.execPath }),
    ).rejects.toThrow(`port ${taken.port} on 127.0.0.1 is already in use`)
  })
})
