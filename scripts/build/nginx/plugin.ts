import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

import { type CspOptions, securityHeaders } from '../csp.ts'
import { APP_SHELL, REPORT } from '../prerender/plugin.ts'
import { precompress } from './compress.ts'
import { nginxConf, type PageFile } from './config.ts'

/** Where the build writes the production nginx configuration (never served: the config says so). */
export const NGINX_CONF = 'nginx.conf'

/**
 * Last step of a build: writes dist/nginx.conf from the page table and the security
 * headers, then the .gz and .br copies of every text file (the service worker included, so this
 * runs after vite-plugin-pwa: it is the last plugin and runs its step 'post').
 */
export function nginxPlugin(opts: CspOptions = {}): Plugin {
  let config: ResolvedConfig
  return {
    name: 'borrower:nginx',
    apply: 'build',
    configResolved(c) {
      config = c
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr || config.build.watch) return
        const outDir = resolve(config.root, config.build.outDir)
        const report = JSON.parse(await readFile(join(outDir, REPORT), 'utf8')) as { routes: PageFile[]; screens: PageFile[] }
        const pages = [...report.routes, ...report.screens]
        await writeFile(join(outDir, NGINX_CONF), nginxConf({ pages, appShell: APP_SHELL, headers: securityHeaders(opts) }))
        const n = await precompress(outDir)
        config.logger.info(`wrote ${NGINX_CONF} (${pages.length} pages with their own HTML) and .gz/.br copies of ${n} files`)
      },
    },
  }
}
