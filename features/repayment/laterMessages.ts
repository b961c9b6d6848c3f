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
    reminderTitle: 'Kikumbusho',
    reminderDefault: 'Ombi lako la malipo limetumwa. Tafadhali likamilishe kwenye simu yako.',
  },
)
