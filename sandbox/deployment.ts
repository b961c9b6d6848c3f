import { DEFINE_WIRE, REC_WIRE } from './data/order.ts'
import { SANDBOX_VITALS_PATH } from './vitals.ts'

/** The id of the JSON data block the sandbox's servers put in every page; the app reads it under the same id. */
export const CONFIG_BLOCK_ID = 'app-config'

/**
 * The sandbox lender's deployment settings: made-up values that play a lender's, never the app's
 * defaults. The dev and preview servers hand them to the app as a host would, in a
 * JSON data block of every page (sandboxConfigBlock below, vitePlugin.ts); a production build
 * has none of them and says so. Tests that need them use `overrideConfig(sandboxDeployment)`.
 * Their type is what the sandbox writes: it shares none of the app's code, and deployment.test.ts
 * holds them to the app's `Deployment`, so a drift fails a test.
 */
export const sandboxDeployment = {
  // The sandbox lender's app; Swahili speakers know it by the same name.
  appName: { en: 'Mkopo Haraka', sw: 'Mkopo Haraka' },
  lender: {
    legalName: 'Mkopo Haraka Microfinance Ltd',
    address: 'Plot 12, Samora Avenue, Dar es Salaam, Tanzania',
    grievanceOfficer: 'Neema Mwakalinga',
    grievanceEmail: 'grievance@mkopoharaka.co.tz',
  },
  customerServicePhone: '+255 22 212 3456',
  customerServiceEmail: 'support@mkopoharaka.co.tz',
  schemeLink: 'mkopoharaka://app',
  appDownloadUrl: 'https://play.google.com/store/apps/details?id=tz.co.mkopoharaka',
  // The sandbox lender's checkout and website, and the payment partner's (order and repayment journeys).
  redirectAllowlist: ['https://pay.mkopoharaka.co.tz', 'https://www.mkopoharaka.co.tz', 'https://checkout.selcom.net'],
  payment: {
    provider: 'Selcom',
    businessNumber: '400200',
    ussd: [
      { wallet: 'M-Pesa', code: '*150*00#' },
      { wallet: 'Tigo Pesa', code: '*150*01#' },
      { wallet: 'Airtel Money', code: '*150*60#' },
      { wallet: 'HaloPesa', code: '*150*88#' },
    ],
    otherWalletItem: 'Selcom Pay',
    storeName: 'Selcom Huduma',
  },
  aliasGroups: {
    // The names the sandbox's loan-details and union-error-info answers use (data/order.ts).
    recProducts: { fields: { ...REC_WIRE }, paths: {} },
    // The sandbox's 'define' call: its path, fields and envelope.
    define: {
      fields: {
        moduleId: DEFINE_WIRE.moduleId,
        position: DEFINE_WIRE.position,
        linkId: DEFINE_WIRE.linkId,
        code: DEFINE_WIRE.code,
        data: DEFINE_WIRE.data,
        message: DEFINE_WIRE.message,
      },
      paths: { '/legacy/define': DEFINE_WIRE.path },
    },
  },
  siteUrl: 'https://www.mkopoharaka.co.tz',
  // Field measurement on: the sandbox records the beacons (vitals.ts), e2e reads them.
  vitalsUrl: SANDBOX_VITALS_PATH,
}

/**
 * The wire extras the sandbox lender turns on (docs/wire-extras.md): it answers in the borrower's
 * language from `lang` or Accept-Language, honours Idempotency-Key, records refused links and
 * recommended-product clicks under its own names, and says "session expired" with business codes
 * too. A production build sends none of them unless its deployment asks.
 */
export const sandboxWireExtras = {
  langParam: 'lang',
  acceptLanguage: true,
  idempotencyKey: true,
  linkRefusedPoint: 'link_refused',
  recModuleIds: { order: '31', union: '32' },
  sessionExpiry: { httpStatus: [401], codes: ['401', '-401', '100401'] },
}

/** Everything the sandbox's servers hand the app: its deployment details and its wire extras. */
export const sandboxConfig = { ...sandboxDeployment, ...sandboxWireExtras, sandboxControls: true }

/** The data block the sandbox's servers put in every page (the app reads it at start). */
export function sandboxConfigBlock(): string {
  // `<` escaped: the JSON sits inside a <script> element.
  return `<script type="application/json" id="${CONFIG_BLOCK_ID}">${JSON.stringify(sandboxConfig).replace(/</g, '\\u003c')}</script>`
}
