/**
 * The sandbox lender answers in Swahili when asked: a request whose `lang` parameter or
 * Accept-Language says 'sw' gets every text of its answer that this table knows in Swahili
 * (statuses, row labels, complaint types and tabs, the bank form, contract titles, messages).
 * Names (products, banks, wallets, people), numbers and amounts stay as they are. The hook is one
 * line in kit.ts; the table is the sandbox's choice, not the lender's contract.
 */
const SW: Record<string, string> = {
  // Order statuses and notices
  Approved: 'Umeidhinishwa',
  Disbursing: 'Inatumwa',
  Repaying: 'Inalipwa',
  Overdue: 'Imechelewa',
  'Overdue 3 days': 'Imechelewa siku 3',
  'Overdue 6 days': 'Imechelewa siku 6',
  Repaid: 'Imelipwa',
  Processing: 'Inashughulikiwa',
  Finished: 'Imekamilika',
  'Under review': 'Inakaguliwa',
  'Due today': 'Inadaiwa leo',
  'To be repaid': 'Inasubiri kulipwa',
  'Ready to withdraw': 'Tayari kutoa',
  'Payout failed': 'Malipo yameshindikana',
  'Your receiving account could not be paid. Please bind another account.':
    'Akaunti yako ya kupokea haikuweza kulipwa. Tafadhali unganisha akaunti nyingine.',
  'Your application is being reviewed. We will notify you within 30 minutes.': 'Ombi lako linakaguliwa. Tutakujulisha ndani ya dakika 30.',
  'Your loan is approved and is being paid out.': 'Mkopo wako umeidhinishwa na unatumwa.',
  'Your loan is overdue. A late penalty of 10% per month applies.': 'Mkopo wako umechelewa. Adhabu ya kuchelewa ya 10% kwa mwezi inatozwa.',
  'Your loan is overdue.': 'Mkopo wako umechelewa.',
  'Your money is ready.': 'Pesa yako iko tayari.',
  'Your repayment is due today. Pay now or pay a rollover fee.': 'Malipo yako yanadaiwa leo. Lipa sasa au lipa ada ya kuongeza muda.',
  'Your repayment is due today.': 'Malipo yako yanadaiwa leo.',
  'We are processing your order.': 'Tunashughulikia oda yako.',
  'The money is on its way to your receiving account.': 'Pesa iko njiani kwenda akaunti yako ya kupokea.',
  'Thank you! Your loan is fully repaid. You can borrow again.': 'Asante! Mkopo wako umelipwa wote. Unaweza kukopa tena.',
  'Confirm where we should send your money.': 'Thibitisha tukutumie pesa wapi.',
  'Confirm your withdrawal.': 'Thibitisha utoaji wako.',
  'Please repay before the due date to keep a good record.': 'Tafadhali lipa kabla ya tarehe ya mwisho ili kutunza rekodi nzuri.',
  'Repay on or before the due date to keep a good record. A late penalty of 10% per month applies to overdue amounts.':
    'Lipa kabla au siku ya tarehe ya mwisho ili kutunza rekodi nzuri. Adhabu ya kuchelewa ya 10% kwa mwezi inatozwa kwa kiasi kilichochelewa.',
  // Row labels and values
  'Loan amount': 'Kiasi cha mkopo',
  'Loan term': 'Muda wa mkopo',
  'Apply date': 'Tarehe ya maombi',
  'Due date': 'Tarehe ya mwisho',
  'Current due date': 'Tarehe ya sasa ya mwisho',
  'New due date': 'Tarehe mpya ya mwisho',
  'Amount received': 'Kiasi kilichopokelewa',
  'Amount due on the new date': 'Kiasi cha kulipa tarehe mpya',
  'Paid so far': 'Kilicholipwa hadi sasa',
  'Receiving account': 'Akaunti ya kupokea',
  'Rollover period': 'Muda ulioongezwa',
  'Service fee': 'Ada ya huduma',
  Interest: 'Riba',
  'Deferral fee': 'Ada ya kuongeza muda',
  'Deferral fee (incl. late fee)': 'Ada ya kuongeza muda (pamoja na ada ya kuchelewa)',
  'Order number': 'Namba ya oda',
  'Loan disbursement': 'Utoaji wa mkopo',
  '3 months': 'Miezi 3',
  'Daily interest 0.2%': 'Riba ya kila siku 0.2%',
  'Daily interest 0.2% (TZS 300 per day)': 'Riba ya kila siku 0.2% (TZS 300 kwa siku)',
  'Monthly interest 3.5%': 'Riba ya mwezi 3.5%',
  'Interest from 0.08% per day': 'Riba kuanzia 0.08% kwa siku',
  'Interest from 0.1% per day': 'Riba kuanzia 0.1% kwa siku',
  'Interest from 0.12% per day': 'Riba kuanzia 0.12% kwa siku',
  // Recommended products and the joint-login failure. 'Full today' is the button of a product whose
  // day's quota is used up (it cannot be tapped): "it is full today", not "pay in full today".
  'Full today': 'Imejaa leo',
  "Today's quota is used up. Try again tomorrow.": 'Nafasi za leo zimekwisha. Jaribu tena kesho.',
  'Get it now': 'Pata sasa',
  Apply: 'Omba',
  'Money in your M-Pesa or Tigo Pesa within 5 minutes.': 'Pesa kwenye M-Pesa au Tigo Pesa yako ndani ya dakika 5.',
  'For HaloPesa and Airtel Money users. Repay in 7 to 30 days.': 'Kwa watumiaji wa HaloPesa na Airtel Money. Lipa ndani ya siku 7 hadi 30.',
  'Bigger loans for returning borrowers, paid to CRDB or NMB accounts.':
    'Mikopo mikubwa zaidi kwa wakopaji wanaorudi, hulipwa kwenye akaunti za CRDB au NMB.',
  'You can still borrow from our partner products below.': 'Bado unaweza kukopa kupitia bidhaa za washirika wetu hapa chini.',
  'Joint login failed: your partner account session has expired. Please log in again.':
    'Kuingia kwa pamoja kumeshindikana: muda wa akaunti yako ya mshirika umeisha. Tafadhali ingia tena.',
  'Jamii Credit is not available for you yet. Please try again after 7 days.':
    'Jamii Credit bado haipatikani kwako. Tafadhali jaribu tena baada ya siku 7.',
  // Loan confirm: contracts and the retention popup
  'Loan Agreement': 'Mkataba wa Mkopo',
  'Privacy Policy': 'Sera ya Faragha',
  'Repayment Terms': 'Masharti ya Malipo',
  'Wait! Your loan is almost ready': 'Subiri! Mkopo wako karibu uko tayari',
  'TZS 150,000 is reserved for you today.\nLeave now and you may need to apply again.':
    'TZS 150,000 zimetengwa kwa ajili yako leo.\nUkiondoka sasa huenda ukalazimika kuomba tena.',
  'The amount does not match your offer. Please reload the page.': 'Kiasi hakilingani na ofa yako. Tafadhali pakia ukurasa upya.',
  'This product is no longer offered.': 'Bidhaa hii haitolewi tena.',
  // Bank form
  'Mobile wallet': 'Pochi ya simu',
  'Bank account': 'Akaunti ya benki',
  Bank: 'Benki',
  'Account and personal details': 'Akaunti na taarifa binafsi',
  'Full name': 'Jina kamili',
  'As written on your NIDA card': 'Kama ilivyoandikwa kwenye kitambulisho chako cha NIDA',
  'NIDA number': 'Namba ya NIDA',
  '20 digits, no dashes': 'Tarakimu 20, bila vistari',
  'Wallet phone number': 'Namba ya simu ya pochi',
  'Registered in your name, e.g. 0754 123 456': 'Iliyosajiliwa kwa jina lako, mfano 0754 123 456',
  'Card or account number': 'Namba ya kadi au akaunti',
  Region: 'Mkoa',
  'Where you live': 'Unapoishi',
  'Salary day': 'Siku ya mshahara',
  'Day of the month you are paid': 'Siku ya mwezi unayolipwa',
  'The account that receives your loan': 'Akaunti inayopokea mkopo wako',
  'The wallet that receives your loan': 'Pochi inayopokea mkopo wako',
  'This bank card is not linked to your account.': 'Kadi hii ya benki haijaunganishwa na akaunti yako.',
  // Complaints
  Collection: 'Ukusanyaji wa madeni',
  'App problem': 'Tatizo la programu',
  'Repayment not credited': 'Malipo hayajaingia',
  Other: 'Mengineyo',
  'Calls at unreasonable hours': 'Simu saa zisizofaa',
  'Contacted the wrong person': 'Alimpigia mtu asiyehusika',
  'Harassment or abusive language': 'Unyanyasaji au lugha ya matusi',
  'My debt was shared with my contacts': 'Deni langu lilitangazwa kwa watu ninaowasiliana nao',
  Threats: 'Vitisho',
  'At most 9 pictures can be sent': 'Unaweza kutuma picha 9 tu',
  'Only pictures can be uploaded': 'Picha pekee ndizo zinaweza kupakiwa',
  'Please choose a picture to upload': 'Tafadhali chagua picha ya kupakia',
  'The picture is too large (at most 5 MB)': 'Picha ni kubwa mno (isizidi MB 5)',
  'Please choose from 1 to 5 stars': 'Tafadhali chagua nyota 1 hadi 5',
  'Please fill in your comments and suggestions': 'Tafadhali andika maoni na mapendekezo yako',
  'Please select the collection problem': 'Tafadhali chagua tatizo la ukusanyaji',
  'Please select the question type': 'Tafadhali chagua aina ya swali',
  'The description can have at most 200 characters': 'Maelezo yasizidi herufi 200',
  'The selected order does not support sending collection types': 'Oda uliyochagua haiwezi kutumiwa malalamiko ya ukusanyaji',
  'You have already rated this complaint': 'Umeshatathmini lalamiko hili',
  'Complaint not found': 'Lalamiko halipatikani',
  'Dear Asha, we found your Airtel Money payment QK47HT2M9P of TZS 45,500.00 and credited it to the first instalment of order ORD180001. We are sorry for the trouble.':
    'Mpendwa Asha, tumepata malipo yako ya Airtel Money QK47HT2M9P ya TZS 45,500.00 na kuyaingiza kwenye awamu ya kwanza ya oda ORD180001. Samahani kwa usumbufu.',
  'Thank you, Juma. Version 3.4.2 fixes the crash on Tecno Spark phones; please update the app from Google Play.':
    'Asante, Juma. Toleo 3.4.2 linarekebisha hitilafu kwenye simu za Tecno Spark; tafadhali sasisha programu kutoka Google Play.',
  // Repayment
  'Invalid amount': 'Kiasi si sahihi',
  'Duplicate repayment request.': 'Ombi la malipo limerudiwa.',
  'Repayment record not found.': 'Rekodi ya malipo haipatikani.',
  'This loan cannot be rolled over. Please repay it in full.': 'Mkopo huu hauwezi kusogezwa. Tafadhali ulipe wote.',
  'This wallet is not supported for repayment.': 'Pochi hii haitumiki kwa malipo.',
  'We could not find this transaction ID. Check the SMS from your wallet and try again.':
    'Hatukupata namba hii ya muamala. Angalia SMS kutoka kwenye pochi yako kisha ujaribu tena.',
  'Your repayment session has expired. Please go back and try again.': 'Muda wa malipo yako umeisha. Tafadhali rudi nyuma ujaribu tena.',
  'Wrong SMS code.': 'Msimbo wa SMS si sahihi.',
  'SMS sent': 'SMS imetumwa',
  'Bank agent': 'Wakala wa benki',
  'CRDB or NMB agent': 'Wakala wa CRDB au NMB',
  'Visit any CRDB or NMB agent': 'Tembelea wakala yeyote wa CRDB au NMB',
  'Give the contract number and the amount': 'Toa namba ya mkataba na kiasi',
  'Enter the contract number and the amount': 'Weka namba ya mkataba na kiasi',
  'Enter the contract number as the reference': 'Weka namba ya mkataba kama kumbukumbu',
  'Enter the amount and your PIN to confirm': 'Weka kiasi na PIN yako kuthibitisha',
  'Confirm with your PIN': 'Thibitisha kwa PIN yako',
  'Keep the receipt until the payment shows in the app': 'Tunza risiti hadi malipo yaonekane kwenye programu',
  'Say you are paying Mkopo Haraka through Selcom': 'Sema unalipa Mkopo Haraka kupitia Selcom',
  'Search for Mkopo Haraka': 'Tafuta Mkopo Haraka',
  'Open the Airtel Money app': 'Fungua programu ya Airtel Money',
  'Airtel Money app': 'Programu ya Airtel Money',
  'Dial *150*60#': 'Piga *150*60#',
  'Choose 4 "Enter business number" and enter 400200': 'Chagua 4 "Weka namba ya biashara" kisha weka 400200',
  'Choose 5 "Make payments"': 'Chagua 5 "Fanya malipo"',
  'Tap "Pay bill"': 'Gusa "Lipa bili"',
  'Enter the wallet number registered with your wallet, e.g. 0754 123 456.':
    'Weka namba iliyosajiliwa kwenye pochi yako, mfano 0754 123 456.',
  // Landing, account, general
  'This mobile number is already registered': 'Namba hii ya simu imeshasajiliwa',
  'The image captcha is wrong, please try again': 'Msimbo wa picha si sahihi, tafadhali jaribu tena',
  'The SMS code is wrong': 'Msimbo wa SMS si sahihi',
  'Please get an SMS code first': 'Tafadhali pata msimbo wa SMS kwanza',
  'Registration successful': 'Usajili umefanikiwa',
  'This promotion has ended': 'Promosheni hii imeisha',
  'Get cash on your mobile wallet in minutes': 'Pata pesa kwenye pochi yako ya simu kwa dakika chache',
  'Quick loans up to TZS 500,000': 'Mkopo wa haraka hadi TZS 500,000',
  'Borrow from TZS 10,000, repay with M-Pesa': 'Kopa kuanzia TZS 10,000, lipa kwa M-Pesa',
  'Download Mkopo Haraka': 'Pakua Mkopo Haraka',
  'Get the Mkopo Haraka app': 'Pata programu ya Mkopo Haraka',
  'Download now': 'Pakua sasa',
  'Download the app': 'Pakua programu',
  'Install the app and log in with your mobile number to get your first loan.':
    'Sakinisha programu kisha uingie kwa namba yako ya simu upate mkopo wako wa kwanza.',
  'Your account is ready. Install the app to apply.': 'Akaunti yako iko tayari. Sakinisha programu uombe mkopo.',
  // The landing's agreement page (data/promotion.ts), so /sw/promotion's agreement is Swahili under its Swahili header.
  'Mkopo Haraka registration agreement': 'Makubaliano ya usajili ya Mkopo Haraka',
  'By registering you open an Mkopo Haraka account with the mobile number you entered. You must be at least 18 years old.':
    'Kwa kujisajili unafungua akaunti ya Mkopo Haraka kwa namba ya simu uliyoweka. Lazima uwe na umri wa angalau miaka 18.',
  'We use your number to send verification codes and loan reminders. We never share it for marketing without your consent.':
    'Tunatumia namba yako kutuma misimbo ya uthibitisho na vikumbusho vya mkopo. Hatuitoi kwa ajili ya matangazo bila ridhaa yako.',
  'Loans start from TZS 10,000 and are paid out to your M-Pesa, Tigo Pesa, Airtel Money or HaloPesa wallet. The full terms are shown in the app before you accept any loan.':
    'Mikopo inaanzia TZS 10,000 na inatumwa kwenye pochi yako ya M-Pesa, Tigo Pesa, Airtel Money au HaloPesa. Masharti kamili yanaonyeshwa kwenye programu kabla hujakubali mkopo wowote.',
  'No account is registered with this phone number': 'Hakuna akaunti iliyosajiliwa kwa namba hii ya simu',
  'Please request a verification code first': 'Tafadhali omba msimbo wa uthibitisho kwanza',
  'The verification code is incorrect': 'Msimbo wa uthibitisho si sahihi',
  'Verification code sent': 'Msimbo wa uthibitisho umetumwa',
  'Account deleted': 'Akaunti imefutwa',
  'Order not found': 'Oda haipatikani',
  'Product not found': 'Bidhaa haipatikani',
  'Missing product details': 'Taarifa za bidhaa hazipo',
  'Agreement not found': 'Mkataba haupatikani',
  // A status word ('success') is not translated: it describes the exchange, and the app shows its
  // own message in its place (src/lender/errors.ts isBorrowerMessage).
}

