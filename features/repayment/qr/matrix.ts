import type { EccLevel } from './codewords'

/** A square of modules, true = dark, indexed [row][column]. */
export type Modules = boolean[][]

type Grid = { size: number; modules: Modules; isFunction: boolean[][] }

const FORMAT_ECC_BITS: Record<EccLevel, number> = { L: 1, M: 0 }

function bit(x: number, i: number): boolean {
  return ((x >>> i) & 1) !== 0
}

function setFn(g: Grid, x: number, y: number, dark: boolean) {
  g.modules[y][x] = dark
  g.isFunction[y][x] = true
}

/** Centres of the alignment patterns along one axis (ISO annex E). */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return []
  const size = version * 4 + 17
  const numAlign = Math.floor(version / 7) + 2
  const step = Math.ceil((version * 4 + 4) / (numAlign * 2 - 2)) * 2
  const result = [6]
  for (let pos = size - 7; result.length < numAlign; pos -= step) result.splice(1, 0, pos)
  return result
}

function drawFinder(g: Grid, cx: number, cy: number) {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const dist = Math.max(Math.abs(dx), Math.abs(dy))
      const x = cx + dx
      const y = cy + dy
      // Distance 4 is the light separator around each finder.
      if (x >= 0 && x < g.size && y >= 0 && y < g.size) setFn(g, x, y, dist !== 2 && dist !== 4)
    }
  }
}

function drawAlignment(g: Grid, cx: number, cy: number) {
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) setFn(g, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
}

/** The 15 format bits: level and mask, BCH(15,5)-protected and XOR-masked with 0x5412 (ISO 7.9). */
export function formatBits(ecc: EccLevel, mask: number): number {
  const data = (FORMAT_ECC_BITS[ecc] << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  return ((data << 10) | rem) ^ 0x5412
}

/** The 18 version bits of versions 7 and up: the version, BCH(18,6)-protected (ISO 7.10). */
export function versionBits(version: number): number {
  let rem = version
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
  return (version << 12) | rem
}

/** Draws the format bits in both copies, plus the dark module. */
function drawFormatBits(g: Grid, ecc: EccLevel, mask: number) {
  const bits = formatBits(ecc, mask)
  for (let i = 0; i <= 5; i++) setFn(g, 8, i, bit(bits, i))
  setFn(g, 8, 7, bit(bits, 6))
  setFn(g, 8, 8, bit(bits, 7))
  setFn(g, 7, 8, bit(bits, 8))
  for (let i = 9; i < 15; i++) setFn(g, 14 - i, 8, bit(bits, i))
  for (let i = 0; i < 8; i++) setFn(g, g.size - 1 - i, 8, bit(bits, i))
  for (let i = 8; i < 15; i++) setFn(g, 8, g.size - 15 + i, bit(bits, i))
  setFn(g, 8, g.size - 8, true)
}

function drawVersion(g: Grid, version: number) {
  if (version < 7) return
  const bits = versionBits(version)
  for (let i = 0; i < 18; i++) {
    const a = g.size - 11 + (i % 3)
    const b = Math.floor(i / 3)
    setFn(g, a, b, bit(bits, i))
    setFn(g, b, a, bit(bits, i))
  }
}

function drawFunctionPatterns(g: Grid, version: number, ecc: EccLevel) {
  for (let i = 0; i < g.size; i++) {
    setFn(g, 6, i, i % 2 === 0)
    setFn(g, i, 6, i % 2 === 0)
  }
  drawFinder(g, 3, 3)
  drawFinder(g, g.size - 4, 3)
  drawFinder(g, 3, g.size - 4)
  const pos = alignmentPositions(version)
  const last = pos.length - 1
  for (let i = 0; i <= last; i++) {
    for (let j = 0; j <= last; j++) {
      // The three corners already hold finder patterns.
      if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) drawAlignment(g, pos[i], pos[j])
    }
  }
  // Reserves the format area now; the real bits are drawn once the mask is known.
  drawFormatBits(g, ecc, 0)
  drawVersion(g, version)
}

