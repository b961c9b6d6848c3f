import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { type AliasOptions, build, type Connect, type Plugin, type ResolvedConfig } from 'vite'

import { appScreens } from '../../../src/app/screens.ts'
import { paths } from '../../../src/nav/paths.ts'
import { paintFirst, screenShell } from '../start/shell.ts'
import { appEntryKey, assetsFor, composePage, type Manifest } from './html.ts'
import { alternatesFor, robotsTxt, sitemapOfRoutes } from './seo.ts'

/** Manifest key of the public pages' entry (an extra build input, see vite.config.ts): a tiny loader. */
export const PUBLIC_ENTRY = 'src/public/boot.ts'
/** The runtime the loader fetches after the first paint (hydration, store, page). */
export const PUBLIC_RUNTIME = 'src/public/client.tsx'
const SERVER_ENTRY = 'scripts/build/prerender/server.tsx'
/** The app shell for every navigation that is not a prerendered page (the service worker serves it too). */
export const APP_SHELL = 'app.html'
/** What the size budget reads: which pages were prerendered from which modules. */
export const REPORT = '.vite/prerender.json'

type ServerModule = {
  publicPaths: () => { path: string; lang: string; page: { path: string; source: string; also?: string[]; needsScript?: boolean } }[]
  render: (path: string) => Promise<{ html: string; title: string; lang: string }>
  crawlerExcluded: () => string[]
}

/** '/About' -> 'About/index.html'. */
const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)

/** Builds the SSR entry into a temporary folder inside the project (so Node resolves its dependencies) and imports it. */
async function loadServer(config: ResolvedConfig, alias: AliasOptions): Promise<{ mod: ServerModule; cleanup: () => Promise<void> }> {
  const cacheDir = join(config.root, 'node_modules', '.cache')
  await mkdir(cacheDir, { recursive: true })
  const tmp = await mkdtemp(join(cacheDir, 'prerender-'))
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias },
    plugins: [react()],
    build: {
      ssr: SERVER_ENTRY,
      outDir: tmp,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'server.mjs' } },
    },
  })
  const mod = (await import(pathToFileURL(join(tmp, 'server.mjs')).href)) as ServerModule
  return { mod, cleanup: () => rm(tmp, { recursive: true, force: true }) }
}

/**
 * Writes <path>/index.html for every screen of the features' tables (src/app/screens.ts): the app shell with its
 * screen's chunks preloaded. Hosts and the service worker already answer a path with its folder's
 * page when there is one, app.html otherwise, so a host that does not serve these still works.
 */
async function writeScreenShells(outDir: string, shell: string, manifest: Manifest, config: ResolvedConfig, prerendered: Set<string>) {
  const screens: { path: string; source: string; file: string }[] = []
  for (const { target, module: source, group } of appScreens) {
    const path = (paths as Record<string, string>)[target]
    if (!path) throw new Error(`prerender: features/${group}/screens.ts names ${target}, which src/nav/paths.ts does not have`)
    if (prerendered.has(path)) continue
    const file = htmlFileFor(path)
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), screenShell(shell, manifest, source, config.base))
    screens.push({ path, source, file })
  }
  return screens
}

/**
 * Prerenders the public pages after the client build: each page's HTML is written to
 * <outDir>/<path>/index.html (the home to index.html), hydrated by the light public entry.
 * The untouched app shell is kept as app.html. Runs before the PWA plugin builds the service
 * worker, so the precache holds the prerendered pages.
 */
export function prerenderPlugin({ alias }: { alias: AliasOptions }): Plugin {
  let config: ResolvedConfig
  return {
    name: 'borrower-prerender',
    // Not `apply: 'build'`: the preview server needs configurePreviewServer below.
    configResolved(c) {
      config = c
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr || config.build.watch) return
        const outDir = resolve(config.root, config.build.outDir)
        const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
        const shell = await readFile(join(outDir, 'index.html'), 'utf8')
        // The app's paths paint their loading placeholder from the HTML alone (scripts/build/start/shell.ts).
        const appShell = paintFirst(shell)
        await writeFile(join(outDir, APP_SHELL), appShell)
        const { mod, cleanup } = await loadServer(config, alias)
        try {
          // The site's public address (VITE_SITE_URL) has no default: without it the
          // hreflang links are root-relative and there is no sitemap (it needs full addresses).
          const siteUrl = config.env.VITE_SITE_URL || process.env.VITE_SITE_URL || ''
          const all = mod.publicPaths()
          // Each page's twins: the same table entry in every language.
          const twins = (source: string) =>
            alternatesFor(
              siteUrl,
              all.filter((p) => p.page.source === source).map((p) => ({ lang: p.lang, path: p.path })),
            )
          const routes: { path: string; source: string; also?: string[]; file: string; lang: string }[] = []
          for (const { path, page } of all) {
            const { html, title, lang } = await mod.render(path)
            // The head names the loader and its few static imports, and every stylesheet the page
            // needs (the runtime's and the page's): styles block the paint, scripts come after it.
            const loader = assetsFor(manifest, [PUBLIC_ENTRY], config.base)
            const { styles } = assetsFor(manifest, [PUBLIC_RUNTIME, page.source, ...(page.also ?? [])], config.base)
            const alternates = twins(page.source)
            const doc = composePage(shell, {
              path,
              markup: html,
              title,
              keepNoscript: page.needsScript,
              lang,
              alternates,
              ...loader,
              styles,
            })
            const file = htmlFileFor(path)
            await mkdir(dirname(join(outDir, file)), { recursive: true })
            await writeFile(join(outDir, file), doc)
            routes.push({ path, source: page.source, also: page.also, file, lang })
          }
          const screens = await writeScreenShells(outDir, appShell, manifest, config, new Set(routes.map((r) => r.path)))
          if (siteUrl) await writeFile(join(outDir, 'sitemap.xml'), sitemapOfRoutes(siteUrl, routes))
          await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl, mod.crawlerExcluded()))
          await writeFile(
            join(outDir, REPORT),
            JSON.stringify(
              {
                publicEntry: PUBLIC_ENTRY,
                publicRuntime: PUBLIC_RUNTIME,
                appEntry: appEntryKey(manifest),
                appShell: APP_SHELL,
                routes,
                screens,
              },
              null,
              2,
            ),
          )
          config.logger.info(
            `prerendered ${routes.length} public pages: ${routes.map((r) => r.path).join(' ')}; wrote ${siteUrl ? `sitemap.xml and robots.txt for ${siteUrl}` : 'robots.txt (no VITE_SITE_URL: no sitemap.xml)'}`,
          )
        } finally {
          await cleanup()
        }
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(previewRouting(resolve(server.config.root, server.config.build.outDir)))
    },
  }
}

/**
 * How the preview server (and any production host) should route: a prerendered page's
 * folder for its path, app.html for every other navigation. Files, /api and the sandbox's
 * images pass through untouched.
 */
export function previewRouting(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next()
    const url = new URL(req.url, 'http://preview.local')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return next()
    }
    if (pathname.startsWith('/api/') || pathname.startsWith('/sandbox-assets/') || pathname.startsWith('/@') || extname(pathname))
      return next()
    const clean = pathname.replace(/\/+$/, '') || '/'
    const page = htmlFileFor(clean)
    const target = !clean.includes('..') && existsSync(join(outDir, page)) ? `/${page}` : `/${APP_SHELL}`
    if (!existsSync(join(outDir, target))) return next()
    req.url = target + url.search
    next()
  }
}
