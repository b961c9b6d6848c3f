import type { Plugin } from 'vite'

/**
 * The service worker's own build, in one file without the deprecation warning. vite-plugin-pwa
 * asks the bundler for one file with rollup's `output.inlineDynamicImports: true`, which rolldown
 * (Vite 8) still honours but reports as deprecated on every build; its own word for the same
 * thing is `output.codeSplitting: false`. This plugin runs inside that build only
 * (`injectManifest.buildPlugins.vite`) and swaps the one for the other.
 */
export function swSingleFilePlugin(): Plugin {
  return {
    name: 'sw-single-file',
    config(config) {
      const options = config.build?.rollupOptions ?? config.build?.rolldownOptions
      const output = options?.output
      if (!output || Array.isArray(output)) return
      const o = output as Record<string, unknown>
      if (!('inlineDynamicImports' in o)) return
      delete o.inlineDynamicImports
      o.codeSplitting = false
    },
  }
}