/** Texts the sandbox writes with an amount, a number or a name in them, each with its Swahili form. */
const SW_PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [
    /^We have sent a payment request of (.+) to (.+)\. Enter your Tigo Pesa PIN on your phone to complete the payment\.$/,
    (amount, wallet) =>
      `Tumetuma ombi la malipo la ${amount} kwenda ${wallet}. Weka PIN yako ya Tigo Pesa kwenye simu yako kukamilisha malipo.`,
  ],
  [/^(\d+) days$/, (n) => `Siku ${n}`],
  [/^Withdraw (.+) to (.+) now\?$/, (amount, account) => `Toa ${amount} kwenda ${account} sasa?`],
  [/^The rollover fee is (.+)\.$/, (fee) => `Ada ya kuongeza muda ni ${fee}.`],
  [/^The amount must be between (.+) and (.+)\.$/, (min, max) => `Kiasi kinapaswa kuwa kati ya ${min} na ${max}.`],
  [
    /^Thank you\. We received transaction ID (.+) and will confirm your payment within 30 minutes\.$/,
    (utr) => `Asante. Tumepokea namba ya muamala ${utr} na tutathibitisha malipo yako ndani ya dakika 30.`,
  ],
  [/^Please fill in (.+)$/, (fields) => `Tafadhali jaza ${fields.split(', ').map(translate).join(', ')}`],
  [/^Unknown (.+)$/, (field) => `${translate(field)} haijulikani`],
]

