// A relative import with its extension: vite.config.ts loads this file through the prerender plugin, outside the @src alias.
import { type QueryValue, toQueryString } from '../lib/query.ts'

/**
 * Named targets -> paths. Every navigation goes through here, never a string literal in a
 * screen. Paths the spec gives keep its exact spelling.
 */
export const paths = {
  siteHome: '/',
  siteAbout: '/About',
  sitePolicy: '/Policy',
  siteLoan: '/Loan',
  siteFeedback: '/Feedback',
  testPreview: '/testPreview',
  repaymentOfCode: '/repaymentOfCode',
  repaymentOfCode2: '/repaymentOfCode2',
  deleteAccount: '/clearingDeletingAccount',
  complaint: '/complaint',
  complaintNext: '/complainPageNext',
  complaintList: '/complaintList',
  complaintDetails: '/complainDetails',
  loanDetail: '/loanDetail',
  order: '/order',
  loanConfirm: '/loanConfirm',
  loanConfirmLegacy: '/loanConfirmLegacy',
  repay: '/repay',
  repayDelay: '/repayDelay',
  paymentInstructions: '/paymentInstructions',
  bindBank: '/bindBank',
  customerService: '/customerService',
  aboutUs: '/aboutUs',
  privacyPolicy: '/privacyPolicy',
  loanAgreement: '/loanAgreement',
  unionLoginFailed: '/unionLoginFailed',
  oldRepay: '/oldRepay',
  oldRepayVerify: '/oldRepay/verify',
  promotion: '/promotion',
  error: '/error',
} as const

export type Target = keyof typeof paths

/** Screens that live in the native app, reached through the bridge's go-to-page action. */
export const nativeTargets = [
  'setting',
  'main',
  'login',
  'productDetail',
  'citySelect',
  'day',
  'public',
  'personal',
  'job',
  'ext',
  'bank',
  'enum',
  'txt',
  'recommendList',
  'ynRepay',
  'ynRepayChoose',
  'productUrl',
  'orderUrl',
] as const
export type NativeTarget = (typeof nativeTargets)[number]

export function isNativeTarget(name: string): name is NativeTarget {
  return (nativeTargets as readonly string[]).includes(name)
}

/** The path of a target with a query string (empty values are left out). */
export function pathTo(target: Target, query: Record<string, QueryValue> = {}): string {
  const s = toQueryString(query, { omitEmpty: true })
  return s ? `${paths[target]}?${s}` : paths[target]
}
