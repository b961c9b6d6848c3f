/**
 * Reed-Solomon error correction over GF(2^8) with the QR code polynomial x^8+x^4+x^3+x^2+1
 * (0x11D), as ISO/IEC 18004 section 7.5 prescribes.
 */

/** Multiplies two field elements (Russian-peasant multiplication, no tables needed for ≤ 10 versions). */
export function gfMultiply(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z & 0xff
}

/** The generator polynomial of the given degree, highest coefficient (always 1) dropped. */
export function rsGenerator(degree: number): number[] {
  if (degree < 1 || degree > 255) throw new RangeError('degree out of range')
  const result = new Array<number>(degree).fill(0)
  result[degree - 1] = 1
  // Multiplies (x - r^0)(x - r^1)...(x - r^{degree-1}), r = 0x02.
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j], root)
      if (j + 1 < degree) result[j] ^= result[j + 1]
    }
    root = gfMultiply(root, 0x02)
  }
  return result
}

/** The error correction codewords of one block: the remainder of data * x^degree divided by the generator. */
export function rsRemainder(data: readonly number[], generator: readonly number[]): number[] {
  const result = new Array<number>(generator.length).fill(0)
  for (const b of data) {
    const factor = b ^ (result.shift() as number)
    result.push(0)
    generator.forEach((coef, i) => (result[i] ^= gfMultiply(coef, factor)))
  }
  return result
}
