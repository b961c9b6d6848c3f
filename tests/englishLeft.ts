/**
 * A heuristic for English left in a Swahili text: words that are English and not Swahili, once the
 * names that are the same in both languages (brands, wallets, products, codes) are taken out. It
 * is short on purpose: a word here must never be a Swahili word, or the check would cry wolf.
 */
const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'please',
  'try',
  'again',
  'today',
  'tomorrow',
  'order',
  'orders',
  'loan',
  'loans',
  'not',
  'found',
  'with',
  'is',
  'are',
  'was',
  'to',
  'of',
  'for',
  'from',
  'this',
  'that',
  'could',
  'cannot',
  'can',
  'be',
  'will',
  'has',
  'have',
  'been',
  'we',
  'our',
  'pay',
  'full',
  'quota',
  'used',
  'up',
  'sent',
  'request',
  'enter',
  'phone',
  'app',
  'bank',
  'agent',
  'north',
  'south',
  'west',
  'east',
  'urban',
  'success',
  'successful',
  'loaded',
  'failed',
  'error',
  'amount',
  'account',
  'money',
  'repay',
  'repayment',
  'due',
  'date',
  'open',
  'close',
  'back',
  'home',
  'log',
  'in',
  'on',
  'at',
  'or',
  'an',
]

/**
 * Names written the same way in both languages: brands, wallets, products, people, units and codes.
 * Anything not here that reads as English fails the check, so this list is the whole exception.
 */
export const SAME_IN_BOTH = [
  'Airtel Money',
  'M-Pesa',
  'Tigo Pesa',
  'HaloPesa',
  'Google Play',
  'App Store',
  'Play Store',
  'Mkopo Haraka',
  'Jamii Credit',
  'Pesa Chap Chap',
  'Faraja Cash',
  'CRDB Bank',
  'NMB Bank',
  'NBC Bank',
  'Equity Bank Tanzania',
  'Selcom Pay',
  'Jiko Loan',
  'Selcom',
  'CRDB',
  'NMB',
  'NIDA',
  'USSD',
  'SMS',
  'PIN',
  'TZS',
  'OK',
  'ID',
  'WhatsApp',
  'Tecno Spark',
  'Dar es Salaam',
  'e-mail',
  'Alipay',
  // The language switch names each language in its own words.
  'English',
  'Kiswahili',
]

const englishWord = new RegExp(`(^|[^\\p{L}'-])(${ENGLISH.join('|')})(?=$|[^\\p{L}'-])`, 'iu')

/** The text without placeholders, plural blocks' syntax, URLs, app paths, e-mail addresses and SAME_IN_BOTH names. */
function withoutNames(text: string): string {
  let t = text
    .replace(/\{\w+, plural,/g, ' ')
    .replace(/\{\w+\}/g, ' ')
    .replace(/\b(one|other|few|many|zero|two|=\d+)\s*\{/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // An address in the app (/repay): a name, not a word.
    .replace(/(^|\s|\()\/[\w/-]+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
  for (const name of SAME_IN_BOTH) t = t.split(name).join(' ')
  return t
}

/**
 * Why a Swahili text looks like English left in place, or '' when it does not: the English word
 * it holds, or that it equals its English text (words included, names and numbers aside).
 */
export function englishLeftIn(sw: string, en?: string): string {
  const bare = withoutNames(sw)
  const word = englishWord.exec(bare)
  if (word) return `holds the English word "${word[2]}"`
  if (en !== undefined && sw.trim() === en.trim() && /\p{L}{3,}/u.test(bare)) return 'is the English text unchanged'
  return ''
}
