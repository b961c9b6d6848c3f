import { defineMessages } from '@src/i18n/index'

/** Delete account (SPEC 2, 4, 5, 8). The alerts and button labels are the spec's exact wording. */
export const messages = defineMessages(
  {
    title: 'Delete account',
    intro: 'Deleting your account removes your profile and you can no longer log in. Loans that are not repaid stay due.',
    phoneLabel: 'Phone number',
    phonePlaceholder: 'The number you registered with',
    sendCode: 'Send Verification Code',
    codeLabel: 'Verification code',
    codeHint: 'Enter the 6-digit code we sent by SMS.',
    confirm: 'Confirm Deletion',
    invalidPhone: 'Please enter a valid phone number.',
    codeSent: 'Verification code sent!',
    codeSentTo: 'We sent it by SMS to {phone}.',
    confirmTitle: 'Delete your account?',
    confirmText: 'This cannot be undone. Your account for {phone} will be deleted and you will be logged out.',
    confirmYes: 'Delete my account',
    done: 'Your account has been deleted.',
    backToLogin: 'Back to login',
    doubt:
      'We did not get the lender’s answer, so your account may already be deleted. Confirm Deletion stays off for up to {minutes} minutes. If the app no longer lets you log in with this number, it is deleted.',
    windowPassed:
      'After {minutes} minutes there is still no answer. If you can still log in with this number, your account was not deleted: you can confirm again, with a new code if this one is refused.',
  },
  {
    title: 'Futa akaunti',
    intro: 'Kufuta akaunti kunaondoa wasifu wako na hutaweza kuingia tena. Mikopo ambayo haijalipwa inaendelea kudaiwa.',
    phoneLabel: 'Namba ya simu',
    phonePlaceholder: 'Namba uliyojisajili nayo',
    sendCode: 'Tuma Msimbo wa Uthibitisho',
    codeLabel: 'Msimbo wa uthibitisho',
    codeHint: 'Weka msimbo wa tarakimu 6 tuliotuma kwa SMS.',
    confirm: 'Thibitisha Kufuta',
    invalidPhone: 'Tafadhali weka namba sahihi ya simu.',
    codeSent: 'Msimbo wa uthibitisho umetumwa!',
    codeSentTo: 'Tumeutuma kwa SMS kwenda {phone}.',
    confirmTitle: 'Futa akaunti yako?',
    confirmText: 'Hatua hii haiwezi kurudishwa. Akaunti yako ya {phone} itafutwa na utatolewa kwenye programu.',
    confirmYes: 'Futa akaunti yangu',
    done: 'Akaunti yako imefutwa.',
    backToLogin: 'Rudi kuingia',
    doubt:
      'Hatukupata jibu la mkopeshaji, kwa hiyo huenda akaunti yako tayari imefutwa. Thibitisha Kufuta kitabaki kimezimwa hadi dakika {minutes}. Kama programu haikuruhusu tena kuingia kwa namba hii, akaunti imefutwa.',
    windowPassed:
      'Baada ya dakika {minutes} bado hakuna jibu. Kama bado unaweza kuingia kwa namba hii, akaunti yako haikufutwa: unaweza kuthibitisha tena, kwa msimbo mpya kama huu utakataliwa.',
  },
)
