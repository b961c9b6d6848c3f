/**
 * Pure helpers that turn the built app shell into a prerendered page (used by plugin.ts at build
 * time; unit-tested in html.test.ts).
 */

/** The parts of Vite's build manifest (build.manifest: true) we read. */
export type ManifestChunk = {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/**
 * The app's start in the manifest: index.html's entry, or, when that entry would hold nothing but
 * imports (a build without the modulepreload polyfill), the `app` group's file
 * (scripts/build/chunks.ts). Vite then names the entry's imports as module scripts in the page and
 * leaves the entry out of the build and the manifest; the `app` file imports the rest.
 */
export function appEntryKey(manifest: Manifest): string {
  if (manifest['index.html']) return 'index.html'
  const key = Object.keys(manifest).find((k) => manifest[k].name === 'app' && manifest[k].file.endsWith('.js'))
  if (!key) throw new Error('prerender: the Vite manifest has neither index.html nor the app group')
  return key
}

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
/** The placeholder's inline styles (scripts/build/start/style.ts): a prerendered page has no placeholder. */
const BOOT_STYLE = /[ \t]*<style data-boot>[\s\S]*?<\/style>\n?/
/** The placeholder's update-message script and its comment: nothing for it to do on a page with content. */
const BOOT_CHECK = /[ \t]*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<script defer[^>]* src="\/boot-check\.js"><\/script>\n?/

export const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The built index.html with the page's markup in #root and the public runtime's tags in <head>. */
export function composePage(template: string, p: ComposeInput): string {
  if (!template.includes(ROOT) || !template.includes('</head>'))
    throw new Error('prerender: the app shell has no empty #root or no </head>')
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
