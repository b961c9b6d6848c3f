import { market } from '@src/config/market'
import { list, maybeNumber, parseOrThrow, text } from '@src/lender/schema'
import { digitsOnly } from '@src/lib/text'
import * as v from '@src/lib/valid'

import { digitLength, kindOf, sanitize } from './fields'
import type { BankField, BankForm, CardTypeTab } from './types'

/** SPEC 9: the default bank channel number. */
export const DEFAULT_CHANNEL = '90006'
/** SPEC 9: the default card type. */
export const DEFAULT_CARD_TYPE = '1'

/** A name and its code: a field's option, and a card type tab. */
const option = v.object({ name: text, type: text })

const item = v.object({
  code: text,
  cate: text,
  title: text,
  subtitle: text,
  value: text,
  note: list(option),
  inputType: maybeNumber,
  cardTypeMi: v.optional(v.unknown()),
  channelNumber: text,
  required: v.optional(v.unknown()),
  // Not in SPEC 3: read should a lender send them (fields.ts digitLength).
  length: v.optional(v.unknown()),
  minLength: v.optional(v.unknown()),
  maxLength: v.optional(v.unknown()),
})

const formSchema = v.object({
  items: list(item),
  cardTypeMi: v.optional(v.unknown()),
  channelNumber: text,
})

type WireItem = v.InferOutput<typeof item>

const tabList = list(option)

function toTabs(raw: unknown): CardTypeTab[] {
  return (v.parse(tabList, raw) ?? []).filter((t) => t.type !== '' && t.name !== '').map((t) => ({ id: t.type, label: t.name }))
}

function toField(w: WireItem): BankField {
  const kind = kindOf(w.cate, w.inputType ?? null, w.code)
  // Where each length comes from: the item's own length / minLength / maxLength, else the count its
  // hint text states (fields.ts digitLength parses the subtitle and title), else, for a card or
  // account number only, the market's account lengths (src/config/market.ts accountDigits).
  const length =
    digitLength(kind, { length: w.length, minLength: w.minLength, maxLength: w.maxLength, hint: `${w.subtitle} ${w.title}` }) ??
    (kind === 'card' ? { ...market.accountDigits } : null)
  const options = (w.note ?? [])
    .filter((o) => o.type !== '' || o.name !== '')
    .map((o) => ({ name: o.name || o.type, type: o.type || o.name }))
  // A prefilled enum may carry the option's name or its type; keep the type, which is what is sent.
  const initial =
    kind === 'enum' ? (options.find((o) => o.type === w.value || o.name === w.value)?.type ?? '') : sanitize({ kind, length }, w.value)
  // cardTypeMi on an item: a list names the tabs (read elsewhere); a single value ties the item to one tab.
  const own = typeof w.cardTypeMi === 'number' || typeof w.cardTypeMi === 'string' ? digitsOnly(String(w.cardTypeMi)) : ''
  // SPEC 3's item has no `required`: a field is required only when the lender marks it.
  const required = w.required === 1 || w.required === '1' || w.required === true || w.required === 'true'
  return { code: w.code, kind, title: w.title || w.code, subtitle: w.subtitle, initial, options, cardType: own || null, required, length }
}

/** card-init data -> the form: fields, the card-type tabs (cardTypeMi) and the channel number. */
export function toBankForm(data: unknown): BankForm {
  const w = parseOrThrow(formSchema, data, 'card init')
  const items = (w.items ?? []).filter((i) => i.code.trim() !== '')
  const tabSource = Array.isArray(w.cardTypeMi) ? w.cardTypeMi : items.find((i) => Array.isArray(i.cardTypeMi))?.cardTypeMi
  const channel = w.channelNumber || items.find((i) => i.channelNumber)?.channelNumber || DEFAULT_CHANNEL
  return { fields: items.map(toField), tabs: toTabs(tabSource), channelNumber: channel }
}
