import type { Plugin } from 'vite'

/**
 * react-router's production build defines its components at the top of one big module as
 * `var Link = React10.forwardRef(...)` followed by `Link.displayName = "Link"`. Neither is marked
 * pure, so the bundler keeps every such component and all it uses (Form, NavLink, Link, their
 * prefetch and form-submission code), used or not. This marks those calls pure and drops the
 * name assignments (React DevTools then shows the function's own name), so what the app does not
 * import is left out.
 */
export function markPure(code: string): string {
  const names: string[] = []
  let out = code.replace(/^var (\w+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm, (_m, name: string, call: string) => {
    names.push(name)
    return `var ${name} = /* @__PURE__ */ ${call}`
  })
  if (names.length) out = out.replace(new RegExp(`^(?:${names.join('|')})\\.displayName = "[^"\\n]*";\\n`, 'gm'), '')
  return out
}

/** Applies markPure to react-router's production files in a build. */
export function pureRouterPlugin(): Plugin {
  return {
    name: 'pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/.test(id)) return null
      return { code: markPure(code), map: null }
    },
  }
}
