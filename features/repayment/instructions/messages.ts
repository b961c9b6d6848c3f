import { defineMessages } from '@src/i18n/index'

/**
 * Payment-provider instructions page (SPEC 2): bills feature, another wallet, offline stores.
 * No payment number lives here: provider, business number, USSD codes and store name come from
 * config.payment ({placeholders}); a step whose value is not configured is hidden. The pictures
 * (../assets) carry no words or numbers either: every number is this text, in the page's language.
 */
export const instructionMessages = defineMessages(
  {
    title: 'How to pay',
    intro:
      'You can repay your loan through our payment partner {provider} with your reference number (the repayment code shown in the app).',
    introGeneric: 'You can repay your loan with your reference number (the repayment code shown in the app).',
    yourReference: 'Your reference number',
    copy: 'Copy',
    billsHeading: 'Pay with your wallet’s bills feature',
    bills1: 'Open your wallet menu: {menus}.',
    bills1Generic: 'Open your wallet menu.',
    bills2: 'Choose “Pay bills” (Lipa Bili).',
    bills3: 'Enter the business number {number} ({name}).',
    bills4: 'Enter your reference number as the reference.',
    bills5: 'Enter the amount and your PIN, then confirm. Keep the confirmation SMS.',
    billsImage: 'Wallet menu with Pay bills selected',
    otherHeading: 'Pay from another wallet',
    other1: 'You may pay from any wallet, not only the one linked to your loan.',
    other2: 'In that wallet choose “Pay bills”, then “{item}”.',
    other3: 'Enter your reference number as the payment number.',
    other4: 'Check that the name shown is {name}, then enter the amount and your PIN.',
    otherImage: 'Paying from another wallet',
    storeHeading: 'Pay at a shop or agent',
    store1: 'Go to any shop or agent with the {store} sign.',
    store2: 'Say you are paying {name} and give your reference number.',
    store3: 'Pay the amount in cash and check the receipt shows your reference number.',
    store4: 'Keep the receipt until the payment shows in the app, usually within 30 minutes.',
    storeImage: 'Payment agent and receipt',
    askCustomerService:
      'Some payment details (such as the business number or the agent to look for) are not shown here. Please ask customer service on {phone} before you pay.',
    askCustomerServiceNoPhone:
      'Some payment details (such as the business number or the agent to look for) are not shown here. Please ask customer service before you pay.',
    enlarge: 'Enlarge image: {name}',
    closeImage: 'Close the image',
  },
  {
    title: 'Jinsi ya kulipa',
    intro:
      'Unaweza kurejesha mkopo wako kupitia mshirika wetu wa malipo {provider} kwa namba yako ya kumbukumbu (namba ya malipo inayoonekana kwenye programu).',
    introGeneric: 'Unaweza kurejesha mkopo wako kwa namba yako ya kumbukumbu (namba ya malipo inayoonekana kwenye programu).',
    yourReference: 'Namba yako ya kumbukumbu',
    copy: 'Nakili',
    billsHeading: 'Lipa kwa huduma ya bili ya pochi yako',
    bills1: 'Fungua menyu ya pochi yako: {menus}.',
    bills1Generic: 'Fungua menyu ya pochi yako.',
    bills2: 'Chagua “Lipa Bili”.',
    bills3: 'Weka namba ya biashara {number} ({name}).',
    bills4: 'Weka namba yako ya kumbukumbu kama kumbukumbu.',
    bills5: 'Weka kiasi na PIN yako, kisha thibitisha. Hifadhi SMS ya uthibitisho.',
    billsImage: 'Menyu ya pochi ikiwa Lipa Bili imechaguliwa',
    otherHeading: 'Lipa kutoka pochi nyingine',
    other1: 'Unaweza kulipa kutoka pochi yoyote, si ile tu iliyounganishwa na mkopo wako.',
    other2: 'Kwenye pochi hiyo chagua “Lipa Bili”, kisha “{item}”.',
    other3: 'Weka namba yako ya kumbukumbu kama namba ya malipo.',
    other4: 'Hakikisha jina linaloonekana ni {name}, kisha weka kiasi na PIN yako.',
    otherImage: 'Kulipa kutoka pochi nyingine',
    storeHeading: 'Lipa dukani au kwa wakala',
    store1: 'Nenda dukani au kwa wakala yeyote mwenye bango la {store}.',
    store2: 'Sema unalipa {name} na utoe namba yako ya kumbukumbu.',
    store3: 'Lipa kiasi kwa fedha taslimu na hakikisha risiti inaonyesha namba yako ya kumbukumbu.',
    store4: 'Hifadhi risiti hadi malipo yaonekane kwenye programu, kwa kawaida ndani ya dakika 30.',
    storeImage: 'Wakala wa malipo na risiti',
    askCustomerService:
      'Baadhi ya maelezo ya malipo (kama namba ya biashara au wakala wa kutafuta) hayaonyeshwi hapa. Tafadhali uliza huduma kwa wateja kwa {phone} kabla ya kulipa.',
    askCustomerServiceNoPhone:
      'Baadhi ya maelezo ya malipo (kama namba ya biashara au wakala wa kutafuta) hayaonyeshwi hapa. Tafadhali uliza huduma kwa wateja kabla ya kulipa.',
    enlarge: 'Kuza picha: {name}',
    closeImage: 'Funga picha',
  },
)
