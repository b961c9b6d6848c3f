import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * The .gz copy: zopfli's gzip (a standard gzip stream any browser reads, a few per cent smaller
 * than zlib's level 9 on our scripts, on every 3G download), or zlib's when that is smaller. One
 * zopfli iteration keeps nearly all of the gain in less build time than the default's fifteen.
 * The readings: docs/performance.md, 'The .gz copies'.
 */
export async function gzipSmallest(data: Buffer): Promise<Buffer> {
  const [z, zl] = await Promise.all([zopfliGzip(data, { numiterations: 1 }).catch(() => null), gzipAsync(data, { level: 9 })])
  return z && z.length < zl.length ? Buffer.from(z) : zl
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

/**
 * Writes `<file>.gz` (gzipSmallest) and `<file>.br` (brotli 11) beside every text file of the build,
 * for a host's gzip_static / brotli_static. A copy that is not smaller is not written.
 * Skips the build's own bookkeeping (.vite/). Returns how many files got copies.
 */
export async function precompress(outDir: string): Promise<number> {
  let count = 0
  for await (const file of files(outDir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${join(outDir, '.vite')}`)) continue
    if ((await stat(file)).size < MIN_BYTES) continue
    const data = await readFile(file)
    const [gz, br] = await Promise.all([
      gzipSmallest(data),
      brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    ])
    if (gz.length < data.length) await writeFile(`${file}.gz`, gz)
    if (br.length < data.length) await writeFile(`${file}.br`, br)
    count++
  }
  return count
}
