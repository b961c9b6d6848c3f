import { defineMessages } from '@src/i18n/index'

/**
 * The loan agreement, sections A to R (SPEC 2). Paragraphs are separated by a blank line.
 * The legal terms of SPEC 9 appear word for word in English: minimum loan TZS 10,000; late
 * penalty 10 percent per month on the outstanding amount plus overdue fees by days; fraud
 * reported within 24 hours; 21 days' termination notice; termination after 12 months of
 * inactivity; data kept up to 5 years after closure; minimum age 18.
 */
export const agreementText = defineMessages(
  {
    intro:
      'This agreement is between you, the borrower, and {lender} ("we", "us"), the lender behind {appName}. Please read it before you accept a loan. When you accept a loan in the app, you agree to these terms.',
    aTitle: 'Definitions',
    aBody:
      '"App" means {appName}: the mobile app and its website. "Loan" means the money we pay out to you under this agreement. "Outstanding amount" means the unpaid principal, interest and fees of your loan. "Wallet" means the mobile money account (M-Pesa, Tigo Pesa, Airtel Money or HaloPesa) or bank account you registered in the app.',
    bTitle: 'Who can borrow',
    bBody:
      'To borrow you must be at least 18 years old, live in Tanzania, hold a valid national ID (NIDA) and use a mobile number registered in your own name. We may ask for more information to confirm who you are.',
    cTitle: 'Your account',
    cBody:
      'Keep your phone, PIN and verification codes secret. Anything done in the app with your codes is treated as done by you. Tell us at once if you think someone else has used your account.',
    dTitle: 'Applying for a loan',
    dBody:
      'You apply in the app. We decide each application on the information you give us and on our credit assessment. We may offer a lower amount than you asked for, or decline an application.',
    eTitle: 'Loan amount and term',
    eBody:
      'The minimum loan is TZS 10,000. The maximum amount, the term and the number of installments are shown in the app before you accept, and may differ from one loan to the next.',
    fTitle: 'Interest and fees',
    fBody:
      'The interest, the service fee and any other charge for your loan are shown in the app before you accept it, together with the total amount to repay and the due date. We never charge a fee that was not shown to you first.',
    gTitle: 'Payout',
    gBody:
      'Once you accept, we send the loan to your registered wallet. The loan starts on the day the money is sent. If the payout fails, we tell you and you owe nothing.',
    hTitle: 'Repayment',
    hBody:
      'Repay the total amount by the due date shown in the app. You may repay early at any time, in full or in part, with the repayment options in the app.\n\nYour payments are used first for fees, then for interest, then for the principal.',
    iTitle: 'Late payment',
    iBody:
      'If you do not repay on time, a late penalty of 10 percent per month is charged on the outstanding amount, plus overdue fees by days: a fee for each day the loan stays overdue, shown in the app.\n\nWe remind you by SMS and in the app before and after the due date.',
    jTitle: 'Rollover',
    jBody:
      'Where the app offers it, you may pay a deferral fee to move your due date. The new due date and the fee are shown before you pay.',
    kTitle: 'Collection',
    kBody:
      'If a loan stays unpaid, we may contact you by phone, SMS or e-mail to collect it, respectfully and at reasonable hours. We may use a licensed collection agent and report unpaid loans to licensed credit reference bureaus.',
    lTitle: 'Fraud',
    lBody:
      'If you see a loan or payment you did not make, or you suspect fraud, report it to us within 24 hours at {email} or {phone}. We will look into it and keep you informed.',
    mTitle: 'Your data',
    mBody:
      'We collect and use your information as our Privacy Policy describes. Your data is kept up to 5 years after the closure of your account, as the law requires, and is then deleted or anonymised.',
    nTitle: 'Messages to you',
    nBody: 'We send notices to the mobile number and e-mail address registered in the app. Keep them up to date.',
    oTitle: 'Changes to this agreement',
    oBody:
      'We may change these terms. We will tell you in the app before a change takes effect. A change never affects a loan you have already accepted.',
    pTitle: 'Ending this agreement',
    pBody:
      "You may close your account at any time once every loan is repaid. We may end this agreement by giving you 21 days' notice, and we may close an account after 12 months of inactivity. Closing an account does not cancel any amount you still owe.",
    qTitle: 'Complaints',
    qBody:
      'If you are not happy with our service, use the complaint page in the app or write to {email}. We reply within 3 working days. If you are still not satisfied, you may contact the Bank of Tanzania.',
    rTitle: 'Applicable law',
    rBody: 'This agreement is governed by the laws of the United Republic of Tanzania. The lender is {lender}, {address}.',
  },
  {
    intro:
      'Mkataba huu ni kati yako, mkopaji, na {lender} ("sisi"), mkopeshaji anayeendesha {appName}. Tafadhali usome kabla ya kukubali mkopo. Unapokubali mkopo ndani ya programu, unakubali masharti haya.',
    aTitle: 'Maana ya maneno',
    aBody:
      '"Programu" ni {appName}: programu ya simu na tovuti yake. "Mkopo" ni fedha tunazokulipa chini ya mkataba huu. "Kiasi kinachodaiwa" ni mtaji, riba na ada za mkopo wako ambazo bado hazijalipwa. "Pochi" ni akaunti ya pesa kwa simu (M-Pesa, Tigo Pesa, Airtel Money au HaloPesa) au akaunti ya benki uliyosajili kwenye programu.',
    bTitle: 'Nani anaweza kukopa',
    bBody:
      'Ili kukopa lazima uwe na umri wa angalau miaka 18, uishi Tanzania, uwe na kitambulisho halali cha taifa (NIDA) na utumie namba ya simu iliyosajiliwa kwa jina lako. Tunaweza kukuomba taarifa zaidi ili kuthibitisha utambulisho wako.',
    cTitle: 'Akaunti yako',
    cBody:
      'Tunza siri simu yako, PIN na misimbo ya uthibitisho. Chochote kinachofanywa kwenye programu kwa misimbo yako kinahesabiwa kuwa kimefanywa na wewe. Tuambie mara moja ukidhani mtu mwingine ametumia akaunti yako.',
    dTitle: 'Kuomba mkopo',
    dBody:
      'Unaomba kupitia programu. Tunaamua kila ombi kwa taarifa unazotupa na kwa tathmini yetu ya mkopo. Tunaweza kukupa kiasi kidogo kuliko ulichoomba, au kukataa ombi.',
    eTitle: 'Kiasi na muda wa mkopo',
    eBody:
      'Mkopo wa chini kabisa ni TZS 10,000. Kiasi cha juu, muda na idadi ya awamu vinaonyeshwa kwenye programu kabla hujakubali, na vinaweza kutofautiana kati ya mkopo mmoja na mwingine.',
    fTitle: 'Riba na ada',
    fBody:
      'Riba, ada ya huduma na gharama nyingine yoyote ya mkopo wako vinaonyeshwa kwenye programu kabla hujakubali, pamoja na jumla ya kulipa na tarehe ya mwisho. Hatutozi ada yoyote ambayo hukuonyeshwa kwanza.',
    gTitle: 'Kulipwa mkopo',
    gBody:
      'Ukishakubali, tunatuma mkopo kwenye pochi uliyosajili. Mkopo unaanza siku fedha zinapotumwa. Malipo yakishindikana, tunakujulisha na hudaiwi chochote.',
    hTitle: 'Kurejesha mkopo',
    hBody:
      'Rejesha jumla ya kiasi kufikia tarehe ya mwisho inayoonyeshwa kwenye programu. Unaweza kurejesha mapema wakati wowote, kwa ukamilifu au sehemu, kwa njia za kurejesha zilizo kwenye programu.\n\nMalipo yako yanatumika kwanza kwa ada, kisha kwa riba, kisha kwa mtaji.',
    iTitle: 'Kuchelewa kulipa',
    iBody:
      'Usiporejesha kwa wakati, adhabu ya kuchelewa ya asilimia 10 kwa mwezi inatozwa juu ya kiasi kinachodaiwa, pamoja na ada za kuchelewa kwa siku: ada kwa kila siku mkopo unapochelewa, inayoonyeshwa kwenye programu.\n\nTunakukumbusha kwa SMS na ndani ya programu kabla na baada ya tarehe ya mwisho.',
    jTitle: 'Kuongeza muda',
    jBody:
      'Pale programu inapotoa huduma hii, unaweza kulipa ada ya kuongeza muda ili kusogeza tarehe ya mwisho. Tarehe mpya na ada vinaonyeshwa kabla hujalipa.',
    kTitle: 'Ukusanyaji wa madeni',
    kBody:
      'Mkopo usipolipwa, tunaweza kuwasiliana nawe kwa simu, SMS au barua pepe ili kuukusanya, kwa heshima na kwa saa zinazofaa. Tunaweza kutumia wakala wa ukusanyaji mwenye leseni na kuripoti mikopo isiyolipwa kwa taasisi za taarifa za mikopo zenye leseni.',
    lTitle: 'Udanganyifu',
    lBody:
      'Ukiona mkopo au malipo ambayo hukufanya, au ukishuku udanganyifu, tuarifu ndani ya saa 24 kupitia {email} au {phone}. Tutalichunguza na kukujulisha.',
    mTitle: 'Taarifa zako',
    mBody:
      'Tunakusanya na kutumia taarifa zako kama Sera yetu ya Faragha inavyoeleza. Taarifa zako zinahifadhiwa hadi miaka 5 baada ya akaunti yako kufungwa, kama sheria inavyotaka, kisha zinafutwa au kufanywa zisizomtambulisha mtu.',
    nTitle: 'Taarifa kwako',
    nBody: 'Tunatuma taarifa kwa namba ya simu na barua pepe zilizosajiliwa kwenye programu. Hakikisha ziko sahihi.',
    oTitle: 'Mabadiliko ya mkataba huu',
    oBody:
      'Tunaweza kubadilisha masharti haya. Tutakujulisha kwenye programu kabla mabadiliko hayajaanza. Mabadiliko hayaathiri mkopo ambao tayari umeukubali.',
    pTitle: 'Kusitisha mkataba huu',
    pBody:
      'Unaweza kufunga akaunti yako wakati wowote baada ya kulipa mikopo yote. Tunaweza kusitisha mkataba huu kwa kukupa taarifa ya siku 21, na tunaweza kufunga akaunti baada ya miezi 12 bila matumizi. Kufunga akaunti hakufuti kiasi chochote unachodaiwa bado.',
    qTitle: 'Malalamiko',
    qBody:
      'Kama huridhiki na huduma yetu, tumia ukurasa wa malalamiko kwenye programu au tuandikie {email}. Tunajibu ndani ya siku 3 za kazi. Kama bado huridhiki, unaweza kuwasiliana na Benki Kuu ya Tanzania.',
    rTitle: 'Sheria inayotumika',
    rBody: 'Mkataba huu unaongozwa na sheria za Jamhuri ya Muungano wa Tanzania. Mkopeshaji ni {lender}, {address}.',
  },
)

/** Section letters A to R, in order. */
export const AGREEMENT_SECTIONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r'] as const
