/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

import { sandboxPlugin } from './sandbox/vitePlugin.ts'
import { brandPlugin, buildAppName, manifestNames } from './scripts/build/brand.ts'
import { startGroups } from './scripts/build/chunks.ts'
import { compileHintsPlugin } from './scripts/build/compileHints/plugin.ts'
import { cspOptionsFromEnv, securityHeadersPlugin } from './scripts/build/csp.ts'
import { deploymentReportPlugin } from './scripts/build/deploymentReport.ts'
import { splitCataloguesPlugin } from './scripts/build/i18n/plugin.ts'
import { keepAlivePlugin } from './scripts/build/keepAlive.ts'
import { nginxPlugin } from './scripts/build/nginx/plugin.ts'
import { prerenderPlugin } from './scripts/build/prerender/plugin.ts'
import { pureRouterPlugin } from './scripts/build/pure/plugin.ts'
import { screenModulesPlugin } from './scripts/build/screens/plugin.ts'
import { hiddenSourcemapsPlugin } from './scripts/build/sourcemaps/plugin.ts'
import { startPlugin } from './scripts/build/start/plugin.ts'
import { swSingleFilePlugin } from './scripts/build/sw/plugin.ts'
import { appScreens } from './src/app/screens.ts'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/** Every app screen's page module, from the features' screen tables (src/app/screens.ts). */
const screenPages = appScreens.map((s) => dir(`./${s.module}`))
/** The screens borrowers open many times a week (`main` in their table): their code is grouped by screen (scripts/build/chunks.ts). */
const mainScreens = Object.fromEntries(appScreens.filter((s) => s.main).map((s) => [s.target, dir(`./${s.module}`)]))

const alias = {
  '@src': dir('./src'),
  '@store': dir('./store'),
  '@features': dir('./features'),
  '@sandbox': dir('./sandbox'),
  '@tests': dir('./tests'),
}

/**
 * react-router's package exports point every condition at its development build; production
 * builds take its production files instead (about 10 KB gzip less on every screen).
 */
const routerProd = {
  'react-router/dom': dir('./node_modules/react-router/dist/production/dom-export.mjs'),
  'react-router': dir('./node_modules/react-router/dist/production/index.mjs'),
  // workbox-window's package points bundlers at its ES5 build (2.3 KB gzip); its ES2017 build is
  // the same code in 1.4 KB. Every browser that runs the app has ES2017 (public/boot-check.js
  // checks for newer features still), and every page fetches it once idle (src/pwa/register.ts).
  'workbox-window': dir('./node_modules/workbox-window/build/workbox-window.prod.mjs'),
}

