import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { markPure } from './plugin'

const dir = join(process.cwd(), 'node_modules/react-router/dist/production')
/** The installed react-router's production module that defines its components. */
const routerSource = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => readFileSync(join(dir, f), 'utf8'))
  .find((s) => /^var Link = /m.test(s))

describe('markPure (scripts/build/pure)', () => {
  it('marks top-level component and context definitions pure and drops their name assignments', () => {
    const src = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var Ctx = React.createContext(null);',
      'Ctx.displayName = "Ctx";',
      'other.displayName = "Kept";',
      '',
    ].join('\n')
    const out = markPure(src)
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(')
    expect(out).toContain('var Ctx = /* @__PURE__ */ React.createContext(null);')
    expect(out).not.toContain('Link.displayName')
    expect(out).not.toContain('Ctx.displayName')
    expect(out).toContain('other.displayName = "Kept";')
  })

  it('still finds Link, NavLink and Form in the installed react-router (an upgrade that changes their shape fails here)', () => {
    expect(routerSource).toBeDefined()
    const out = markPure(routerSource!)
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'))
      expect(out).not.toMatch(new RegExp(`^${name}\\.displayName = `, 'm'))
    }
  })
})
