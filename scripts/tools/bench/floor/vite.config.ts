import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

import { precompress } from '../../../build/nginx/compress.ts'
import { hiddenSourcemapsPlugin } from '../../../build/sourcemaps/plugin.ts'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/** The .gz/.br copies the app's build writes too (scripts/build/nginx/plugin.ts), for nginx's gzip_static. */
function precompressed(): Plugin {
  let outDir = ''
  return {
    name: 'floor:precompress',
    apply: 'build',
    configResolved: (c) => void (outDir = resolve(c.root, c.build.outDir)),
    closeBundle: async () => void (await precompress(outDir)),
  }
}

/**
 * Builds the bench's floor page (./main.tsx) into one script file under <outDir>/__floor/, served
 * beside the app by the same servers. `npm run bench` runs it after the app's build with
 * `--outDir <app outDir>/__floor`. react-router's production files, as the app's build takes them.
 */
export default defineConfig({
  root: dir('.'),
  base: '/__floor/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react(), hiddenSourcemapsPlugin(), precompressed()],
  resolve: {
    alias: {
      'react-router/dom': dir('../../../../node_modules/react-router/dist/production/dom-export.mjs'),
      'react-router': dir('../../../../node_modules/react-router/dist/production/index.mjs'),
    },
  },
  build: {
    target: 'es2020',
    emptyOutDir: true,
    // Read by the size step's attribution, as the app's (../../../../vite.config.ts).
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: false } },
  },
})
