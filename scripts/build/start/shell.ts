import { assetsFor, escapeAttr, type Manifest } from '../prerender/html.ts'

/*
 * The app shell as a borrower screen opens it: the steps after the build has
 * written index.html (the placeholder, its inline style and the update message are in it already:
 * ./plugin.ts). Pure text in, text out; unit-tested in shell.test.ts.
 */

/**
 * The app shell as a borrower screen opens it: the loading placeholder paints from the
 * HTML alone (its styles are inline: scripts/build/start/style.ts), and no stylesheet blocks that paint.
 *
 * Each stylesheet becomes a preload, named before the scripts; src/app/shellStyles.ts applies them,
 * in this order, before the app's first render (nothing on screen needs them until then), so the
 * first paint never waits for a stylesheet on a new connection. Lighthouse's simulation counts
 * every high-priority file that arrives before the first paint as blocking it: a paint waiting for
 * a stylesheet often waits for the app's scripts too, and its 3G reading swings from one run to
 * the next. fetchpriority="low" takes the style preloads below the scripts (a style preload is
 * otherwise the highest priority, counted the same way); the browser still fetches them at once.
 * The scripts keep their priority: lowered, Chrome holds all but one or two of them back on an
 * HTTP/1.1 link, and the content comes later. The readings: docs/performance.md, 'The app's start
 * path'.
 * Idempotent.
 */
export function paintFirst(shell: string): string {
  const links = shell.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? []
  let rest = shell
  for (const l of links) rest = rest.replace(l, '')
  if (links.length === 0) return rest
  const preloads = links
    .map((l) => `    ${l.trim().replace('<link rel="stylesheet"', '<link rel="preload" as="style" fetchpriority="low"')}\n`)
    .join('')
  // Before the first script, with the comment that explains it.
  const at = rest.search(/[ \t]*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<script/)
  return at < 0 ? rest.replace('</head>', () => `${preloads}  </head>`) : rest.slice(0, at) + preloads + rest.slice(at)
}

/**
 * A borrower screen's own copy of the app shell: app.html plus a preload of every
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
    ...styles
      .filter((f) => !named(f))
      .map((f) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeAttr(f)}">`),
  ]
  return tags.length ? shell.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`) : shell
}
