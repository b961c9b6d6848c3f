import { formatPhoneInput, phoneDigits, validatePhone } from '@src/config/market'
import { digitsOnly, maskCardNumber } from '@src/lib/text'

import type { BankField, DigitLength, FieldKind } from './types'

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

const isDigits = (kind: FieldKind) => kind === 'numeric' || kind === 'phone' || kind === 'card'

/**
 * How many digits the lender asks for, from its own data only (we invent no length).
 * SPEC 3's item has no length field, so we read, in order: explicit `length` / `minLength` /
 * `maxLength` numbers should the lender send them, else the count its hint states ("20 digits",
 * "10-12 digits", "10 to 12 digits", Swahili "tarakimu 20"). A hint that names no count sets
 * nothing: the field takes any length and the lender's answer to the save decides.
 */
export function digitLength(
  kind: FieldKind,
  item: { length?: unknown; minLength?: unknown; maxLength?: unknown; hint: string },
): DigitLength | null {
  if (!isDigits(kind)) return null
  const n = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v.trim())) ? Number(v) : 0)
  if (n(item.length) > 0) return { min: n(item.length), max: n(item.length) }
  if (n(item.minLength) > 0 || n(item.maxLength) > 0) return { min: n(item.minLength), max: n(item.maxLength) || Infinity }
  const range =
    /(\d{1,3})\s*(?:-|–|to|hadi)\s*(\d{1,3})\s*(?:digits|tarakimu)/i.exec(item.hint) ??
    /tarakimu\s*(\d{1,3})\s*(?:-|–|hadi)\s*(\d{1,3})/i.exec(item.hint)
  if (range) return { min: Number(range[1]), max: Number(range[2]) }
  const exact = /(\d{1,3})\s*digits?\b/i.exec(item.hint) ?? /tarakimu\s*(\d{1,3})/i.exec(item.hint)
  return exact ? { min: Number(exact[1]), max: Number(exact[1]) } : null
}

/** What the borrower's keystrokes leave of a value: the bare value that is stored and sent. */
export function sanitize(field: Pick<BankField, 'kind' | 'length'>, raw: string): string {
  if (!isDigits(field.kind)) return typeof raw === 'string' ? raw : ''
  // A phone keeps the market's digits (src/config/market.ts); a numeric field, the lender's own length.
  // A card or account number is kept whole: a pasted number too long is refused with its count
  // (problems), never cut to a length that would save another account.
  const d = field.kind === 'phone' ? phoneDigits(raw) : digitsOnly(raw)
  const cap = field.kind === 'card' ? Infinity : (field.length?.max ?? Infinity)
  return Number.isFinite(cap) ? d.slice(0, cap) : d
}

/** How a bare value is shown in its input: a phone grouped the market's way (SPEC 5's 3-4-4 is its market's), card number in fours. */
export function display(kind: FieldKind, bare: string): string {
  if (kind === 'phone') return formatPhoneInput(bare)
  if (kind === 'card') return maskCardNumber(bare, bare.length)
  return bare
}

export type FieldProblem =
  | { key: 'missingText' | 'missingChoice' | 'phoneInvalid' }
  | { key: 'digitsExact'; n: number; count: number }
  | { key: 'digitsRange'; min: number; max: number; count: number }

/**
 * Every shown field that stops a save, by code: a field the lender marked required left empty,
 * a phone that is not a mobile number of the market (the loan is paid out to it, so a number that
 * cannot be one never goes out), or a number of digits outside what the lender's data asks for.
 * Nothing else blocks; the lender's own answer to the save has the last word (its message is shown).
 */
export function problems(fields: BankField[], values: Record<string, string>): Record<string, FieldProblem> {
  // Keyed by the lender's item codes: no prototype, so '__proto__' or 'constructor' reads only what was set.
  const out: Record<string, FieldProblem> = Object.create(null) as Record<string, FieldProblem>
  for (const f of fields) {
    const v = (Object.prototype.hasOwnProperty.call(values, f.code) ? values[f.code] : '').trim()
    if (v === '') {
      if (f.required) out[f.code] = { key: f.kind === 'city' || f.kind === 'day' || f.kind === 'enum' ? 'missingChoice' : 'missingText' }
      continue
    }
    if (f.kind === 'phone' && !validatePhone(v)) {
      out[f.code] = { key: 'phoneInvalid' }
      continue
    }
    const len = f.length
    if (!len || (v.length >= len.min && v.length <= len.max)) continue
    out[f.code] =
      len.min === len.max
        ? { key: 'digitsExact', n: len.min, count: v.length }
        : { key: 'digitsRange', min: len.min, max: len.max, count: v.length }
  }
  return out
}
