import { describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT } from './plugin'

const chunk = (name: string, code: string) => ({
  type: 'chunk' as const,
  name,
  fileName: `assets/${name}-Ab12.js`,
  code,
  map: { mappings: 'AAAA,CAAC;AACA' },
})
const mapAsset = (mappings: string) => ({ type: 'asset' as const, source: JSON.stringify({ version: 3, mappings }) })

describe('compile hints on the start files', () => {
  it("puts the hint on the named chunks' first line, before Vite's own, and moves their maps one line down", () => {
    const bundle = {
      'assets/shared-Ab12.js': chunk('shared', 'const __vite__mapDeps=(i)=>i;\nexport{}'),
      'assets/shared-Ab12.js.map': mapAsset('AAAA;AACA'),
      'assets/Repay-Ab12.js': chunk('Repay', 'export{}'),
      'assets/Repay-Ab12.js.map': mapAsset('AAAA'),
    }
    addCompileHints(bundle, ['shared'])

    expect(bundle['assets/shared-Ab12.js'].code.split('\n')).toEqual([COMPILE_HINT, 'const __vite__mapDeps=(i)=>i;', 'export{}'])
    expect(bundle['assets/shared-Ab12.js'].map.mappings).toBe(';AAAA,CAAC;AACA')
    expect(JSON.parse(bundle['assets/shared-Ab12.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA;AACA' })
    // A lazy screen stays lazy.
    expect(bundle['assets/Repay-Ab12.js'].code).toBe('export{}')
    expect(JSON.parse(bundle['assets/Repay-Ab12.js.map'].source).mappings).toBe('AAAA')
  })

  it('reads a map given as bytes, and puts the hint once however often it runs', () => {
    const bundle = {
      'assets/app-Ab12.js': chunk('app', 'export{}'),
      'assets/app-Ab12.js.map': {
        type: 'asset' as const,
        source: new TextEncoder().encode(JSON.stringify({ mappings: 'AAAA' })) as string | Uint8Array,
      },
    }
    addCompileHints(bundle, ['app'])
    addCompileHints(bundle, ['app'])
    expect(bundle['assets/app-Ab12.js'].code).toBe(`${COMPILE_HINT}\nexport{}`)
    expect(JSON.parse(String(bundle['assets/app-Ab12.js.map'].source)).mappings).toBe(';AAAA')
  })
})
