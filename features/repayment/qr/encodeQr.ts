import { addEccAndInterleave, type EccLevel, encodeData, fitVersion } from './codewords'
import { buildMatrix, type Modules } from './matrix'

/** An encoded QR code symbol. */
export type QrSymbol = { version: number; ecc: EccLevel; mask: number; size: number; modules: Modules }

export type QrOptions = {
  /** Preferred level; M (the default) falls back to L when the text is too long for M. */
  ecc?: EccLevel
  /** Forces a mask pattern 0-7 (tests compare with reference symbols); normally chosen by penalty. */
  mask?: number
}

/**
 * Encodes text (UTF-8, byte mode) as a QR code, versions 1-10, error correction M or L.
 * Throws a RangeError when the text does not fit (more than 271 bytes).
 *
 * The encoder is ours because the kept libraries cost the code page more (docs/performance.md,
 * 'Libraries not taken'): lean-qr's full build, which matches qrencode's symbols here mask for
 * mask, and qrcode's core; lean-qr's nano build is lighter but always writes a UTF-8 ECI header
 * (a scanner without ECI shows it as text) and cannot keep level M or stop at version 10.
 */
export function encodeQr(text: string, opts: QrOptions = {}): QrSymbol {
  const bytes = new TextEncoder().encode(text)
  const levels: EccLevel[] = opts.ecc === 'L' ? ['L'] : ['M', 'L']
  for (const ecc of levels) {
    const version = fitVersion(bytes.length, ecc)
    if (version === null) continue
    const codewords = addEccAndInterleave(encodeData(bytes, version, ecc), version, ecc)
    if (opts.mask !== undefined && !(Number.isInteger(opts.mask) && opts.mask >= 0 && opts.mask <= 7))
      throw new RangeError('mask must be 0-7')
    const { modules, mask } = buildMatrix(version, ecc, codewords, opts.mask)
    return { version, ecc, mask, size: modules.length, modules }
  }
  throw new RangeError('text too long for a QR code of version 10')
}
