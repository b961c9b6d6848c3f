import { DISPLAY, group, type PhoneDisplay } from './phoneForms'

/**
 * Market rules: what a mobile number looks like where the lender lends, how it is
 * grouped while typed, and the one form it is sent in. SPEC 5 carries the rule of the market the
 * spec was written for (11 digits, '1', then 3-9); the product lends in Tanzania, so Tanzania is
 * the default and SPEC's rule stays available as the 'cn' market (VITE_MARKET=cn).
 * Every screen that takes a phone number validates and normalises it here.
 */

/** The form a valid number is sent in: '0754123456', '255754123456' or '+255754123456'. */
export type PhoneForm = 'local' | 'international' | 'e164'

export type Market = PhoneDisplay & {
  id: string
  /** The national (significant) number once the country code or trunk prefix is taken off. */
  national: RegExp
  /** How many digits a borrower may type at most (country code included where accepted). */
  maxDigits: number
  /** What the placeholders show: a number in the form borrowers write it. */
  example: string
  /** The forms hints name (the placeholder's first). */
  examples: string[]
  /** How a typed number is grouped, by how it starts (first match wins). */
  groups: { prefix: string; sizes: number[] }[]
  /** The form numbers are sent in. */
  phoneForm: PhoneForm
  /**
   * The digits a bank account or card number has in this market, used where the lender's form
   * gives no length of its own (src/lender/bank/answers.ts): nothing shorter or longer is saved.
   */
  accountDigits: { min: number; max: number }
  /**
   * The national-number prefixes of each mobile wallet's operator, by the wallet's name or type
   * written without spaces or marks ('M-Pesa' -> 'mpesa'). Used only to keep a typed number when
   * the borrower switches to a wallet it fits; a wallet not listed (a payment aggregator such as
   * Selcom Pay, which takes any operator's number) fits every number. Numbers move between
   * operators, so a number is never refused for its prefix.
   */
  walletPrefixes: Record<string, string[]>
}

/**
 * Tanzania: mobile numbers are 06x / 07x and 7 more digits; borrowers write them '0754 123 456',
 * '255 754 123 456' or '+255 754 123 456'. A number without its 0 ('754 123 456') is accepted too.
 */
const tz: Market = {
  ...DISPLAY.tz,
  id: 'tz',
  national: /^[67]\d{8}$/,
  maxDigits: 12,
  example: '0754 123 456',
  examples: ['0754 123 456', '+255 754 123 456'],
  groups: [
    { prefix: '255', sizes: [3, 3, 3, 3] },
    { prefix: '0', sizes: [4, 3, 3] },
    { prefix: '', sizes: [3, 3, 3] },
  ],
  phoneForm: 'local',
  // Tanzanian bank accounts run 10 to 16 digits (NMB 11, NBC 12, CRDB 13); card numbers 16 to 19.
  accountDigits: { min: 10, max: 19 },
  walletPrefixes: {
    mpesa: ['74', '75', '76'],
    tigopesa: ['65', '67', '71', '77'],
    mixxbyyas: ['65', '67', '71', '77'],
    airtelmoney: ['68', '69', '78'],
    halopesa: ['61', '62'],
    tpesa: ['73'],
  },
}

/** SPEC 5's rule, from the market the spec was written for: 11 digits, '1', then 3-9; grouped 3-4-4. */
const cn: Market = {
  ...DISPLAY.cn,
  id: 'cn',
  national: /^1[3-9]\d{9}$/,
  maxDigits: 11,
  example: '138 0013 8000',
  examples: ['138 0013 8000'],
  groups: [{ prefix: '', sizes: [3, 4, 4] }],
  phoneForm: 'local',
  // Bank card numbers run 16 to 19 digits; SPEC names no account length.
  accountDigits: { min: 16, max: 19 },
  walletPrefixes: {},
}

export const MARKETS: Record<string, Market> = { tz, cn }

const FORMS: readonly PhoneForm[] = ['local', 'international', 'e164']

/** The market named by VITE_MARKET (default Tanzania), its send form by VITE_PHONE_FORM. */
export function buildMarket(env: Record<string, unknown>): Market {
  const chosen = MARKETS[String(env.VITE_MARKET ?? '').toLowerCase()] ?? tz
  const form = String(env.VITE_PHONE_FORM ?? '') as PhoneForm
  return { ...chosen, phoneForm: FORMS.includes(form) ? form : chosen.phoneForm }
}

