#!/usr/bin/env node
// Serves the build through the production nginx configuration: fills the placeholders
// of dist/nginx.conf (written by the build, scripts/build/nginx/config.ts), makes a self-signed
// certificate for 127.0.0.1 when none is given, and runs nginx in the foreground with a temporary
// prefix (pid, logs, temp files, the rendered config), removed on exit. Without --upstream, the
// lender API is the sandbox: `vite preview` on a free port, whose /api/ plays the lender's root.
//
//   node scripts/tools/nginx.mjs [--out-dir dist] [--upstream URL] [--address 127.0.0.1]
//                          [--https-port 8444] [--http-port 8084] [--cert FILE --key FILE]
//   npm run serve:nginx    (after npm run build)
//
// Exit: nginx's own status; 2 when it cannot start (no nginx: apt-get install nginx).
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { freePort, portFree, startPreview } from './bench/server.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'
/** Where Debian and others put dynamic modules; ngx_brotli's static module, when installed. */
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
]

/** A self-signed certificate for 127.0.0.1 and localhost, valid two days (never committed). */
export function selfSignedCert(dir) {
  const cert = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { cert, key }
}

/** The brotli module's file when installed as a dynamic module, true when built in, else null. */
function brotliModule(nginx) {
  const found = BROTLI_MODULES.find((f) => existsSync(f))
  if (found) return found
  try {
    return /brotli/.test(execFileSync(nginx, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) || null
  } catch {
    return null
  }
}

/**
 * Fills the template's ${NGINX_*} placeholders; for a run under `prefix`, keeps temp files there
 * (Debian's compiled-in paths need root). Refuses a placeholder left unfilled.
 */
export function renderConf(template, values, { prefix, brotli }) {
  let conf = template.replace(/\$\{(NGINX_[A-Z_]+)\}/g, (m, name) => {
    if (values[name] === undefined) throw new Error(`nginx.conf: no value for ${name}`)
    return values[name]
  })
  const local = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(prefix, 'temp', t)};`)
  conf = conf.replace(/^http \{$/m, `http {\n${local.join('\n')}`)
  if (brotli) {
    conf = conf.replace('# brotli_static on;', 'brotli_static on;')
    if (typeof brotli === 'string') conf = `load_module ${brotli};\n${conf}`
  }
  return conf
}

/** Whether nginx answers at an https URL (readiness only: its certificate may name another host). */
function answers(url) {
  return new Promise((done) => {
    const req = https.get(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume()
      done(true)
    })
    req.on('error', () => done(false))
    req.on('timeout', () => req.destroy())
  })
}

/**
 * Starts nginx in the foreground on the build in outDir. Resolves once it answers over https.
 * @returns {Promise<{ origin: string, prefix: string, cert: string, exited: Promise<number|string>, stop: () => Promise<void>, brotli: boolean }>}
 */
export async function startNginx({
  outDir = 'dist',
  upstream,
  address = '127.0.0.1',
  httpsPort = 8444,
  httpPort = 8084,
  cert,
  key,
  nginx = NGINX,
  log = () => undefined,
}) {
  if (!existsSync(nginx)) throw new Error(`nginx not found at ${nginx} (apt-get install nginx, or set NGINX_PATH)`)
  const dist = resolve(root, outDir)
  const templateFile = join(dist, 'nginx.conf')
  if (!existsSync(templateFile)) throw new Error(`${templateFile} missing: build first (npm run build)`)
  if (!/^https?:\/\/[^\s;]+\/$/.test(upstream ?? '')) throw new Error(`--upstream must be an http(s) URL ending in / (got ${upstream})`)
  // A server left running on a port (an interrupted bench) would answer the readiness check below
  // while this nginx fails to bind: everything would then be measured against that stale server.
  for (const port of [httpsPort, httpPort])
    if (!(await portFree(port, address === '*' ? '0.0.0.0' : address)))
      throw new Error(`port ${port} on ${address} is already in use (an nginx left running?): stop it or choose another port`)
  const prefix = mkdtempSync(join(os.tmpdir(), 'borrower-nginx-'))
  chmodSync(prefix, 0o755) // nginx's workers (nobody under root) read the config's folder
  mkdirSync(join(prefix, 'temp'))
  const tls = cert && key ? { cert: resolve(cert), key: resolve(key) } : selfSignedCert(prefix)
  const host = address === '*' ? '127.0.0.1' : address
  const values = {
    NGINX_ROOT: dist,
    NGINX_UPSTREAM: upstream,
    NGINX_ADDRESS: address,
    NGINX_HTTPS_PORT: String(httpsPort),
    NGINX_HTTP_PORT: String(httpPort),
    NGINX_SERVER_NAME: '_',
    NGINX_REDIRECT_HOST: host,
    NGINX_ACCESS_LOG: join(prefix, 'access.log'),
    NGINX_ERROR_LOG: join(prefix, 'error.log'),
    NGINX_CERT: tls.cert,
    NGINX_KEY: tls.key,
  }
  const confFile = join(prefix, 'nginx.conf')
  const brotli = brotliModule(nginx)
  writeFileSync(confFile, renderConf(readFileSync(templateFile, 'utf8'), values, { prefix, brotli }))
  const args = ['-p', prefix, '-c', confFile, '-e', 'stderr', '-g', `daemon off; pid ${join(prefix, 'nginx.pid')};`]
  execFileSync(nginx, ['-t', '-q', ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
  const child = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise((r) => child.on('exit', (code, signal) => r(signal ?? code)))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT') // graceful: finishes answers in flight
      const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 3000))])
      if (!done) child.kill('SIGKILL')
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  const origin = `https://${host}:${httpsPort}`
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break
    if (await answers(`${origin}/robots.txt`)) {
      log(`nginx: ${origin} (prefix ${prefix}; ${brotli ? 'brotli_static on' : 'gzip_static only: no ngx_brotli module'})`)
      return { origin, prefix, cert: tls.cert, exited, stop, brotli: Boolean(brotli) }
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`nginx did not answer on ${origin} (exit ${await Promise.race([exited, Promise.resolve('still running')])})`)
}

async function main() {
  const { values: v } = parseArgs({
    options: {
      'out-dir': { type: 'string', default: 'dist' },
      upstream: { type: 'string' },
      address: { type: 'string', default: '127.0.0.1' },
      'https-port': { type: 'string', default: process.env.NGINX_HTTPS_PORT ?? '8444' },
      'http-port': { type: 'string', default: process.env.NGINX_HTTP_PORT ?? '8084' },
      cert: { type: 'string' },
      key: { type: 'string' },
    },
  })
  const log = (s) => process.stderr.write(`${s}\n`)
  const stops = []
  let stopping = false
  const stopAll = async () => {
    stopping = true
    for (const s of stops.reverse()) await s().catch(() => undefined)
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void stopAll().finally(() => process.exit(0)))
  try {
    let upstream = v.upstream
    if (!upstream) {
      const port = await freePort(4400)
      const sandbox = await startPreview({ cwd: root, outDir: v['out-dir'], port })
      stops.push(sandbox.stop)
      upstream = `${sandbox.origin}/api/`
      log(`sandbox lender API: ${upstream}`)
    }
    const server = await startNginx({
      outDir: v['out-dir'],
      upstream,
      address: v.address,
      httpsPort: Number(v['https-port']),
      httpPort: Number(v['http-port']),
      cert: v.cert,
      key: v.key,
      log,
    })
    stops.push(server.stop)
    // nginx ending by itself (a crash, a signal) ends this command too, the sandbox with it.
    void server.exited.then((how) => {
      if (stopping) return
      log(`nginx exited (${how})`)
      void stopAll().finally(() => process.exit(how === 0 ? 0 : 1))
    })
    log(`serving ${v['out-dir']} at ${server.origin}/ (self-signed unless --cert); Ctrl-C stops`)
  } catch (e) {
    log(`nginx.mjs: ${e instanceof Error ? e.message : String(e)}`)
    await stopAll()
    process.exit(2)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main()
