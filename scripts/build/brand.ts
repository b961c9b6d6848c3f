import type { Plugin } from 'vite'

/*
 * The lender's app name in the page shell and the web app manifest (VITE_APP_NAME_EN): a build
 * for one lender carries its name, and a build given none carries no lender's name at all (the
 * sandbox's comes at run time from its data block). The app itself reads it from the
 * configuration (src/config/brand.ts).
 */

/** The name a build was given, '' when none. */
export function buildAppName(env: Record<string, string | undefined>): string {
  return (env.VITE_APP_NAME_EN ?? '').trim()
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** index.html with the name in its title, description and noscript line; unchanged (brand-neutral) without one. */
export function withAppName(html: string, name: string): string {
  if (!name) return html
  const n = escapeHtml(name)
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${n}</title>`)
    .replace(
      /(<meta name="description" content=")([^"]*)(")/,
      (_m, a: string, text: string, b: string) => `${a}${n}: ${text.charAt(0).toLowerCase()}${text.slice(1)}${b}`,
    )
    .replace('to use this app.', `to use ${n}.`)
}

/** The manifest's name and short name: the lender's, or a neutral one. */
export function manifestNames(name: string): { name: string; short_name: string } {
  if (!name) return { name: 'Cash loans', short_name: 'Loans' }
  // Home screens cut a short name at about 12 characters: the first word of a longer name.
  return { name, short_name: name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12) }
}

export function brandPlugin(name: string): Plugin {
  return {
    name: 'borrower:brand',
    transformIndexHtml: { order: 'pre', handler: (html) => withAppName(html, name) },
  }
}
