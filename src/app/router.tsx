import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { inLang } from '@src/public/inLang'
import { publicPaths } from '@src/public/pages'
import { LoadingState } from '@src/ui/States'
import { AppShell, BorrowerGate } from './AppShell'
import { NativeHandoff } from './NativeHandoff'
import { ErrorRoute, RouteError } from './RouteError'
import { paths } from './paths'

type Lazy = () => Promise<{ Component: React.ComponentType }>

function RouteLoading() {
  return <LoadingState />
}

/**
 * One lazy route per screen; each has its own error boundary so a failure never blanks the app,
 * and a loading state while its code arrives (without it, a failed first chunk load shows nothing).
 */
function screen(path: string, load: Lazy): RouteObject {
  return { path, lazy: load, ErrorBoundary: RouteError, HydrateFallback: RouteLoading }
}

const pick =
  <M, K extends keyof M>(key: K) =>
  (m: M) => ({ Component: m[key] as React.ComponentType })

/** Public pages: readable without a session, never wait for persisted state. */
const publicRoutes: RouteObject[] = [
  // The public pages (official site, legal pages, landing) and their Swahili twins: one table, src/public/pages.ts.
  ...publicPaths().map(({ path, page, lang }) => screen(path, () => page.load().then((C) => ({ Component: lang === 'en' ? C : inLang(C, lang) })))),
  screen(paths.paymentInstructions, () => import('@features/repayment/pages/PaymentInstructions').then(pick('PaymentInstructions'))),
  { path: paths.error, Component: ErrorRoute },
  { path: '/app/:target', Component: NativeHandoff, ErrorBoundary: RouteError },
]

/** Borrower screens: wait for the persisted session so the first call carries its parameters. */
const borrowerRoutes: RouteObject[] = [
  screen(paths.testPreview, () => import('@features/devtools/pages/TestPreview').then(pick('TestPreview'))),
  screen(paths.repaymentOfCode, () => import('@features/repayment/pages/RepaymentOfCode').then(pick('RepaymentOfCode'))),
  screen(paths.repaymentOfCode2, () => import('@features/repayment/pages/RepaymentOfCode2').then(pick('RepaymentOfCode2'))),
  screen(paths.repay, () => import('@features/repayment/pages/Repay').then(pick('Repay'))),
  screen(paths.repayDelay, () => import('@features/repayment/pages/RepayDelay').then(pick('RepayDelay'))),
  screen(paths.oldRepay, () => import('@features/repayment/pages/OldRepay').then(pick('OldRepay'))),
  screen(paths.oldRepayVerify, () => import('@features/repayment/pages/OldRepayVerify').then(pick('OldRepayVerify'))),
  screen(paths.deleteAccount, () => import('@features/account/pages/DeleteAccount').then(pick('DeleteAccount'))),
  screen(paths.complaint, () => import('@features/complaints/pages/ComplaintStart').then(pick('ComplaintStart'))),
  screen(paths.complaintNext, () => import('@features/complaints/pages/ComplaintNext').then(pick('ComplaintNext'))),
  screen(paths.complaintList, () => import('@features/complaints/pages/ComplaintList').then(pick('ComplaintList'))),
  screen(paths.complaintDetails, () => import('@features/complaints/pages/ComplaintDetails').then(pick('ComplaintDetails'))),
  screen(paths.loanDetail, () => import('@features/order/pages/LoanDetail').then(pick('LoanDetail'))),
  screen(paths.order, () => import('@features/order/pages/Order').then(pick('Order'))),
  screen(paths.loanConfirm, () => import('@features/loan/pages/LoanConfirm').then(pick('LoanConfirm'))),
  screen(paths.loanConfirmLegacy, () => import('@features/loan/pages/LoanConfirmLegacy').then(pick('LoanConfirmLegacy'))),
  screen(paths.unionLoginFailed, () => import('@features/order/pages/UnionLoginFailed').then(pick('UnionLoginFailed'))),
  screen(paths.bindBank, () => import('@features/bank/pages/BindBank').then(pick('BindBank'))),
  screen(paths.customerService, () => import('@features/support/pages/CustomerService').then(pick('CustomerService'))),
]

/** The full route table (ARCHITECTURE.md); exported for tests that build a memory router. */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteLoading,
    children: [...publicRoutes, { Component: BorrowerGate, children: borrowerRoutes }, { path: '*', Component: ErrorRoute }],
  },
]

export function makeRouter() {
  return createBrowserRouter(routes)
}
