import { isSpecMarket } from '@src/config/phoneForms'
import type { MoneyFormat } from '@src/ui/Money'

/**
 * How the older repayment flow writes its amounts. SPEC draws them with a yuan-style prefix, a
 * trace of the market it was written from; a Tanzanian borrower repays shillings and reads
 * 'TZS 54,000.00' as every other repayment screen writes it. SPEC's '¥54,000.00' stays the 'cn'
 * market's form (VITE_MARKET=cn, as src/config/market.ts reads it).
 */
export function oldFlowMoney(market: unknown = import.meta.env.VITE_MARKET): MoneyFormat {
  return isSpecMarket(market) ? 'yuan' : 'tzs'
}
