import { defineMessages } from '@src/i18n/index'

/** Customer service screen (SPEC 2). */
export const messages = defineMessages(
  {
    title: 'Customer service',
    intro: 'Our team is here to help with your loan, repayments and account.',
    telephone: 'Telephone',
    email: 'E-mail',
    callHint: 'Tap to call',
    emailHint: 'Tap to write to us',
    loadFailed: 'We could not load the latest contact details. You can still reach us here.',
  },
  {
    title: 'Huduma kwa wateja',
    intro: 'Timu yetu iko tayari kukusaidia kuhusu mkopo, marejesho na akaunti yako.',
    telephone: 'Simu',
    email: 'Barua pepe',
    callHint: 'Gusa kupiga simu',
    emailHint: 'Gusa kutuandikia',
    loadFailed: 'Hatukuweza kupakia mawasiliano mapya. Bado unaweza kutufikia hapa.',
  },
)
