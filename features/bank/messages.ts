import { defineMessages } from '@src/i18n/index'

/** Bank card page strings; the title is the spec's wording ('Next' comes from the shared catalogue). */
export const messages = defineMessages(
  {
    title: 'Payment account information',
    loadingText: 'Loading your account form…',
    loadFailed: 'The account form could not be loaded.',
    empty: 'There is nothing to fill in right now.',
    cardTypeLabel: 'Account type',
    pleaseSelect: 'Please select',
    missingText: 'Please enter {field}',
    missingChoice: 'Please select {field}',
    phoneInvalid: '{field} must have 10 or 11 digits',
    cardInvalid: '{field} must have 10 to 19 digits',
    saved: 'Your payment account is saved',
  },
  {
    title: 'Taarifa za akaunti ya malipo',
    loadingText: 'Inapakia fomu ya akaunti yako…',
    loadFailed: 'Fomu ya akaunti haikuweza kupakiwa.',
    empty: 'Hakuna cha kujaza kwa sasa.',
    cardTypeLabel: 'Aina ya akaunti',
    pleaseSelect: 'Tafadhali chagua',
    missingText: 'Tafadhali jaza {field}',
    missingChoice: 'Tafadhali chagua {field}',
    phoneInvalid: '{field} lazima iwe na tarakimu 10 au 11',
    cardInvalid: '{field} lazima iwe na tarakimu 10 hadi 19',
    saved: 'Akaunti yako ya malipo imehifadhiwa',
  },
)
