import { defineMessages } from '@src/i18n/index'

/** About us: marketing text plus the customer-service e-mail (SPEC 2). */
export const aboutText = defineMessages(
  {
    lead: 'With {appName}, small, short-term loans are simple for people in Tanzania: apply on your phone, get an answer in minutes and receive the money in your mobile wallet.',
    whoTitle: 'Who we are',
    whoBody:
      '{lender}, a lender based at {address}, runs {appName}. Our team in Dar es Salaam builds the app and answers your questions in English and Kiswahili.',
    offerTitle: 'What we offer',
    offerBody:
      'Loans from TZS 10,000, paid to M-Pesa, Tigo Pesa, Airtel Money, HaloPesa or your bank account.\n\nEvery fee and the total to repay are shown before you accept. You repay with mobile money, and you can repay early at any time.',
    promiseTitle: 'Our promise',
    promiseBody: 'No hidden charges. Respectful reminders, never threats. Your personal data is protected and never sold.',
    contactBody: 'Questions about a loan, a repayment or your account? Write to us and we will answer within 3 working days.',
  },
  {
    lead: 'Kupitia {appName}, mikopo midogo ya muda mfupi ni rahisi kwa watu wa Tanzania: omba kwa simu yako, pata jibu kwa dakika chache na upokee fedha kwenye pochi yako ya simu.',
    whoTitle: 'Sisi ni nani',
    whoBody:
      '{lender}, mkopeshaji aliye {address}, inaendesha {appName}. Timu yetu ya Dar es Salaam inajenga programu na kujibu maswali yako kwa Kiingereza na Kiswahili.',
    offerTitle: 'Tunachotoa',
    offerBody:
      'Mikopo kuanzia TZS 10,000, inayolipwa kwenye M-Pesa, Tigo Pesa, Airtel Money, HaloPesa au akaunti yako ya benki.\n\nKila ada na jumla ya kurejesha vinaonyeshwa kabla hujakubali. Unarejesha kwa pesa kwa simu, na unaweza kurejesha mapema wakati wowote.',
    promiseTitle: 'Ahadi yetu',
    promiseBody:
      'Hakuna gharama zilizofichwa. Vikumbusho vya heshima, kamwe si vitisho. Taarifa zako binafsi zinalindwa na haziuzwi kamwe.',
    contactBody: 'Una swali kuhusu mkopo, marejesho au akaunti yako? Tuandikie na tutajibu ndani ya siku 3 za kazi.',
  },
)
