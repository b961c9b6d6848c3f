/** A bank form item as card-init sends it (SPEC 3). cate uses the native screen names. */
export type SandboxBankItem = {
  code: string
  cate: 'txt' | 'citySelect' | 'day' | 'enum'
  title: string
  subtitle: string
  value: string
  note: { name: string; type: string }[]
  /** 1 numeric; 2 phone; 3 card number (the sandbox's marking; the app also reads the code). */
  inputType: number
  /** The card-type tab the item belongs to; absent = every tab. */
  cardTypeMi?: number
  /**
   * 1 = the borrower must fill it in. Not in SPEC 3: the sandbox lender marks its items so, and the
   * app requires only what a lender marks (src/lender/bank/answers.ts).
   */
  required?: number
}

export type SavedAccount = { path: string; fields: Record<string, string>; at: number }

const wallets = [
  { name: 'M-Pesa', type: 'MPESA' },
  { name: 'Tigo Pesa', type: 'TIGOPESA' },
  { name: 'Airtel Money', type: 'AIRTELMONEY' },
  { name: 'HaloPesa', type: 'HALOPESA' },
]

const banks = [
  { name: 'CRDB Bank', type: 'CRDB' },
  { name: 'NMB Bank', type: 'NMB' },
  { name: 'NBC Bank', type: 'NBC' },
  { name: 'Equity Bank Tanzania', type: 'EQUITY' },
]

function items(): SandboxBankItem[] {
  return [
    {
      code: 'full_name',
      cate: 'txt',
      title: 'Full name',
      subtitle: 'As written on your NIDA card',
      value: 'Amina Juma Mwakyusa',
      note: [],
      inputType: 0,
      required: 1,
    },
    {
      code: 'nida_no',
      cate: 'txt',
      title: 'NIDA number',
      subtitle: '20 digits, no dashes',
      value: '',
      note: [],
      inputType: 1,
      required: 1,
    },
    { code: 'region', cate: 'citySelect', title: 'Region', subtitle: 'Where you live', value: '', note: [], inputType: 0, required: 1 },
    {
      code: 'salary_day',
      cate: 'day',
      title: 'Salary day',
      subtitle: 'Day of the month you are paid',
      value: '',
      note: [],
      inputType: 0,
      required: 1,
    },
    {
      code: 'wallet_type',
      cate: 'enum',
      title: 'Mobile wallet',
      subtitle: 'The wallet that receives your loan',
      value: '',
      note: wallets,
      inputType: 0,
      cardTypeMi: 1,
      required: 1,
    },
    {
      code: 'wallet_phone',
      cate: 'txt',
      title: 'Wallet phone number',
      subtitle: 'Registered in your name, e.g. 0754 123 456',
      value: '',
      note: [],
      inputType: 2,
      cardTypeMi: 1,
      required: 1,
    },
    { code: 'bank_code', cate: 'enum', title: 'Bank', subtitle: '', value: '', note: banks, inputType: 0, cardTypeMi: 2, required: 1 },
    {
      code: 'card_no',
      cate: 'txt',
      title: 'Card or account number',
      subtitle: 'The account that receives your loan',
      value: '',
      note: [],
      inputType: 3,
      cardTypeMi: 2,
      required: 1,
    },
  ]
}

/** Bank binding state: the form card-init serves and the accounts saved. */
export function seedBank() {
  return {
    items: items(),
    cardTypeMi: [
      { name: 'Mobile wallet', type: 1 },
      { name: 'Bank account', type: 2 },
    ],
    channelNumber: '90006',
    saved: [] as SavedAccount[],
  }
}
