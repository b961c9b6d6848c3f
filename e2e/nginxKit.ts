import { readFileSync } from 'node:fs'
import { connect, constants } from 'node:http2'
import { join } from 'node:path'

import { appEntryKey, type Manifest } from '../scripts/build/prerender/html'

/**
 * The nginx project (playwright.config.ts): the build served by the production
 * configuration (dist/nginx.conf via scripts/tools/nginx.mjs) over TLS and HTTP/2, its /api/ proxied to
 * the preview server's sandbox. Its ports and build folder come from the project's metadata.
 */
export type NginxProject = { httpsPort: number; httpPort: number; outDir: string }

export type H2Answer = { status: number; headers: Record<string, string>; body: Buffer; protocol: string }

/**
 * One request over HTTP/2 with Node's own client, as a browser or a CDN would make it: TLS with
 * ALPN (the self-signed test certificate accepted), no decoding of the body.
 */
export function h2Get(origin: string, path: string, headers: Record<string, string> = {}): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false, ALPNProtocols: ['h2'] })
    session.on('error', reject)
    const req = session.request({ [constants.HTTP2_HEADER_PATH]: path, ...headers })
    const chunks: Buffer[] = []
    let answer: Record<string, string> = {}
    req.on('response', (h) => {
      answer = Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]))
    })
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const protocol = session.alpnProtocol ?? ''
      session.close()
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks), protocol })
    })
    req.on('error', reject)
    req.end()
  })
}

/** A built file's bytes. */
export const built = (outDir: string, file: string) => readFileSync(join(outDir, file))

/** The app's entry script (from the Vite manifest) and a hashed stylesheet of the build. */
export function hashedAssets(outDir: string): { js: string; css: string } {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const js = manifest[appEntryKey(manifest)]?.file
  const css = Object.values(manifest).flatMap((c) => c.css ?? [])[0]
  if (!js || !css) throw new Error('the build has no app entry or no stylesheet')
  return { js, css }
}
