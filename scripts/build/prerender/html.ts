/**
 * Pure helpers that turn the built app shell into a prerendered page (used by plugin.ts at build
 * time; unit-tested in html.test.ts).
 */

/** The parts of Vite's build manifest (build.manifest: true) we read. */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

/** Manifest keys a set of chunks needs at start: each chunk and its static imports, transitively, in load order. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`prerender: "${key}" is not in the Vite manifest`)
    seen.add(key)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return [...seen]
}

export type PageAssets = { script: string; preloads: string[]; styles: string[] }

/** The entry script, the module preloads and the stylesheets a page needs before it can hydrate. */
export function assetsFor(manifest: Manifest, keys: readonly string[], base = '/'): PageAssets {
  const closure = staticClosure(manifest, keys)
  const url = (file: string) => `${base}${file}`
  const script = url(manifest[keys[0]].file)
  const preloads = [...new Set(closure.map((k) => url(manifest[k].file)))].filter((f) => f !== script)
  const styles = [...new Set(closure.flatMap((k) => (manifest[k].css ?? []).map(url)))]
  return { script, preloads, styles }
}

export type ComposeInput = PageAssets & {
  path: string
  /** renderToString output (already escaped by React). */
  markup: string
  /** Escaped the same way as React's text output. */
  title: string
  /** Keep the "please enable JavaScript" line (pages with forms). */
  keepNoscript?: boolean
  /** The page's language (<html lang>); English when absent. */
  lang?: string
  /** The page in every language, absolute URLs, for <link rel="alternate" hreflang> (itself included). */
  alternates?: { hreflang: string; href: string }[]
}

