import { defineMessages } from '@src/i18n/index'

/**
 * The names of the regions whose Swahili name differs from the English one: the Zanzibar regions
 * go by their official Swahili names. The value sent to the lender stays the English name
 * (regions.ts); only the label changes with the language.
 */
export const regionNames = defineMessages(
  {
    'Zanzibar Urban West': 'Zanzibar Urban West',
    'Zanzibar North': 'Zanzibar North',
    'Zanzibar South': 'Zanzibar South',
    'Pemba North': 'Pemba North',
    'Pemba South': 'Pemba South',
  },
  {
    'Zanzibar Urban West': 'Mjini Magharibi',
    'Zanzibar North': 'Kaskazini Unguja',
    'Zanzibar South': 'Kusini Unguja',
    'Pemba North': 'Kaskazini Pemba',
    'Pemba South': 'Kusini Pemba',
  },
)
