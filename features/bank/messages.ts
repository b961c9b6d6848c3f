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
    // Each error beside its field, all at once, in sentence case (the label names the field).
    missingText: 'Please fill this in.',
    missingChoice: 'Please choose one.',
    phoneInvalid: 'This is not a mobile number. Enter it like {example}.',
    digitsExact: 'Enter {n} digits. You entered {count}.',
    digitsRange: 'Enter {min} to {max} digits. You entered {count}.',
    checkFields: 'Please check these fields: {fields}.',
    notSaved: 'Not saved',
    saveDoubt:
      'We did not get the lender’s answer, so your account may be saved. Next stays off for up to {minutes} minutes while we check the account on file.',
    savePassed:
      'After {minutes} minutes we still cannot tell whether your account is saved. Check the details above, then tap Next to save them again.',
    saved: 'Your payment account is saved',
    savedIntro: 'Your loan will be paid to this account.',
    savedHome: 'Go to the home page',
    savedEdit: 'Change these details',
  },
  {
    title: 'Taarifa za akaunti ya malipo',
    loadingText: 'Inapakia fomu ya akaunti yako…',
    loadFailed: 'Fomu ya akaunti haikuweza kupakiwa.',
    empty: 'Hakuna cha kujaza kwa sasa.',
    cardTypeLabel: 'Aina ya akaunti',
    pleaseSelect: 'Tafadhali chagua',
    missingText: 'Tafadhali jaza sehemu hii.',
    missingChoice: 'Tafadhali chagua kimoja.',
    phoneInvalid: 'Hii si namba ya simu ya mkononi. Iandike kama {example}.',
    digitsExact: 'Weka tarakimu {n}. Umeweka {count}.',
    digitsRange: 'Weka tarakimu {min} hadi {max}. Umeweka {count}.',
    checkFields: 'Tafadhali angalia sehemu hizi: {fields}.',
    notSaved: 'Haijahifadhiwa',
    saveDoubt:
      'Hatukupata jibu la mkopeshaji, kwa hiyo huenda akaunti yako imehifadhiwa. Kitufe cha Endelea kitabaki kimezimwa hadi dakika {minutes} tunapokagua akaunti iliyohifadhiwa.',
    savePassed:
      'Baada ya dakika {minutes} bado hatujui kama akaunti yako imehifadhiwa. Kagua taarifa zilizo hapo juu, kisha gusa Endelea kuzihifadhi tena.',
    saved: 'Akaunti yako ya malipo imehifadhiwa',
    savedIntro: 'Mkopo wako utalipwa kwenye akaunti hii.',
    savedHome: 'Nenda ukurasa wa mwanzo',
    savedEdit: 'Badilisha taarifa hizi',
  },
)
