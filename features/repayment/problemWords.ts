import { type Lang, loadLang, translator } from '@src/i18n/index'
import { formatTzs } from '@src/lib/money'

import { laterMessages } from './laterMessages'
import type { AmountProblem } from './selection'

/** The translator for what stops Pay Now, once its words are in `lang`. */
async function words(lang: Lang) {
  await loadLang(laterMessages, lang)
  return translator(laterMessages, lang)
}

/** The words for what stops an amount: the input it could not read quoted back, a bound named. */
export async function amountProblemText(
  lang: Lang,
  problem: Exclude<AmountProblem, null>,
  input: string,
  min: number | null,
  max: number | null,
): Promise<string> {
  const t = await words(lang)
  switch (problem) {
    case 'empty':
      return t('enterAmount')
    case 'notAmount':
      return t('amountNotAmount')
    case 'ambiguous':
      return t('amountAmbiguous', { input: input.trim() })
    case 'tooManyDecimals':
      return t('amountTooManyDecimals')
    case 'belowMin':
      return t('amountBelowMin', { min: formatTzs(min) })
    case 'aboveMax':
      return t('amountAboveMax', { max: formatTzs(max) })
  }
}

/** What stops the wallet: none chosen, no number, or not a mobile number of the market (`example` names the forms). */
export type WalletProblem = 'choose' | 'empty' | 'invalid'

/** The words for what stops the wallet. */
export async function walletProblemText(lang: Lang, problem: WalletProblem, example: string): Promise<string> {
  const t = await words(lang)
  if (problem === 'choose') return t('chooseWalletFirst')
  return problem === 'empty' ? t('enterWalletNumber') : t('walletInvalid', { example })
}
