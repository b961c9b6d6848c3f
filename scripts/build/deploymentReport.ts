import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

import { deploymentFromEnv } from '../../src/config/deployment.ts'
import { type DeploymentSetting, deploymentSettings } from '../../src/config/settings.ts'

/** Where the build writes what it was not given (read by e2e/deployment.spec.ts). */
export const DEPLOYMENT_REPORT = '.vite/deployment.json'

/** The build's warning: each unset setting with the variable that sets it. Empty when all are set. */
export function deploymentWarning(unset: readonly DeploymentSetting[]): string {
  if (unset.length === 0) return ''
  return [
    `Deployment settings not set (${unset.length}): the app has no default for them.`,
    ...unset.map((s) => `  - ${s.name}: ${s.variable}`),
    '  Set them as build variables, or at run time in window.__APP_CONFIG__ (docs/configuration.md);',
    '  until then the screens that need them leave those parts out and Copy diagnostics lists them.',
  ].join('\n')
}

/**
 * Says at the end of every build which deployment settings the build was not given
 * (src/config/deployment.ts), and writes them to dist/.vite/deployment.json.
 */
export function deploymentReportPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'borrower:deployment-report',
    apply: 'build',
    configResolved(c) {
      config = c
    },
    async closeBundle() {
      if (config.build.ssr) return
      const unset = deploymentSettings(deploymentFromEnv({ ...process.env, ...config.env })).filter((s) => !s.set)
      const outDir = resolve(config.root, config.build.outDir)
      await mkdir(join(outDir, '.vite'), { recursive: true })
      await writeFile(join(outDir, DEPLOYMENT_REPORT), JSON.stringify({ unset: unset.map((s) => s.name) }, null, 2))
      const warning = deploymentWarning(unset)
      if (warning) config.logger.warn(`\n${warning}`)
    },
  }
}
