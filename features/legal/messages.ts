import { defineMessages } from '@src/i18n/index'

/** Titles and labels of the legal pages; the long texts live in about/, privacy/ and agreement/. */
export const messages = defineMessages(
  {
    aboutTitle: 'About us',
    privacyTitle: 'Privacy Policy',
    agreementTitle: 'Loan Agreement',
    agreementHeading: '{appName} Loan Agreement',
    agreementHeadingPlain: 'Loan Agreement',
    contents: 'Contents',
    contactHeading: 'Contact us',
    csEmail: 'Customer service e-mail',
  },
  {
    aboutTitle: 'Kuhusu sisi',
    privacyTitle: 'Sera ya Faragha',
    agreementTitle: 'Mkataba wa Mkopo',
    agreementHeading: 'Mkataba wa Mkopo wa {appName}',
    agreementHeadingPlain: 'Mkataba wa Mkopo',
    contents: 'Yaliyomo',
    contactHeading: 'Wasiliana nasi',
    csEmail: 'Barua pepe ya huduma kwa wateja',
  },
)
