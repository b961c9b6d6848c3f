import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { renderConf } from '../../tools/nginx.mjs'
import { securityHeaders } from '../csp'
import { gzipSmallest, precompress } from './compress'
import { ASSET_NO_CSP, CACHE, nginxConf, PLACEHOLDERS } from './config'

const pages = [
  { path: '/', file: 'index.html' },
  { path: '/Policy', file: 'Policy/index.html' },
  { path: '/sw/Policy', file: 'sw/Policy/index.html' },
  { path: '/loanDetail', file: 'loanDetail/index.html' },
]
const conf = nginxConf({ pages, appShell: 'app.html', headers: securityHeaders() })

/** The text of every `location ... { }` block (none nests another). */
const locations = (text: string) => [...text.matchAll(/^\s*location [^{]+\{([^}]*)\}/gm)].map((m) => m[1])

describe('nginx.conf', () => {
  it('sets every header at server level, so no location drops them (add_header inheritance)', () => {
    expect(locations(conf).length).toBeGreaterThan(3)
    for (const body of locations(conf)) expect(body).not.toMatch(/add_header/)
    for (const [k, v] of Object.entries(securityHeaders())) {
      if (k === 'Content-Security-Policy') expect(conf).toContain(`add_header ${k} $borrower_csp always;`)
      else expect(conf).toContain(`add_header ${k} "${v}" always;`)
    }
    expect(conf).toContain('add_header Cache-Control $borrower_cache always;')
  })

  it('sends the Content-Security-Policy on every answer but found build scripts and style sheets', () => {
    const map = conf.match(/map "\$status:\$uri" \$borrower_csp \{([^}]*)\}/)?.[1] ?? ''
    expect(map).toContain(`default "${securityHeaders()['Content-Security-Policy']}";`)
    expect(map).toContain(`${ASSET_NO_CSP} "";`)
    // nginx's regex, read as JavaScript's (the same syntax here), on "$status:$uri".
    const noPolicy = new RegExp(ASSET_NO_CSP.slice(1))
    for (const a of ['200:/assets/app-Ab12.js', '304:/assets/shared-Ab12.css', '206:/assets/x.js']) expect(a).toMatch(noPolicy)
    // Documents and workers keep it: pages, the service worker, a 404 page for a missing build file, pictures.
    for (const a of [
      '200:/loanDetail',
      '200:/sw.js',
      '404:/assets/missing-0000.js',
      '200:/icon.svg',
      '200:/assets/logo-Ab12.svg',
      '200:/assets/app.js.map',
    ])
      expect(a).not.toMatch(noPolicy)
  })

  it('maps each page of the table to its own file, with and without a trailing slash, and the rest to the shell', () => {
    expect(conf).toMatch(/^\s+\/ \/index\.html;$/m)
    expect(conf).toMatch(/^\s+\/sw\/Policy\/ \/sw\/Policy\/index\.html;$/m)
    expect(conf).toMatch(/^\s+\/loanDetail \/loanDetail\/index\.html;$/m)
    expect(conf).toContain('try_files $borrower_page /app.html;')
    expect(() => nginxConf({ pages: [{ path: '/a b', file: 'x.html' }], appShell: 'app.html', headers: {} })).toThrow(/unexpected page/)
  })

  it('caches hashed files for a year only when they were found, the rest revalidated', () => {
    expect(conf).toContain(`~^(200|206|304):/assets/ "${CACHE.hashed}";`)
    expect(conf).toContain(`default "${CACHE.revalidate}";`)
  })

  it('strips /api/ towards the upstream root and refuses a header value nginx would misread', () => {
    expect(conf).toMatch(/location \^~ \/api\/ \{\s+proxy_pass \$\{NGINX_UPSTREAM\};/)
    expect(() => nginxConf({ pages, appShell: 'app.html', headers: { X: 'a"b' } })).toThrow(/cannot quote/)
    expect(() => nginxConf({ pages, appShell: 'app.html', headers: { X: '$uri' } })).toThrow(/cannot quote/)
  })

  it('logs the path without its query and without Referer (session ids travel in the query)', () => {
    const format = conf.match(/log_format borrower '([^']*)';/)?.[1] ?? ''
    expect(format).toContain('$borrower_path')
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string|\$is_args|\$http_referer|\$uri\b/)
    expect(conf).toMatch(/^\s+access_log \$\{NGINX_ACCESS_LOG\} borrower;$/m)
    expect([...conf.matchAll(/access_log /g)]).toHaveLength(1)
    // The map's regex, read as JavaScript's, cuts the query off $request_uri.
    const regex = conf.match(/map \$request_uri \$borrower_path \{\s+~(\S+) \$borrower_p;/)?.[1] ?? ''
    const cut = (uri: string) => new RegExp(regex.replace('?<borrower_p>', '')).exec(uri)?.[1]
    expect(cut('/loanDetail?session_id=S1&orderId=O1')).toBe('/loanDetail')
    expect(cut('/repay')).toBe('/repay')
    expect(cut('/?session_id=S1')).toBe('/')
  })

  it("keeps request lines out of the error log (level alert) and puts the lender's status and time in the access log", () => {
    // nginx writes a failed upstream answer at error and a file it cannot read at crit, both with the request line.
    expect([...conf.matchAll(/^\s*error_log (\S+) (\S+);$/gm)].map((m) => [m[1], m[2]])).toEqual([['${NGINX_ERROR_LOG}', 'alert']])
    const format = conf.match(/log_format borrower '([^']*)';/)?.[1] ?? ''
    expect(format).toContain('upstream=$upstream_status $upstream_response_time')
    expect(format).not.toMatch(/\$upstream_addr|\$proxy_host|\$upstream_http_/)
  })

  it("redirects http to the configured host name only, never the request's Host", () => {
    const start = conf.indexOf('listen ${NGINX_ADDRESS}:${NGINX_HTTP_PORT};')
    const http = conf.slice(start, conf.indexOf('\n  }', start))
    expect(http).toContain('return 301 https://${NGINX_REDIRECT_HOST}:${NGINX_HTTPS_PORT}$request_uri;')
    expect(conf).not.toMatch(/\$host|\$http_host|\$server_name/)
  })

  it('answers 404 for /.vite/ and other dot paths before any rule could serve them as files; /.well-known/ is left alone', () => {
    const dot = conf.match(/location ~ (\S+) \{\s+return 404;\s+\}/)?.[1] ?? ''
    expect(dot).not.toBe('')
    expect(conf.indexOf(`location ~ ${dot}`)).toBeLessThan(conf.indexOf('location ~ \\.[A-Za-z0-9]+$'))
    const re = new RegExp(dot)
    for (const p of ['/.vite/prerender.json', '/.vite/manifest.json', '/.vite/', '/.env', '/a/.git/config']) expect(p).toMatch(re)
    for (const p of ['/.well-known/assetlinks.json', '/assets/app-Ab12.js', '/loanDetail', '/sw.js']) expect(p).not.toMatch(re)
  })

  it('sends the Permissions-Policy on every answer', () => {
    expect(conf).toMatch(/add_header Permissions-Policy "[^"]*camera=\(\)[^"]*" always;/)
  })

  it("carries the feedback and field-measurement origins in the policy's connect-src when the build has them", () => {
    const withOrigins = nginxConf({
      pages,
      appShell: 'app.html',
      headers: securityHeaders({ feedbackUrl: 'https://forms.lender.example/f', vitalsUrl: 'https://rum.lender.example/v' }),
    })
    expect(withOrigins).toContain("connect-src 'self' https://forms.lender.example https://rum.lender.example;")
  })

  it('leaves only the documented placeholders, and the render step fills every one or refuses', () => {
    const used = new Set([...conf.matchAll(/\$\{(NGINX_[A-Z_]+)\}/g)].map((m) => m[1]))
    expect([...used].sort()).toEqual(Object.keys(PLACEHOLDERS).sort())
    const values = Object.fromEntries(Object.keys(PLACEHOLDERS).map((k) => [k, `v-${k}`]))
    const out = renderConf(conf, values, { prefix: '/tmp/p', brotli: '/mods/brotli.so' })
    expect(out).not.toMatch(/\$\{NGINX_/)
    expect(out).toContain('proxy_pass v-NGINX_UPSTREAM;')
    expect(out).toContain('proxy_temp_path /tmp/p/temp/proxy;')
    expect(out).toContain('access_log v-NGINX_ACCESS_LOG borrower;')
    expect(out).toContain('return 301 https://v-NGINX_REDIRECT_HOST:v-NGINX_HTTPS_PORT$request_uri;')
    expect(out).toMatch(/^load_module \/mods\/brotli\.so;/)
    expect(out).toMatch(/^\s+brotli_static on;$/m)
    expect(renderConf(conf, values, { prefix: '/tmp/p', brotli: null })).toContain('# brotli_static on;')
    const { NGINX_CERT: _, ...missing } = values
    expect(() => renderConf(conf, missing, { prefix: '/tmp/p', brotli: null })).toThrow(/NGINX_CERT/)
  })
})

describe('precompress', () => {
  it('writes .gz and .br beside text files that gain from it, nothing for small or binary files', async () => {
    const dir = mkdtempSync(join(os.tmpdir(), 'precompress-'))
    try {
      const big = 'const a = "borrower";\n'.repeat(200)
      writeFileSync(join(dir, 'app.js'), big)
      writeFileSync(join(dir, 'tiny.css'), 'a{}')
      writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4000))
      expect(await precompress(dir)).toBe(1)
      expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(big)
      expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(big)
      expect(existsSync(join(dir, 'tiny.css.gz'))).toBe(false)
      expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the .gz copy of a real script is a gzip stream a browser reads, and smaller than zlib -9', async () => {
    const script = readFileSync(join(process.cwd(), 'node_modules/react/cjs/react.production.js'))
    const gz = await gzipSmallest(script)
    expect(gz.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
    expect(gunzipSync(gz).equals(script)).toBe(true)
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length)
  })
})
