import { defineMessages } from '@src/i18n/index'

/**
 * The repayment texts of parts that open after a tap or an answer (the UTR form, the Pay Now
 * reminder, what a lost payment request's check says) and of what stops Pay Now (the amount, the
 * wallet): they load with those parts or when they are said, not with the pay pages' first paint.
 */
export const laterMessages = defineMessages(
  {
    utrHeading: 'Already paid?',
    utrHint: 'Enter the transaction ID from your wallet SMS (for example QK47HT2M9P) so we can match your payment.',
    utrLabel: 'Transaction ID',
    utrSubmit: 'Send transaction ID',
    utrEmpty: 'Please enter the transaction ID.',
    utrDone: 'Transaction ID received.',
    utrDoubt:
      'We did not get the lender’s answer, so your transaction ID may have been received. Sending stays off for up to {minutes} minutes while we check your repayment plan.',
    utrPassed: 'After {minutes} minutes your plan shows no change. Check that the ID matches your wallet’s message; you can send it again.',
    utrArrived: 'Your payment shows on your repayment plan.',
    reminderTitle: 'Reminder',
    reminderDefault: 'Your payment request has been sent. Please complete it on your phone.',
    enterAmount: 'Please enter the repayment amount.',
    amountNotAmount: 'Please enter an amount in shillings, e.g. 45,500.00.',
    amountAmbiguous: '"{input}" can be read more than one way. Please write "," between thousands and "." before cents, e.g. 1,000.50.',
    amountTooManyDecimals: 'An amount has at most two digits after the ".", e.g. 45,500.50.',
    amountBelowMin: 'The least you can pay here is {min}.',
    amountAboveMax: 'The most you can pay here is {max}. Please enter {max} or less.',
    walletInvalid: 'Please enter a wallet phone number, e.g. {example}.',
    enterWalletNumber: 'Please enter your wallet number.',
    chooseWalletFirst: 'Please choose a wallet.',
    payDoubt:
      'We did not get the lender’s answer, so a payment prompt may be on your phone. Check your phone and your wallet’s messages before you pay again. Pay Now stays off for up to {minutes} minutes while we check your repayment plan.',
    payArrived: 'Your payment shows on your repayment plan.',
    payWindowPassed:
      'After {minutes} minutes no payment shows on your plan. If you approved a payment prompt, wait for your wallet’s message before you pay again; otherwise you can tap Pay Now again.',
    checkAgain: 'Check again',
  },
  {
    utrHeading: 'Umeshalipa?',
    utrHint: 'Weka namba ya muamala kutoka kwenye SMS ya pochi yako (kwa mfano QK47HT2M9P) ili tulinganishe malipo yako.',
    utrLabel: 'Namba ya muamala',
    utrSubmit: 'Tuma namba ya muamala',
    utrEmpty: 'Tafadhali weka namba ya muamala.',
    utrDone: 'Namba ya muamala imepokelewa.',
    utrDoubt:
      'Hatukupata jibu la mkopeshaji, kwa hiyo huenda namba yako ya muamala imepokelewa. Kutuma kumezimwa hadi dakika {minutes} tunapokagua mpango wako wa marejesho.',
    utrPassed:
      'Baada ya dakika {minutes} mpango wako hauonyeshi mabadiliko. Hakikisha namba inalingana na ujumbe wa pochi yako; unaweza kuituma tena.',
    utrArrived: 'Malipo yako yanaonekana kwenye mpango wako wa marejesho.',
    reminderTitle: 'Kikumbusho',
    reminderDefault: 'Ombi lako la malipo limetumwa. Tafadhali likamilishe kwenye simu yako.',
    enterAmount: 'Tafadhali weka kiasi cha kurejesha.',
    amountNotAmount: 'Tafadhali weka kiasi kwa shilingi, mfano 45,500.00.',
    amountAmbiguous:
      '"{input}" kinaweza kusomeka kwa njia zaidi ya moja. Tafadhali andika "," kati ya maelfu na "." kabla ya senti, mfano 1,000.50.',
    amountTooManyDecimals: 'Kiasi kina tarakimu mbili tu baada ya ".", mfano 45,500.50.',
    amountBelowMin: 'Kiasi cha chini unachoweza kulipa hapa ni {min}.',
    amountAboveMax: 'Kiasi cha juu unachoweza kulipa hapa ni {max}. Tafadhali weka {max} au pungufu.',
    walletInvalid: 'Tafadhali weka namba ya simu ya pochi, mfano {example}.',
    enterWalletNumber: 'Tafadhali weka namba ya pochi yako.',
    chooseWalletFirst: 'Tafadhali chagua pochi.',
    payDoubt:
      'Hatukupata jibu la mkopeshaji, kwa hiyo huenda ombi la malipo liko kwenye simu yako. Angalia simu yako na ujumbe wa pochi yako kabla ya kulipa tena. Lipa Sasa imezimwa hadi dakika {minutes} tunapoangalia mpango wako wa marejesho.',
    payArrived: 'Malipo yako yanaonekana kwenye mpango wako wa marejesho.',
    payWindowPassed:
      'Baada ya dakika {minutes} hakuna malipo yanayoonekana kwenye mpango wako. Kama uliidhinisha ombi la malipo, subiri ujumbe wa pochi yako kabla ya kulipa tena; vinginevyo unaweza kubonyeza Lipa Sasa tena.',
    checkAgain: 'Angalia tena',
  },
)
