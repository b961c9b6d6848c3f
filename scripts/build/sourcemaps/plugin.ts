import { mkdirSync, renameSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Where a build keeps its source maps: beside the manifest, in the build's own bookkeeping. */
export const SOURCEMAP_DIR = '.vite/sourcemaps'

/**
 * Takes the build's hidden source maps (`build.sourcemap: 'hidden'`: no sourceMappingURL comment)
 * out of the served files into `<outDir>/.vite/sourcemaps/<file>.map`, where the size step reads
 * them to say which source modules a start file's bytes come from
 * (scripts/tools/bench/attribution.mjs). Browsers never ask for them, the service worker does not
 * precache them, and nginx answers 404 under /.vite/.
 */
export function hiddenSourcemapsPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'build:hidden-sourcemaps',
    apply: 'build',
    configResolved: (c) => void (outDir = resolve(c.root, c.build.outDir)),
    writeBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.keys(bundle)) {
          if (!file.endsWith('.map')) continue
          const to = join(outDir, SOURCEMAP_DIR, file)
          mkdirSync(dirname(to), { recursive: true })
          renameSync(join(outDir, file), to)
        }
      },
    },
  }
}