const ROOT = '<div id="root"></div>'
/** index.html's static "Loading…" placeholder (shown until the app renders); a prerendered page has its content instead. */
const BOOT = /[ \t]*<div class="app-boot[^"]*"[^>]*>[\s\S]*?<\/div>\n?/
/** The placeholder's inline styles (scripts/build/bootStyle.ts): a prerendered page has no placeholder. */
const BOOT_STYLE = /[ \t]*<style data-boot>[\s\S]*?<\/style>\n?/
/** The placeholder's update-message script (issue 17) and its comment: nothing for it to do on a page with content. */
const BOOT_CHECK = /[ \t]*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<script defer[^>]* src="\/boot-check\.js"><\/script>\n?/

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The built index.html with the page's markup in #root and the public runtime's tags in <head>. */
export function composePage(template: string, p: ComposeInput): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) throw new Error('prerender: the app shell has no empty #root or no </head>')
  // The page is readable without its script (the markup is here): the hydration runtime is fetched
  // at low priority so the stylesheet and the page's images get the borrower's thin bandwidth first.
  const tags = [
    `<script type="module" crossorigin fetchpriority="low" src="${escapeAttr(p.script)}"></script>`,
    ...p.preloads.map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttr(f)}">`),
    ...p.styles.map((f) => `<link rel="stylesheet" crossorigin href="${escapeAttr(f)}">`),
    ...(p.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}">`),
  ]
  let html = template
    .replace(/[ \t]*<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>\n?/g, '')
    .replace(/[ \t]*<link rel="(?:modulepreload|stylesheet)"[^>]*>\n?/g, '')
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeAttr(p.lang ?? 'en')}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${p.title}</title>`)
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
    .replace(BOOT, '')
    .replace(BOOT_STYLE, '')
    .replace(BOOT_CHECK, '')
    // No inline script (Content-Security-Policy): a host that answers an unknown path with this page
    // is handled by the public runtime, which clears the markup and starts the full app.
    .replace(ROOT, () => `<div id="root" data-prerendered="${escapeAttr(p.path)}">${p.markup}</div>`)
  if (!p.keepNoscript) html = html.replace(/[ \t]*<noscript>[\s\S]*?<\/noscript>\n?/, '')
  return html
}

/**
 * The app shell as a borrower screen opens it (issue 14): the loading placeholder paints from the
 * HTML alone (its styles are inline: scripts/build/bootStyle.ts), and no stylesheet blocks that paint.
 *
 * Each stylesheet becomes a preload, named before the scripts; src/app/shellStyles.ts applies them,
 * in this order, before the app's first render (nothing on screen needs them until then). The first
 * paint no longer waits for a stylesheet on a new connection (~0.6 s on a cold 3G start).
 * Lighthouse's simulation counts every high-priority file that arrived before the first paint as
 * blocking it: with the paint waiting for the stylesheet, the app's scripts often arrived first and
 * the 3G first paint read 1.9 s or 4.0 s from one run to the next (now 1.2-1.3 s in every run).
 * fetchpriority="low" takes the style preloads below the scripts (a style preload is otherwise the
 * highest priority, counted the same way); the browser still fetches them at once. The scripts keep
 * their priority: lowered, Chrome held all but one or two of them back on an HTTP/1.1 link (3G LCP
 * +0.2-0.3 s, measured).
 * Idempotent.
 */
export function paintFirst(shell: string): string {
  const links = shell.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? []
  let rest = shell
  for (const l of links) rest = rest.replace(l, '')
  if (links.length === 0) return rest
  const preloads = links.map((l) => `    ${l.trim().replace('<link rel="stylesheet"', '<link rel="preload" as="style" fetchpriority="low"')}\n`).join('')
  // Before the first script, with the comment that explains it.
  const at = rest.search(/[ \t]*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<script/)
  return at < 0 ? rest.replace('</head>', () => `${preloads}  </head>`) : rest.slice(0, at) + preloads + rest.slice(at)
}

/**
 * A borrower screen's own copy of the app shell (issue 14): app.html plus a preload of every
 * script and stylesheet the screen's lazy chunk needs that the shell does not name already. The
 * browser then fetches the screen's code beside the app's instead of after it (one round trip
 * less on a cold 3G start). Preloads only, the stylesheets' at low priority like the shell's
 * (paintFirst): nothing runs earlier, and the first paint (the loading placeholder) waits for no stylesheet.
 */
export function screenShell(shell: string, manifest: Manifest, pageKey: string, base = '/'): string {
  if (!shell.includes('</head>')) throw new Error('prerender: the app shell has no </head>')
  const { script, preloads, styles } = assetsFor(manifest, [pageKey], base)
  const named = (url: string) => shell.includes(`"${url}"`)
  const tags = [
    ...[script, ...preloads].filter((f) => !named(f)).map((f) => `<link rel="modulepreload" crossorigin href="${escapeAttr(f)}">`),
    ...styles.filter((f) => !named(f)).map((f) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeAttr(f)}">`),
  ]
  return tags.length ? shell.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`) : shell
}

/** The start script's entry in the manifest (src/app/early.ts). */
export const EARLY_ENTRY = 'src/app/early.ts'

/**
 * The start script in the app shell (issue 25): a module script of its own, named before every
 * other script, with its few imports preloaded. Scripts that wait for the document (defer, module)
 * run in document order once their own files are in, so it sends the screen's first reads while
 * the app's larger files are still on the wire. Before boot-check.js too: everything behind a
 * deferred script in document order waits for it (before index.html asked for it at high priority,
 * it came last on a 3G-like link: in at 2.8 s, the app's files at 2.4-2.6 s). A manifest without it (a build that does not have it) leaves the shell as it is.
 * Idempotent.
 */
export function earlyStart(shell: string, manifest: Manifest, base = '/'): string {
  if (!manifest[EARLY_ENTRY]) return shell
  const { script, preloads } = assetsFor(manifest, [EARLY_ENTRY], base)
  if (shell.includes(`src="${script}"`)) return shell
  const at = shell.search(/[ \t]*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<script/)
  if (at < 0) throw new Error('prerender: the app shell has no script')
  const indent = shell.slice(at).match(/^[ \t]*/)![0]
  const tags = [`<script type="module" crossorigin src="${escapeAttr(script)}"></script>`, ...preloads.filter((f) => !shell.includes(`"${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="${escapeAttr(f)}">`)]
  return shell.slice(0, at) + tags.map((t) => `${indent}${t}\n`).join('') + shell.slice(at)
}
