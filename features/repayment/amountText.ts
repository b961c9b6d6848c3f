import type { Translate } from '@src/i18n/index'
import { formatTzs } from '@src/lib/money'

import type { messages } from './messages'
import type { AmountProblem } from './selection'

type T = Translate<keyof (typeof messages)['en']>

/** The words for what stops an amount: the input it could not read quoted back, a bound named. */
export function amountProblemText(
  t: T,
  problem: Exclude<AmountProblem, null>,
  input: string,
  min: number | null,
  max: number | null,
): string {
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
