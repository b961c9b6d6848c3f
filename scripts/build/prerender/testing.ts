import type { ComposeInput, Manifest } from './html'

/** A small build (manifest and app shell) for the prerender's and the start folder's HTML tests. */
export const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_vendor-B.js'], css: ['assets/index-A.css'] },
  'src/public/client.tsx': {
    file: 'assets/public-C.js',
    isEntry: true,
    imports: ['_vendor-B.js', '_store-D.js'],
    css: ['assets/public-C.css'],
    dynamicImports: ['features/legal/pages/PrivacyPolicy.tsx'],
  },
  '_vendor-B.js': { file: 'assets/vendor-B.js' },
  '_store-D.js': { file: 'assets/store-D.js', imports: ['_vendor-B.js'] },
  'features/legal/pages/PrivacyPolicy.tsx': {
    file: 'assets/PrivacyPolicy-E.js',
    imports: ['_page-F.js'],
    css: ['assets/PrivacyPolicy-E.css'],
  },
  '_page-F.js': { file: 'assets/page-F.js', imports: ['_vendor-B.js'] },
}

export const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Cash loans</title>
    <style data-boot>.app-boot{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"></div>
    <div class="app-boot" aria-hidden="true"><span class="ui-spinner"></span><p>Loading…</p></div>
    <noscript>Please enable JavaScript.</noscript>
  </body>
</html>`

/** The least a page has: an empty <main> and one script, no preloads or styles; a test adds its path and title. */
export const barePage: Pick<ComposeInput, 'markup' | 'script' | 'preloads' | 'styles'> = {
  markup: '<main></main>',
  script: '/a.js',
  preloads: [],
  styles: [],
}
