import { defineMessages } from '@src/i18n/index'

/** The privacy policy (SPEC 2): long-form text with the lender's details and a grievance officer. */
export const privacyText = defineMessages(
  {
    intro:
      '{lender} ("we") runs {appName}. This policy explains what personal data we collect, why we need it, who we share it with and the rights you have. It applies to the app and to our website.',
    s1Title: 'Who we are',
    s1Body: 'The lender and controller of your data is {lender}, {address}. You can reach us at {email} or {phone}.',
    s2Title: 'What we collect',
    s2Body:
      'What you give us: your name, mobile number, national ID number, date of birth, address, work and income details, and the wallet or bank account we pay your loans to.\n\nWhat your phone tells us, only with your permission: the device model and identifiers and your approximate location. We use them to stop fraud and to assess applications.\n\nWhat happens with us: your applications, loans, repayments, complaints and messages with customer service.',
    s3Title: 'Why we use it',
    s3Body:
      'To confirm who you are, to assess your application, to pay out and collect loans, to prevent fraud, to send you service messages and reminders, and to meet our duties under Tanzanian law.',
    s4Title: 'Who we share it with',
    s4Body:
      'Mobile money operators and banks, to move your money. Licensed credit reference bureaus. Licensed collection agents, only for overdue loans. Regulators, courts and the police when the law requires it. Service providers working for us under contract. We never sell your data.',
    s5Title: 'How long we keep it',
    s5Body:
      'We keep your data while your account is open and for up to 5 years after it is closed, as the law requires. After that we delete it or make it anonymous.',
    s6Title: 'How we protect it',
    s6Body:
      'Your data travels encrypted and is stored on secured systems. Only staff who need it for their work can see it, and every access is logged.',
    s7Title: 'Your rights',
    s7Body:
      'You may ask for a copy of your data, ask us to correct it, withdraw a permission in your phone settings, and delete your account in the app once your loans are repaid. You may also complain to us or to the Personal Data Protection Commission.',
    s8Title: 'Children',
    s8Body: 'We do not lend to anyone under 18 and do not knowingly collect their data.',
    s9Title: 'Grievance officer',
    s9Body:
      'If you have a concern about your personal data, write to our grievance officer, {officer}, at {grievanceEmail}, or by post to {lender}, {address}. We confirm receipt within 3 working days and answer within 30 days.',
    s10Title: 'Changes to this policy',
    s10Body: 'When we change this policy we show the new version in the app before it applies.',
  },
  {
    intro:
      '{lender} ("sisi") inaendesha {appName}. Sera hii inaeleza taarifa binafsi tunazokusanya, kwa nini tunazihitaji, tunashirikiana nazo na nani, na haki ulizonazo. Inahusu programu na tovuti yetu.',
    s1Title: 'Sisi ni nani',
    s1Body: 'Mkopeshaji na msimamizi wa taarifa zako ni {lender}, {address}. Unaweza kutufikia kupitia {email} au {phone}.',
    s2Title: 'Tunachokusanya',
    s2Body:
      'Unachotupa: jina lako, namba ya simu, namba ya kitambulisho cha taifa, tarehe ya kuzaliwa, anwani, taarifa za kazi na kipato, na pochi au akaunti ya benki tunayolipia mikopo yako.\n\nSimu yako inachotueleza, kwa ruhusa yako tu: aina ya kifaa, vitambulisho vyake na mahali ulipo kwa makadirio. Tunavitumia kuzuia udanganyifu na kutathmini maombi.\n\nYanayotokea kwetu: maombi yako, mikopo, marejesho, malalamiko na mawasiliano na huduma kwa wateja.',
    s3Title: 'Kwa nini tunazitumia',
    s3Body:
      'Kuthibitisha utambulisho wako, kutathmini ombi lako, kulipa na kukusanya mikopo, kuzuia udanganyifu, kukutumia taarifa za huduma na vikumbusho, na kutimiza wajibu wetu chini ya sheria za Tanzania.',
    s4Title: 'Tunashirikiana nazo na nani',
    s4Body:
      'Kampuni za pesa kwa simu na benki, ili kuhamisha fedha zako. Taasisi za taarifa za mikopo zenye leseni. Mawakala wa ukusanyaji wenye leseni, kwa mikopo iliyochelewa tu. Wasimamizi, mahakama na polisi sheria inapotaka. Watoa huduma wanaofanya kazi kwetu kwa mkataba. Hatuuzi taarifa zako kamwe.',
    s5Title: 'Tunazihifadhi kwa muda gani',
    s5Body:
      'Tunahifadhi taarifa zako wakati akaunti yako iko wazi na hadi miaka 5 baada ya kufungwa, kama sheria inavyotaka. Baada ya hapo tunazifuta au kuzifanya zisimtambulishe mtu.',
    s6Title: 'Tunavyozilinda',
    s6Body:
      'Taarifa zako zinasafirishwa kwa usimbaji fiche na kuhifadhiwa kwenye mifumo salama. Ni wafanyakazi wanaozihitaji kwa kazi yao tu wanaoweza kuziona, na kila matumizi yanarekodiwa.',
    s7Title: 'Haki zako',
    s7Body:
      'Unaweza kuomba nakala ya taarifa zako, kutuomba tuzirekebishe, kuondoa ruhusa kwenye mipangilio ya simu yako, na kufuta akaunti yako kwenye programu baada ya kulipa mikopo yako. Unaweza pia kulalamika kwetu au kwa Tume ya Ulinzi wa Taarifa Binafsi.',
    s8Title: 'Watoto',
    s8Body: 'Hatukopeshi mtu yeyote mwenye umri chini ya miaka 18 na hatukusanyi taarifa zao kwa kujua.',
    s9Title: 'Afisa wa malalamiko',
    s9Body:
      'Kama una wasiwasi kuhusu taarifa zako binafsi, mwandikie afisa wetu wa malalamiko, {officer}, kupitia {grievanceEmail}, au kwa posta kwa {lender}, {address}. Tunathibitisha kupokea ndani ya siku 3 za kazi na kujibu ndani ya siku 30.',
    s10Title: 'Mabadiliko ya sera hii',
    s10Body: 'Tunapobadilisha sera hii tunaonyesha toleo jipya kwenye programu kabla halijaanza kutumika.',
  },
)

export const PRIVACY_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'] as const
