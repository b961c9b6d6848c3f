/** The parts of Web Crypto that makeUuid uses; either may be missing (e.g. outside secure contexts). */
export type CryptoLike = {
  randomUUID?: () => string
  getRandomValues?: (array: Uint8Array) => Uint8Array
}

/** Matches a lowercase RFC 4122 version-4 UUID. */
export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Builds a v4 UUID from the given crypto (randomUUID, then getRandomValues), else from Math.random. */
export function makeUuid(cryptoLike: CryptoLike | null = globalThis.crypto ?? null): string {
  // crypto.randomUUID only exists in secure contexts, so plain-http LAN testing lacks it.
  if (typeof cryptoLike?.randomUUID === 'function') {
    try {
      const id = cryptoLike.randomUUID().toLowerCase()
      if (UUID_V4_PATTERN.test(id)) return id
    } catch {
      // Fall through to the next source.
    }
  }
  if (typeof cryptoLike?.getRandomValues === 'function') {
    try {
      const bytes = new Uint8Array(16)
      cryptoLike.getRandomValues(bytes)
      return fromBytes(bytes)
    } catch {
      // Fall through to Math.random.
    }
  }
  const bytes = new Uint8Array(16)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return fromBytes(bytes)
}

/** Returns a random v4 UUID using the best randomness the runtime offers. */
export function randomUUID(): string {
  return makeUuid()
}

function fromBytes(bytes: Uint8Array): string {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40 // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80 // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