/** The live market. Tests switch it with `overrideMarket`. */
export const market: Market = buildMarket(import.meta.env as unknown as Record<string, unknown>)

/**
 * Switches the market at run time (tests). Returns an undo.
 * @internal
 */
export function overrideMarket(patch: Partial<Market>): () => void {
  const before = { ...market }
  Object.assign(market, patch)
  return () => {
    Object.assign(market, before)
  }
}

const digits = (raw: unknown) => (typeof raw === 'string' ? raw.replace(/\D/g, '') : '')

/** The national number in what the borrower typed ('+255 754-123456' -> '754123456'), or null when it is not a mobile number of the market. */
export function nationalNumber(raw: unknown, m: Market = market): string | null {
  let d = digits(raw)
  // '00 255 …': the international call prefix before the country code.
  if (d.startsWith(`00${m.countryCode}`)) d = d.slice(2)
  const candidates = [d]
  if (m.trunk && d.startsWith(m.trunk)) candidates.push(d.slice(m.trunk.length))
  if (d.startsWith(m.countryCode)) {
    const rest = d.slice(m.countryCode.length)
    candidates.push(rest)
    // '+255 0754...': the trunk 0 written after the country code.
    if (m.trunk && rest.startsWith(m.trunk)) candidates.push(rest.slice(m.trunk.length))
  }
  return candidates.find((c) => m.national.test(c)) ?? null
}

/** Whether what the borrower typed is a mobile number of the market, in any accepted form. */
export function validatePhone(raw: unknown, m: Market = market): boolean {
  return nationalNumber(raw, m) !== null
}

/** The number in the market's send form ('0754 123 456' -> '0754123456' by default), or null when it is not valid. */
export function normalisePhone(raw: unknown, m: Market = market): string | null {
  const n = nationalNumber(raw, m)
  if (n === null) return null
  if (m.phoneForm === 'international') return m.countryCode + n
  if (m.phoneForm === 'e164') return `+${m.countryCode}${n}`
  return m.trunk + n
}

/**
 * A mobile number shown partly hidden, derived from its shown form: the groups between the first and
 * the last hidden ('255754123456' -> '0754 *** 456'); null when it is not a mobile number of the market
 * (a bank card is masked its own way, src/lib/text.ts).
 */
export function maskPhone(raw: unknown, m: Market = market): string | null {
  const n = nationalNumber(raw, m)
  if (n === null) return null
  const parts = group(m.trunk + n, m.display[0].sizes).split(' ')
  return parts.map((p, i) => (i === 0 || i === parts.length - 1 ? p : '*'.repeat(p.length))).join(' ')
}

/**
 * The digits a phone input keeps of what was typed or pasted (at most the market's maxDigits). A
 * pasted whole number longer than that ('+255 (0)754 123 456', '00255 754 123 456') keeps its
 * country code and national number, not its first 12 digits.
 */
export function phoneDigits(raw: unknown, m: Market = market): string {
  const d = digits(raw)
  if (d.length > m.maxDigits) {
    const n = nationalNumber(raw, m)
    if (n !== null) return m.countryCode + n
  }
  return d.slice(0, m.maxDigits)
}

const walletKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Whether a typed mobile number may belong to a wallet (its name or type): its operator's prefix, or any for a wallet the market does not list. */
export function fitsWallet(raw: unknown, wallet: { name: string; type: string }, m: Market = market): boolean {
  const n = nationalNumber(raw, m)
  const prefixes = m.walletPrefixes[walletKey(wallet.type)] ?? m.walletPrefixes[walletKey(wallet.name)]
  return n !== null && (!prefixes || prefixes.some((p) => n.startsWith(p)))
}

/** A phone input's value as shown while typing: its digits grouped the market's way ('0754123456' -> '0754 123 456'). */
export function formatPhoneInput(raw: unknown, m: Market = market): string {
  const d = phoneDigits(raw, m)
  return group(d, m.groups.find((g) => d.startsWith(g.prefix))?.sizes ?? [d.length])
}

/** The examples a hint names ('0754 123 456 / +255 754 123 456'). */
export function phoneExamples(m: Market = market): string {
  return m.examples.join(' / ')
}