/** Places the codewords in the two-column zigzag from the bottom-right corner, skipping function modules. */
function drawCodewords(g: Grid, codewords: readonly number[]) {
  let i = 0
  for (let right = g.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < g.size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? g.size - 1 - vert : vert
        if (!g.isFunction[y][x] && i < codewords.length * 8) {
          g.modules[y][x] = bit(codewords[i >>> 3], 7 - (i & 7))
          i++
        }
        // Remainder bits stay light (false), as the standard requires.
      }
    }
  }
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/** XORs a mask over the data modules (applying it twice undoes it). */
function applyMask(g: Grid, mask: number) {
  const fn = MASKS[mask]
  for (let y = 0; y < g.size; y++) for (let x = 0; x < g.size; x++) if (!g.isFunction[y][x] && fn(x, y)) g.modules[y][x] = !g.modules[y][x]
}

/** Builds the symbol; without a mask, the one with the lowest penalty (ISO 7.8.3) is chosen. */
export function buildMatrix(
  version: number,
  ecc: EccLevel,
  codewords: readonly number[],
  mask?: number,
): { modules: Modules; mask: number } {
  const size = version * 4 + 17
  const g: Grid = {
    size,
    modules: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
    isFunction: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
  }
  drawFunctionPatterns(g, version, ecc)
  drawCodewords(g, codewords)
  let chosen = mask ?? -1
  if (chosen < 0) {
    let best = Infinity
    for (let m = 0; m < 8; m++) {
      applyMask(g, m)
      drawFormatBits(g, ecc, m)
      const p = penalty(g.modules)
      if (p < best) {
        best = p
        chosen = m
      }
      applyMask(g, m)
    }
  }
  applyMask(g, chosen)
  drawFormatBits(g, ecc, chosen)
  return { modules: g.modules, mask: chosen }
}

// Penalty weights of ISO 7.8.3.1.
const N1 = 3
const N2 = 3
const N3 = 40
const N4 = 10

/** The mask penalty score: long runs, 2x2 blocks, finder-like patterns and dark/light imbalance. */
export function penalty(m: Modules): number {
  const size = m.length
  let result = 0
  const line = (get: (i: number) => boolean) => {
    let runColor = false
    let run = 0
    const history = [0, 0, 0, 0, 0, 0, 0]
    const addHistory = (len: number) => {
      // The quiet zone counts as a light run before the first and after the last module.
      if (history[0] === 0) len += size
      history.pop()
      history.unshift(len)
    }
    const countPatterns = () => {
      const n = history[1]
      const core = n > 0 && history[2] === n && history[3] === n * 3 && history[4] === n && history[5] === n
      return (core && history[0] >= n * 4 && history[6] >= n ? 1 : 0) + (core && history[6] >= n * 4 && history[0] >= n ? 1 : 0)
    }
    for (let i = 0; i < size; i++) {
      if (get(i) === runColor) {
        run++
        if (run === 5) result += N1
        else if (run > 5) result++
      } else {
        addHistory(run)
        if (!runColor) result += countPatterns() * N3
        runColor = get(i)
        run = 1
      }
    }
    if (runColor) {
      addHistory(run)
      run = 0
    }
    addHistory(run + size)
    result += countPatterns() * N3
  }
  for (let y = 0; y < size; y++) line((x) => m[y][x])
  for (let x = 0; x < size; x++) line((y) => m[y][x])
  for (let y = 0; y < size - 1; y++) {
    for (let x = 0; x < size - 1; x++) {
      const c = m[y][x]
      if (c === m[y][x + 1] && c === m[y + 1][x] && c === m[y + 1][x + 1]) result += N2
    }
  }
  const dark = m.reduce((sum, row) => sum + row.filter(Boolean).length, 0)
  const total = size * size
  const k = Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1
  return result + k * N4
}
