import { describe, expect, it } from 'vitest'

import { addEccAndInterleave, dataCodewords, encodeData, fitVersion } from './codewords'
import { encodeQr } from './encodeQr'
import { alignmentPositions, buildMatrix, formatBits, penalty, versionBits } from './matrix'
import vectors from './qrencode-vectors.json'
import { gfMultiply, rsGenerator, rsRemainder } from './reedSolomon'

/** Reference symbols made with libqrencode 4.1.1 (`qrencode -t ASCII -8 -m 0 -l L|M`), rows packed as bits. */
type Vector = { text: string; ecc: 'L' | 'M'; version: number; bits: string }

function unpack(v: Vector): string[] {
  const size = v.version * 4 + 17
  const bytes = Uint8Array.from(atob(v.bits), (c) => c.charCodeAt(0))
  const flat = Array.from(bytes, (b) => b.toString(2).padStart(8, '0')).join('')
  return Array.from({ length: size }, (_, r) => flat.slice(r * size, (r + 1) * size))
}

const rowsOf = (m: boolean[][]) => m.map((r) => r.map((b) => (b ? '1' : '0')).join(''))

describe('Reed-Solomon over GF(256)', () => {
  it('multiplies in the QR field', () => {
    expect(gfMultiply(0, 0x53)).toBe(0)
    expect(gfMultiply(1, 0x53)).toBe(0x53)
    expect(gfMultiply(0x80, 0x02)).toBe(0x1d) // x^8 reduces by 0x11D
    expect(gfMultiply(0x53, 0xca)).toBe(gfMultiply(0xca, 0x53))
  })

  it('builds the degree-7 generator of ISO annex A', () => {
    // alpha exponents 87, 229, 146, 149, 238, 102, 21 -> 127, 122, 154, 164, 11, 68, 117
    expect(rsGenerator(7)).toEqual([127, 122, 154, 164, 11, 68, 117])
  })

  it('gives the known error correction of the 1-M "HELLO WORLD" example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
    expect(rsRemainder(data, rsGenerator(10))).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
  })
})

describe('data codewords', () => {
  it('knows the capacities of versions 1-10', () => {
    expect(dataCodewords(1, 'M')).toBe(16)
    expect(dataCodewords(1, 'L')).toBe(19)
    expect(dataCodewords(7, 'M')).toBe(124)
    expect(dataCodewords(10, 'M')).toBe(216)
    expect(dataCodewords(10, 'L')).toBe(274)
    expect(fitVersion(14, 'M')).toBe(1)
    expect(fitVersion(15, 'M')).toBe(2)
    expect(fitVersion(213, 'M')).toBe(10)
    expect(fitVersion(214, 'M')).toBeNull()
  })

  it('encodes a byte segment with terminator and alternating pad bytes', () => {
    const out = encodeData(new TextEncoder().encode('AB'), 1, 'M')
    // 0100 | 00000010 | 01000001 01000010 | 0000 -> 0x40 0x24 0x14 0x20, then EC 11 EC 11 ...
    expect(out.slice(0, 6)).toEqual([0x40, 0x24, 0x14, 0x20, 0xec, 0x11])
    expect(out).toHaveLength(16)
  })

  it('interleaves blocks of unequal length (version 8-M: data blocks of 38, 38, 39, 39)', () => {
    const data = Array.from({ length: dataCodewords(8, 'M') }, (_, i) => i)
    const all = addEccAndInterleave(data, 8, 'M')
    expect(all).toHaveLength(242)
    expect(all.slice(0, 4)).toEqual([0, 38, 76, 115])
    // Only the two long blocks have a 39th data codeword.
    expect(all.slice(148, 154)).toEqual([37, 75, 113, 152, 114, 153])
  })
})

describe('function patterns', () => {
  it('knows the format bits of ISO table C.1', () => {
    expect(formatBits('M', 0).toString(2).padStart(15, '0')).toBe('101010000010010')
    expect(formatBits('L', 0).toString(2).padStart(15, '0')).toBe('111011111000100')
    expect(formatBits('M', 5).toString(2).padStart(15, '0')).toBe('100000011001110')
  })

  it('knows the version bits of ISO table D.1', () => {
    expect(versionBits(7).toString(2).padStart(18, '0')).toBe('000111110010010100')
    expect(versionBits(10).toString(2).padStart(18, '0')).toBe('001010010011010011')
  })

  it('places alignment patterns per ISO annex E', () => {
    expect(alignmentPositions(1)).toEqual([])
    expect(alignmentPositions(2)).toEqual([6, 18])
    expect(alignmentPositions(7)).toEqual([6, 22, 38])
    expect(alignmentPositions(10)).toEqual([6, 28, 50])
  })
})

describe('encodeQr against libqrencode reference symbols', () => {
  it.each((vectors as Vector[]).map((v) => [`${v.version}-${v.ecc} ${v.text.slice(0, 24)}`, v] as const))('%s', (_name, v) => {
    const reference = unpack(v)
    expect(encodeQr(v.text, { ecc: v.ecc }).version).toBe(v.version)
    // Mask choice is the encoder's freedom; with the same mask the symbol must be identical.
    const matching = [0, 1, 2, 3, 4, 5, 6, 7].filter(
      (mask) => rowsOf(encodeQr(v.text, { ecc: v.ecc, mask }).modules).join('\n') === reference.join('\n'),
    )
    expect(matching).toHaveLength(1)
  })

  it('covers every version from 1 to 10 at both levels', () => {
    const seen = new Set((vectors as Vector[]).map((v) => `${v.version}${v.ecc}`))
    for (let ver = 1; ver <= 10; ver++) for (const e of ['L', 'M']) expect(seen.has(`${ver}${e}`)).toBe(true)
  })
})

describe('encodeQr', () => {
  it('chooses the mask with the lowest penalty', () => {
    for (const text of ['TZ-PAY-4471 9023', '8812345678', 'https://pay.mkopoharaka.co.tz/c?t=1']) {
      const auto = encodeQr(text)
      const scores = [0, 1, 2, 3, 4, 5, 6, 7].map((mask) => penalty(encodeQr(text, { mask }).modules))
      expect(penalty(auto.modules)).toBe(Math.min(...scores))
      expect(auto.mask).toBe(scores.indexOf(Math.min(...scores)))
    }
  })

  it('prefers M and falls back to L for long text, then refuses', () => {
    expect(encodeQr('x'.repeat(213)).ecc).toBe('M')
    const long = encodeQr('x'.repeat(250))
    expect([long.ecc, long.version]).toEqual(['L', 10])
    expect(() => encodeQr('x'.repeat(272))).toThrow(RangeError)
    expect(() => encodeQr('abc', { mask: 9 })).toThrow(RangeError)
  })

  it('draws finder patterns in three corners and the dark module', () => {
    const { modules, size } = encodeQr('HELLO')
    expect(size).toBe(21)
    expect(rowsOf(modules)[0].slice(0, 7)).toBe('1111111')
    expect(rowsOf(modules)[3].slice(-7)).toBe('1011101')
    expect(modules[size - 8][8]).toBe(true)
    expect(buildMatrix(1, 'M', new Array(26).fill(0), 0).modules).toHaveLength(21)
  })
})