/** Objects whose keys are texts a borrower reads (the pay-code page's tabs), not field names. */
const TEXT_KEYS = new Set(['payNotice'])

/** A link to a sandbox page (pages.ts): it opens in the language the answer was asked in. */
const SANDBOX_PAGE_LINK = /^\/api\/__sandbox\/page\/[a-z]+(\?|$)/

function translate(text: string): string {
  if (SW[text] !== undefined) return SW[text]
  const page = SANDBOX_PAGE_LINK.exec(text)
  if (page) return `${text}${page[1] ? '&' : '?'}lang=sw`
  for (const [pattern, sw] of SW_PATTERNS) {
    const m = pattern.exec(text)
    if (m) return sw(...m.slice(1))
  }
  return text
}

/** Whether the request asks for Swahili: the `lang` parameter (any configured name ending in lang) or Accept-Language. */
export function wantsSwahili(request: Request): boolean {
  const url = new URL(request.url)
  const param = url.searchParams.get('lang') ?? url.searchParams.get('language')
  const asked = param ?? request.headers.get('accept-language') ?? ''
  return /^sw\b/i.test(asked.trim())
}

/** Every string of a JSON value the table knows, in Swahili. */
export function toSwahili<T>(value: T, keysAreText = false): T {
  if (typeof value === 'string') return translate(value) as T
  if (Array.isArray(value)) return value.map((v) => toSwahili(v)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [keysAreText ? translate(k) : k, toSwahili(v, TEXT_KEYS.has(k))])) as T
  return value
}

/** The hook (sandbox/kit.ts): a JSON answer to a request that asks for Swahili, in Swahili. */
export async function inRequestedLanguage(request: Request, response: Response): Promise<Response> {
  if (!wantsSwahili(request) || !(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.clone().text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return response
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(toSwahili(json)), { status: response.status, statusText: response.statusText, headers })
}
