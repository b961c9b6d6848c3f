/**
 * Whether a VITE_MARKET value names the market SPEC was written from ('cn', in any case); anything
 * else, unset included, is Tanzania's. Its own small module, so a screen that only asks this does
 * not load the market's rules (src/config/market.ts).
 */
export function isSpecMarket(market: unknown): boolean {
  return String(market ?? '').toLowerCase() === 'cn'
}
