import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136 and later): in a file that begins with this comment, every
 * function is compiled as the file comes in, instead of each one on the main thread the first time
 * it is called. The start's shared files run most of their functions before the content paints
 * (React, the router, the store), and compiling them one by one on first call was a large share of
 * the start's long tasks (docs/performance.md, 'Compile hints on the start files, and no
 * modulepreload polyfill'). Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

type Bundle = Record<
  string,
  | { type: 'chunk'; name: string; fileName: string; code: string; map: { mappings: string } | null }
  | { type: 'asset'; source: string | Uint8Array }
>

/**
 * Puts the hint on the first line of the chunks named in `names`. V8 reads it only there, and
 * Vite's own first line (`__vite__mapDeps`, the lazy imports' file list) is written in this same
 * step, after the output's banners: so it goes in last. The source map moves one line down with
 * the code (the size step reads it). The file keeps the hashed name Vite gave it before this step,
 * as it does for its own first line. Lazy screens and dialogs are left lazy: compiling code a visit
 * may never run costs a phone's memory.
 */
export function addCompileHints(bundle: Bundle, names: readonly string[]) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !names.includes(chunk.name) || chunk.code.startsWith(COMPILE_HINT)) continue
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`
    // In a map's mappings, ';' ends a line of the generated file: one more at the start is one
    // line down.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
    const map = bundle[`${chunk.fileName}.map`]
    if (map?.type === 'asset') {
      const json = JSON.parse(String(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source))) as {
        mappings: string
      }
      json.mappings = `;${json.mappings}`
      map.source = JSON.stringify(json)
    }
  }
}

/** The plugin: after every other plugin's `generateBundle` (Vite's `__vite__mapDeps` line included). */
export function compileHintsPlugin(names: readonly string[]): Plugin {
  return {
    name: 'borrower:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Bundle, names)
      },
    },
  }
}
