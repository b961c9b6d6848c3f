import { defineMessages } from '@src/i18n/index'

/**
 * The repayment texts of parts that open after a tap or an answer (the UTR form, the Pay Now
 * reminder): they load with those parts, not with the pay pages' first paint.
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
  },
)
