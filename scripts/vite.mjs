#!/usr/bin/env node
// `npm start`, `npm run build` and `npm run preview`: the Vite CLI with every argument passed
// through, minus one warning that is about a future Vite, not about this project.
//
// Why the warning: Vite 8 bundles vite.config.ts with Rolldown (configLoader 'bundle', the
// default) and lists every import in the config's module graph that its planned
// `configLoader: 'native'` (plain Node) could not load. Ours are extension-less TypeScript
// imports (`./sandbox/vitePlugin`, the sandbox's handlers and data, the prerender plugin): ~40
// lines before the URL. The bundle loader we use handles them; nothing is wrong today.
// Switching to the native loader one day means adding `.ts` extensions along that graph (and
// `allowImportingTsExtensions`); until then the notice is noise. Vite reads this variable
// before it loads the config, so it must be set here, not in vite.config.ts.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ?? 'true' }
const child = spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...process.argv.slice(2)], { stdio: 'inherit', env })

// Ctrl+C reaches the child through the terminal; a plain kill of this process must not orphan it.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
