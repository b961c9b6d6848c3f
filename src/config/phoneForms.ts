/**
 * The one form every phone number is shown in, per market (src/config/market.ts builds each market on
 * these): the national number with its trunk prefix, grouped by what kind of number it is. Data and
 * grouping only: the market's rules (market.ts) and the display functions (phoneShown.ts) both build
 * on it, so a page that types a number does not carry the functions that show one.
 */
export type PhoneDisplay = {
  /** Country calling code without '+'. */
  countryCode: string
  /** The trunk prefix dialled before a national number at home ('0' in Tanzania, none in SPEC's market). */
  trunk: string
  /** Kinds of national number and their grouping, first match wins; the first is the mobile numbers' (a masked number takes it). */
  display: { national: RegExp; sizes: number[] }[]
}

export const DISPLAY: Record<'tz' | 'cn', PhoneDisplay> = {
  // Mobiles '0754 123 456'; fixed lines (area code 2x) '022 212 3456'.
  tz: {
    countryCode: '255',
    trunk: '0',
    display: [
      { national: /^[67]\d{8}$/, sizes: [4, 3, 3] },
      { national: /^2\d{8}$/, sizes: [3, 3, 4] },
    ],
  },
  cn: { countryCode: '86', trunk: '', display: [{ national: /^1[3-9]\d{9}$/, sizes: [3, 4, 4] }] },
}

/** `text` cut into groups of `sizes` digits, the rest in a last group. */
export const group = (text: string, sizes: number[]) => {
  const parts: string[] = []
  let at = 0
  for (const size of sizes) {
    if (at >= text.length) break
    parts.push(text.slice(at, at + size))
    at += size
  }
  if (at < text.length) parts.push(text.slice(at))
  return parts.join(' ')
}

/**
 * Whether a VITE_MARKET value names the market SPEC was written from ('cn', in any case); anything
 * else, unset included, is Tanzania's. Here, beside the shown forms, so a screen that only asks this
 * does not load the market's rules (src/config/market.ts).
 */
export function isSpecMarket(market: unknown): boolean {
  return String(market ?? '').toLowerCase() === 'cn'
}