export default defineConfig(({ mode, command }) => {
  // The lender's app name, a deployment setting (scripts/build/brand.ts): none, no name.
  const appName = buildAppName({ ...loadEnv(mode, dir('.'), 'VITE_'), ...process.env })
  return {
    resolve: { alias: command === 'build' ? { ...routerProd, ...alias } : alias },
    plugins: [
      // First, so its headers (Content-Security-Policy...) are on every preview answer.
      securityHeadersPlugin(cspOptionsFromEnv(process.env)),
      // The dev and preview servers outlast their clients' idle connections (scripts/build/keepAlive.ts).
      keepAlivePlugin(),
      react(),
      // The lazy imports of the screen tables' pages and first calls (scripts/build/screens).
      screenModulesPlugin(appScreens),
      brandPlugin(appName),
      // react-router's unused components left out of production builds (scripts/build/pure).
      pureRouterPlugin(),
      // Swahili messages out of the start, fetched when the page is in Swahili (scripts/build/i18n).
      splitCataloguesPlugin(dir('.')),
      // The sandbox lender API answers /api/* in the dev and preview servers unless
      // VITE_API_BASE points the app at a real lender (or SANDBOX=off).
      mode !== 'test' && process.env.SANDBOX !== 'off' ? sandboxPlugin() : null,
      // The cold start's HTML: the placeholder and update message from the catalogue, its inline
      // style (scripts/build/start).
      startPlugin(),
      // Public pages become HTML at build time (before the PWA plugin precaches the output).
      prerenderPlugin({ alias }),
      // Says which deployment settings the build was not given.
      deploymentReportPlugin(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifest: {
          ...manifestNames(appName),
          description: 'Short-term cash loans in Tanzania',
          theme_color: '#0a8f4d',
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json}'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // The worker's own build would take the app's hidden maps and leave sw.js.map among the served files.
          sourcemap: false,
          // One file without rolldown's deprecation warning (scripts/build/sw/plugin.ts).
          buildPlugins: { vite: [swSingleFilePlugin()] },
        },
        devOptions: { enabled: false },
      }),
      // The source maps the size step reads, out of the served files (scripts/build/sourcemaps).
      hiddenSourcemapsPlugin(),
      // V8's compile hint on the first line of the start's two shared files (scripts/build/compileHints).
      compileHintsPlugin(['app', 'shared']),
      // Last: dist/nginx.conf and the .gz/.br copies of every text file, sw.js included.
      nginxPlugin(cspOptionsFromEnv(process.env)),
    ],
    build: {
      target: 'es2020',
      // Maps without a sourceMappingURL comment, moved under .vite/ (hiddenSourcemapsPlugin): the size
      // step attributes each start file's bytes to its source modules; browsers never fetch them.
      sourcemap: 'hidden',
      // Read by the prerender step (preload links) and scripts/tools/size-budget.mjs.
      manifest: true,
      // A lazy import in the app's start file or a main screen's files (the `app` and `screens-…` groups,
      // scripts/build/chunks.ts) lists only its stylesheets for preloading, not its scripts. Those lists
      // named every script of every lazy screen, dialog and picker in every borrower screen's start
      // (hashed names, which hardly compress), while the opening screen's files come from its HTML's
      // preloads and the service worker precaches every script after the start: they only saved a
      // round trip on code opened before that precache was done. A screen's stylesheets must be in
      // before it renders. Other files keep their lists: the public pages' loader fetches its runtime
      // and page through them.
      modulePreload: {
        // No polyfill: the app's WebView (Chrome) has had modulepreload since Chrome 66; a visitor on
        // Safari before 17 or Firefox before 115 fetches the start's modules as their imports name
        // them, a round trip later, and still starts. Without it the app's entry file holds nothing
        // but imports, so Vite names the start's files as module scripts in the page and drops the
        // entry: one file and 265 bytes fewer on every screen's start, which pay for the compile
        // hints above (docs/performance.md).
        polyfill: false,
        resolveDependencies: (_file, deps, { hostId, hostType }) =>
          hostType === 'js' && /(^|\/)(app|screens-[^/]+)-[^/]+\.js$/.test(hostId) ? deps.filter((d) => d.endsWith('.css')) : deps,
      },
      rolldownOptions: {
        // The closing steps (the .gz/.br copies, the prerendered pages) take seconds by design, longer
        // on a busy machine: a timing report there is not a defect, and a clean build prints nothing.
        checks: { bundlerTimings: false },
        // The app, and the light runtime that hydrates the prerendered public pages.
        input: { index: dir('./index.html'), public: dir('./src/public/boot.ts') },
        // The code every borrower screen runs at start in two files instead of dozens, and the main
        // screens' own code by which of them use it (scripts/build/chunks.ts).
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              {
                debugName: 'start groups',
                name: startGroups({
                  app: dir('./src/main.tsx'),
                  publicLoader: dir('./src/public/boot.ts'),
                  askEntry: dir('./src/app/askEarly.ts'),
                  mainScreens,
                  screenPages,
                }),
              },
            ],
          },
        },
      },
    },
    preview: { port: 4173, strictPort: false },
    server: { port: 5173 },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup.ts'],
      include: ['{src,store,features,sw,sandbox,tests,scripts}/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  }
})
