import { defineMessages } from '@src/i18n/index'

/**
 * The repayment code pages' own words (/repaymentOfCode, /repaymentOfCode2), apart from the
 * repayment catalogue so the installment and rollover screens do not carry them.
 */
export const codeMessages = defineMessages(
  {
    codeTitle: 'Repayment code',
    repaymentCode: 'Repayment code',
    contractNumber: 'Contract number',
    copyCode: 'Copy',
    amountToPay: 'Amount to pay',
    totalPayment: 'Total payment',
    channelImage: 'Payment channel',
    providerLogo: 'Payment provider',
    scanTitle: 'Scan and pay',
    qrLabel: 'QR code of pay code {code}',
    qrTooLong: 'This pay code is too long for a QR code. Pay with the code: {code}',
    scanTip1: 'Open your wallet app and choose Scan QR (Lipa kwa QR).',
    scanTip2: 'Scan this code and check the amount and the merchant name.',
    scanTip3: 'Enter your PIN to confirm and keep the confirmation SMS.',
    codeTips: 'Use this code as the reference number when you pay from your wallet or at an agent.',
    missingCode: 'No repayment code was given. Please go back and tap Pay Now again.',
    missingInfo: 'We could not find your repayment details. Please go back and tap Pay Now again.',
    stepsHeading: 'How to pay',
    channels: 'Payment channels',
    savedAt: 'Generated {time}',
    otherBorrowerInfo:
      'These repayment details belong to another loan or account, so they are not shown. Please go back and tap Pay Now again.',
    openFromApp:
      'This link was not opened from the app, so no repayment code is shown. To pay, open your repayment page and tap Pay Now: the app then shows your own code.',
    goToRepay: 'Go to my repayment',
  },
  {
    codeTitle: 'Namba ya malipo',
    repaymentCode: 'Namba ya malipo',
    contractNumber: 'Namba ya mkataba',
    copyCode: 'Nakili',
    amountToPay: 'Kiasi cha kulipa',
    totalPayment: 'Jumla ya malipo',
    channelImage: 'Njia ya malipo',
    providerLogo: 'Mtoa huduma ya malipo',
    scanTitle: 'Skani na ulipe',
    qrLabel: 'Msimbo wa QR wa namba ya malipo {code}',
    qrTooLong: 'Namba hii ya malipo ni ndefu mno kwa msimbo wa QR. Lipa kwa namba: {code}',
    scanTip1: 'Fungua programu ya pochi yako na uchague Skani QR (Lipa kwa QR).',
    scanTip2: 'Skani msimbo huu na uhakiki kiasi na jina la mfanyabiashara.',
    scanTip3: 'Weka PIN yako kuthibitisha na uhifadhi SMS ya uthibitisho.',
    codeTips: 'Tumia namba hii kama namba ya kumbukumbu unapolipa kutoka kwenye pochi yako au kwa wakala.',
    missingCode: 'Hakuna namba ya malipo iliyotolewa. Tafadhali rudi na ubonyeze Lipa Sasa tena.',
    missingInfo: 'Hatukupata maelezo ya malipo yako. Tafadhali rudi na ubonyeze Lipa Sasa tena.',
    stepsHeading: 'Jinsi ya kulipa',
    channels: 'Njia za malipo',
    savedAt: 'Imetolewa {time}',
    otherBorrowerInfo:
      'Maelezo haya ya malipo ni ya mkopo au akaunti nyingine, kwa hiyo hayaonyeshwi. Tafadhali rudi nyuma na ubonyeze Lipa Sasa tena.',
    openFromApp:
      'Kiungo hiki hakikufunguliwa kutoka kwenye programu, kwa hiyo hakuna namba ya malipo inayoonyeshwa. Ili kulipa, fungua ukurasa wako wa malipo na ubonyeze Lipa Sasa: programu itaonyesha namba yako mwenyewe.',
    goToRepay: 'Nenda kwenye malipo yangu',
  },
)
