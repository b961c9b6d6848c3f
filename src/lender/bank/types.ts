/** How a server form item is drawn and masked. */
export type FieldKind = 'text' | 'numeric' | 'phone' | 'card' | 'city' | 'day' | 'enum'

/** An enum choice: `name` is shown, `type` is what is sent. */
export type FieldOption = { name: string; type: string }

/** One dynamic field of the bank form (SPEC 3 bank form item), ready to draw. */
export type BankField = {
  code: string
  kind: FieldKind
  title: string
  subtitle: string
  /** The server's value, already bare (digits only for masked kinds; the option type for enums). */
  initial: string
  options: FieldOption[]
  /** The card-type tab the item belongs to; null when it belongs to every tab. */
  cardType: string | null
  /** Marked required by the lender (SPEC 3's item has no such field: unmarked items are optional). */
  required: boolean
  /** How many digits the lender's data asks for (fields.ts digitLength); null when it says nothing. */
  length: DigitLength | null
}

/** A digit count from the lender's data: exact when min equals max. */
export type DigitLength = { min: number; max: number }

export type CardTypeTab = { id: string; label: string }

export type BankForm = { fields: BankField[]; tabs: CardTypeTab[]; channelNumber: string }

/** Where the page was opened from, which decides the save call and where it goes after. */
export type BankSource = 'none' | 'loanDetail' | 'confirmUrl'

/** `orderId` names the order whose page refetches after a change; it goes on the wire only inside `body`. */
export type SaveArgs = { source: BankSource; body: Record<string, string>; orderId?: string }
