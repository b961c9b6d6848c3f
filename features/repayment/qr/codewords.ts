import { rsGenerator, rsRemainder } from './reedSolomon'

/** Error correction levels this encoder offers: L recovers ~7 % of the symbol, M ~15 %. */
export type EccLevel = 'L' | 'M'

/** The highest version supported; pay codes are short, and version 10 already holds 213 bytes at M. */
export const MAX_VERSION = 10

// ISO/IEC 18004 table 9, versions 1-10 (index 0 unused).
const ECC_PER_BLOCK: Record<EccLevel, readonly number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
}
const BLOCKS: Record<EccLevel, readonly number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
}

/** Modules available for data and error correction once the function patterns are drawn. */
export function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64
  if (version >= 2) {
    const numAlign = Math.floor(version / 7) + 2
    result -= (25 * numAlign - 10) * numAlign - 55
    if (version >= 7) result -= 36
  }
  return result
}

/** Data codewords (bytes) a version holds at a level, error correction excluded. */
export function dataCodewords(version: number, ecc: EccLevel): number {
  return Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[ecc][version] * BLOCKS[ecc][version]
}

/** Bits of the byte-mode character count: 8 up to version 9, 16 from version 10. */
function countBits(version: number): number {
  return version <= 9 ? 8 : 16
}

/** Bits a byte-mode segment of n bytes needs: mode (4) + count + data. */
function segmentBits(n: number, version: number): number {
  return 4 + countBits(version) + 8 * n
}

/** The smallest version (1-10) whose data capacity at `ecc` holds `n` bytes, or null. */
export function fitVersion(n: number, ecc: EccLevel): number | null {
  for (let v = 1; v <= MAX_VERSION; v++) {
    if (n < 1 << countBits(v) && segmentBits(n, v) <= dataCodewords(v, ecc) * 8) return v
  }
  return null
}

/** The data codewords: byte-mode segment, terminator, bit padding and the 0xEC/0x11 pad bytes. */
export function encodeData(bytes: Uint8Array, version: number, ecc: EccLevel): number[] {
  const capacity = dataCodewords(version, ecc) * 8
  const bits: number[] = []
  const push = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  push(0b0100, 4)
  push(bytes.length, countBits(version))
  bytes.forEach((b) => push(b, 8))
  if (bits.length > capacity) throw new RangeError('data too long for this version')
  push(0, Math.min(4, capacity - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8)
  const out: number[] = []
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0))
  return out
}

/** Splits data into blocks, appends each block's error correction, and interleaves them (ISO 7.6). */
export function addEccAndInterleave(data: readonly number[], version: number, ecc: EccLevel): number[] {
  const numBlocks = BLOCKS[ecc][version]
  const eccLen = ECC_PER_BLOCK[ecc][version]
  const rawCodewords = Math.floor(rawDataModules(version) / 8)
  const numShort = numBlocks - (rawCodewords % numBlocks)
  const shortLen = Math.floor(rawCodewords / numBlocks)
  const generator = rsGenerator(eccLen)

  const blocks: { data: number[]; ecc: number[] }[] = []
  for (let i = 0, k = 0; i < numBlocks; i++) {
    const len = shortLen - eccLen + (i < numShort ? 0 : 1)
    const block = data.slice(k, k + len)
    k += len
    blocks.push({ data: block, ecc: rsRemainder(block, generator) })
  }
  const out: number[] = []
  const longest = shortLen - eccLen + 1
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.data.length) out.push(b.data[i])
  for (let i = 0; i < eccLen; i++) for (const b of blocks) out.push(b.ecc[i])
  return out
}
