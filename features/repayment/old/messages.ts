import { defineMessages } from '@src/i18n/index'

/** The old bank-card repayment flow (SPEC 2, 4, 5, 8). English keeps the spec's wording. */
export const oldMessages = defineMessages(
  {
    title: 'Repayment',
    verifyTitle: 'Verification',
    amount: 'Amount to repay',
    chooseWay: 'Choose how to pay',
    alipay: 'Alipay',
    noCards: 'No bank card is linked to your account yet.',
    repayNow: 'Pay Now',
    selectCardFirst: 'Please select a bank card first',
    processingFailed: 'processing failed',
    unsafeLink: 'This payment link cannot be opened. Please contact customer service.',
    redirecting: 'Opening the payment page…',
    verifyIntro: 'Enter the 6-digit code we sent by SMS to the phone number linked to your bank card.',
    codeLabel: 'Verification code',
    resend: 'Resend code',
    codeSent: 'A new code has been sent.',
    wrongLength: 'please enter the correct verification code',
    codeError: 'verification code error',
    twice: 'do not submit the payment request twice',
    missingStep: 'This verification step has expired. Please start the repayment again.',
    missingOrder: 'This page needs an order. Please open it again from your loan.',
    missingAmount: 'The repayment amount is missing. Please open this page again from your loan.',
    doubt:
      'We did not get the lender’s answer, so your payment may be in progress. Check your bank’s messages and your loan before you pay again. This button stays off for up to {minutes} minutes.',
    windowPassed:
      'After {minutes} minutes there is still no answer. If your loan and your bank’s messages show no payment, you can pay again.',
  },
  {
    title: 'Marejesho',
    verifyTitle: 'Uthibitisho',
    amount: 'Kiasi cha kurejesha',
    chooseWay: 'Chagua njia ya kulipa',
    alipay: 'Alipay',
    noCards: 'Bado hakuna kadi ya benki iliyounganishwa na akaunti yako.',
    repayNow: 'Lipa Sasa',
    selectCardFirst: 'Tafadhali chagua kadi ya benki kwanza',
    processingFailed: 'imeshindikana kuchakata',
    unsafeLink: 'Kiungo hiki cha malipo hakiwezi kufunguliwa. Tafadhali wasiliana na huduma kwa wateja.',
    redirecting: 'Inafungua ukurasa wa malipo…',
    verifyIntro: 'Weka namba ya tarakimu 6 tuliyotuma kwa SMS kwenye simu iliyounganishwa na kadi yako ya benki.',
    codeLabel: 'Namba ya uthibitisho',
    resend: 'Tuma namba tena',
    codeSent: 'Namba mpya imetumwa.',
    wrongLength: 'tafadhali weka namba sahihi ya uthibitisho',
    codeError: 'namba ya uthibitisho si sahihi',
    twice: 'usitume ombi la malipo mara mbili',
    missingStep: 'Hatua hii ya uthibitisho imepitwa na muda. Tafadhali anza marejesho upya.',
    missingOrder: 'Ukurasa huu unahitaji oda. Tafadhali ufungue tena kutoka kwenye mkopo wako.',
    missingAmount: 'Kiasi cha kurejesha hakipo. Tafadhali fungua ukurasa huu tena kutoka kwenye mkopo wako.',
    doubt:
      'Hatukupata jibu la mkopeshaji, kwa hiyo huenda malipo yako yanaendelea. Angalia ujumbe wa benki yako na mkopo wako kabla ya kulipa tena. Kitufe hiki kimezimwa hadi dakika {minutes}.',
    windowPassed:
      'Baada ya dakika {minutes} bado hakuna jibu. Kama mkopo wako na ujumbe wa benki yako havionyeshi malipo, unaweza kulipa tena.',
  },
)
