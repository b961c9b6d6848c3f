import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, cspOptionsFromEnv, PERMISSIONS_POLICY, securityHeaders } from './csp'

describe('Content-Security-Policy', () => {
  it('forbids inline script, plugins, base changes and framing by others', () => {
    const d = Object.fromEntries(
      contentSecurityPolicy()
        .split('; ')
        .map((x) => [x.split(' ')[0], x.split(' ').slice(1)]),
    )
    expect(d['default-src']).toEqual(["'self'"])
    expect(d['script-src']).toEqual(["'self'"])
    expect(d['object-src']).toEqual(["'none'"])
    expect(d['base-uri']).toEqual(["'none'"])
    expect(d['frame-ancestors']).toEqual(["'self'"])
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-|\*/)
  })

  it("adds the lender API's origin to connect-src, and only an http(s) origin", () => {
    expect(contentSecurityPolicy({ apiBase: 'https://api.lender.example/v1/' })).toContain("connect-src 'self' https://api.lender.example;")
    expect(contentSecurityPolicy({ apiBase: '/api' })).toContain("connect-src 'self';")
    expect(contentSecurityPolicy({ apiBase: 'javascript:alert(1)' })).toContain("connect-src 'self';")
    expect(securityHeaders()['X-Content-Type-Options']).toBe('nosniff')
  })

  it('adds the feedback and field-measurement origins to connect-src when they are set, each once', () => {
    const env = {
      VITE_API_BASE: 'https://api.lender.example/v1/',
      VITE_FEEDBACK_URL: 'https://forms.lender.example/feedback',
      VITE_VITALS_URL: 'https://rum.lender.example/v',
    }
    expect(contentSecurityPolicy(cspOptionsFromEnv(env))).toContain(
      "connect-src 'self' https://api.lender.example https://forms.lender.example https://rum.lender.example;",
    )
    expect(
      contentSecurityPolicy(
        cspOptionsFromEnv({ VITE_FEEDBACK_URL: 'https://api.lender.example/feedback', VITE_API_BASE: 'https://api.lender.example/' }),
      ),
    ).toContain("connect-src 'self' https://api.lender.example;")
    // Relative endpoints are our own origin; anything not http(s) adds nothing.
    expect(contentSecurityPolicy(cspOptionsFromEnv({ VITE_FEEDBACK_URL: '/feedback', VITE_VITALS_URL: 'javascript:alert(1)' }))).toContain(
      "connect-src 'self';",
    )
    expect(contentSecurityPolicy(cspOptionsFromEnv({}))).toContain("connect-src 'self';")
  })

  it('sends a Permissions-Policy that switches off what the app never uses', () => {
    expect(securityHeaders()['Permissions-Policy']).toBe(PERMISSIONS_POLICY)
    for (const off of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) expect(PERMISSIONS_POLICY).toContain(off)
  })

  it('is the policy docs/deployment.md tells hosts to send', () => {
    const readme = readFileSync(join(process.cwd(), 'docs/deployment.md'), 'utf8').replace(/\s*\n\s*/g, ' ')
    expect(readme).toContain(contentSecurityPolicy())
  })
})
