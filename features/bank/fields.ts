import { formatPhoneInput, phoneDigits } from '@src/config/market'
import { digitsOnly, limitLength, maskCardNumber } from '@src/lib/text'
import type { BankField, FieldKind } from './types'

/** Card numbers keep at most 19 digits (the longest card number). Phones: the market's rule (src/config/market.ts). */
export const CARD_MAX = 19
const TEXT_MAX = 100

/**
 * The kind of a server item. cate uses the native screen names (txt, citySelect, day, enum);
 * an unknown cate is drawn as plain text so the borrower can still answer it. The spec names
 * phone and card-number inputs without saying how the server marks them: we read inputType 2
 * (phone) and 3 (card number), and also recognise the usual codes (phone/mobile, card/account no).
 */
export function kindOf(cate: string, inputType: number | null, code: string): FieldKind {
  const c = cate.trim().toLowerCase()
  if (c === 'cityselect' || c === 'city') return 'city'
  if (c === 'day') return 'day'
  if (c === 'enum') return 'enum'
  if (inputType === 2 || /phone|mobile/i.test(code)) return 'phone'
  if (inputType === 3 || /card_?no|card_?num|account_?no|account_?num/i.test(code)) return 'card'
  if (inputType === 1) return 'numeric'
  return 'text'
}

/** What the borrower's keystrokes leave of a value: the bare value that is stored and sent. */
export function sanitize(kind: FieldKind, raw: string): string {
  switch (kind) {
    case 'numeric':
      return digitsOnly(raw)
    case 'phone':
      return phoneDigits(raw)
    case 'card':
      return digitsOnly(raw).slice(0, CARD_MAX)
    case 'text':
      return limitLength(raw, TEXT_MAX)
    default:
      return raw
  }
}

/** How a bare value is shown in its input: a phone grouped the market's way (SPEC 5's 3-4-4 is its market's), card number in fours. */
export function display(kind: FieldKind, bare: string): string {
  if (kind === 'phone') return formatPhoneInput(bare)
  if (kind === 'card') return maskCardNumber(bare, CARD_MAX)
  return bare
}

export type FieldProblem = { code: string; key: 'missingText' | 'missingChoice' | 'phoneInvalid' | 'cardInvalid' }

/** The first field that stops a save, in page order, or null. */
export function firstProblem(fields: BankField[], values: Record<string, string>): FieldProblem | null {
  for (const f of fields) {
    const v = (values[f.code] ?? '').trim()
    const picker = f.kind === 'city' || f.kind === 'day' || f.kind === 'enum'
    if (v === '') {
      if (f.required) return { code: f.code, key: picker ? 'missingChoice' : 'missingText' }
      continue
    }
    if (f.kind === 'phone' && v.length < 10) return { code: f.code, key: 'phoneInvalid' }
    if (f.kind === 'card' && v.length < 10) return { code: f.code, key: 'cardInvalid' }
  }
  return null
}
