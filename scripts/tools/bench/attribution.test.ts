import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'

import { charsBySource, GLUE, measureStartBudget, SOURCEMAP_DIR, startBudgetFailures, startTable } from './attribution.mjs'

const br = (s: string) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** Text brotli cannot shrink much: distinct numbers, so sizes follow length. */
const noise = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag}${(i * 7919) % 10007}`).join(',')

/**
 * A build in miniature: /loanDetail's HTML names the entry (which imports a shared file) and its
 * page; the floor page names one file. Each file is one line of two halves, one source module each,
 * with a source map under .vite/sourcemaps saying so ("AAAA,<n>CAA": the second half from source 1).
 */
function miniBuild(pageSize: number) {
  const dir = mkdtempSync(join(os.tmpdir(), 'attribution-test-'))
  const files: Record<string, string> = {}
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
    files[path] = text
  }
  const built = (buildDir: string, file: string, halves: [string, string], sources: [string, string]) => {
    write(join(buildDir, file), halves.join(''))
    const vlq = (n: number) => {
      // Base64 VLQ of a non-negative number.
      const B = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
      let v = n << 1
      let out = ''
      do {
        let digit = v & 31
        v >>>= 5
        if (v) digit |= 32
        out += B[digit]
      } while (v)
      return out
    }
    write(
      join(buildDir, SOURCEMAP_DIR, `${file}.map`),
      JSON.stringify({ version: 3, sources: sources.map((s) => `../../${s}`), mappings: `AAAA,${vlq(halves[0].length)}CAA` }),
    )
  }
  built('', 'assets/entry.js', [noise('react', 400), noise('store', 300)], ['node_modules/react/index.js', 'store/index.ts'])
  built('', 'assets/shared.js', [noise('i18n', 200), noise('ui', 100)], ['src/i18n/common.ts', 'src/ui/Dialog.tsx'])
  built(
    '',
    'assets/page.js',
    [noise('page', pageSize), noise('schema', 50)],
    ['features/order/pages/LoanDetail.tsx', 'src/lender/order/answers.ts'],
  )
  write('assets/app.css', `.a{color:red}${noise('.c', 50)}`)
  write(
    'loanDetail/index.html',
    '<script defer src="/boot-check.js"></script><script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/page.js"><link rel="preload" as="style" href="/assets/app.css"><script src="https://cdn.example/x.js"></script>',
  )
  write('boot-check.js', noise('boot', 30))
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/entry.js', imports: ['_shared'] },
      _shared: { file: 'assets/shared.js' },
      'features/order/pages/LoanDetail.tsx': { file: 'assets/page.js' },
    }),
  )
  built(
    '__floor',
    'assets/floor.js',
    [noise('react', 400), noise('floor', 20)],
    ['../../node_modules/react/index.js', '../../scripts/tools/bench/floor/main.tsx'],
  )
  write('__floor/index.html', '<script type="module" src="/__floor/assets/floor.js"></script>')
  return { dir, br: (f: string) => br(files[f]) }
}

describe('the start budget reading (npm test size-budget, npm run bench)', () => {
  const small = miniBuild(100)
  const large = miniBuild(3000)
  afterAll(() => [small, large].forEach((b) => rmSync(b.dir, { recursive: true, force: true })))

  it('shares each generated line among the segments that cover it, glue included', () => {
    // "xx" before the first segment is glue; then 3 characters of source 0 and 4 of source 1.
    expect(charsBySource('xxabcdefg', 'EAAA,GCAA')).toEqual(
      new Map([
        [-1, 2],
        [0, 3],
        [1, 4],
      ]),
    )
    // A second line: a segment without a source (1 field) is glue too.
    expect(charsBySource('ab\ncd', 'AAAA;AAAA,C')).toEqual(
      new Map([
        [0, 3],
        [-1, 2],
      ]),
    )
  })

  it("counts the HTML's scripts and their static imports, brotli, beyond the floor's, by module", () => {
    const { floor, screens } = measureStartBudget(small.dir, ['/loanDetail'], { root: small.dir })
    const [s] = screens
    const files = ['boot-check.js', 'assets/entry.js', 'assets/page.js', 'assets/shared.js']
    expect(s.start.files.map((f) => f.file).sort()).toEqual(files.sort())
    expect(s.start.bytes).toBe(files.reduce((n, f) => n + small.br(f), 0))
    expect(floor.bytes).toBe(small.br('__floor/assets/floor.js'))
    expect(s.beyond).toBe(s.start.bytes - floor.bytes)
    // Every file's bytes are shared out in full; a file without a map is a module of its own.
    expect([...s.start.modules.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(s.start.bytes, 6)
    expect(s.start.unmapped).toEqual(['boot-check.js'])
    expect(s.start.modules.get('boot-check.js')).toBe(small.br('boot-check.js'))
    expect(s.start.modules.has(GLUE)).toBe(false)
    // The same module in both starts is counted as the difference; the stylesheet is read, not counted.
    const react = s.rows.find((r) => r.name === 'node_modules/react/index.js')!
    expect(react.floor).toBeGreaterThan(0)
    expect(react.beyond).toBeCloseTo(react.screen - react.floor, 6)
    expect(s.rows.find((r) => r.name === 'scripts/tools/bench/floor/main.tsx')!.beyond).toBeLessThan(0)
    expect(s.start.css).toBeGreaterThan(0)
    expect(startTable(s, floor)).toMatch(/total \(4 files; floor 1\)/)
  })

  it('fails a screen over the budget, naming the modules that put it there, and passes one within', () => {
    const within = measureStartBudget(small.dir, ['/loanDetail'], { root: small.dir })
    const over = measureStartBudget(large.dir, ['/loanDetail'], { root: large.dir })
    const budget = within.screens[0].beyond + 100
    expect(startBudgetFailures(within, budget)).toEqual([])
    const [failure] = startBudgetFailures(over, budget)
    expect(over.screens[0].beyond).toBeGreaterThan(budget)
    expect(failure).toMatch(/^\/loanDetail starts with .* beyond the floor page's/)
    // The page grew: it is named first.
    expect(failure).toMatch(/most beyond the floor: features\/order\/pages\/LoanDetail\.tsx \+/)
  })

  it('asks for the floor page when the build has none', () => {
    rmSync(join(small.dir, '__floor'), { recursive: true })
    expect(() => measureStartBudget(small.dir, ['/loanDetail'], { root: small.dir })).toThrow(/no floor page/)
  })
})
