import { lazy, Suspense, type ComponentType } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { inLang } from '@src/public/inLang'
import { publicPaths } from '@src/public/pages'
import { codeReachable } from '@src/pwa/online'
import { AppShell, BorrowerGate } from './AppShell'
import { NativeHandoff } from './NativeHandoff'
import { ErrorRoute, RouteBoundary, ScreenLoading } from './RouteError'
import { paths } from '@src/nav/paths'

type Load = () => Promise<ComponentType>

/** A route of the table; a screen's route also keeps how its code loads (tests and prerender check it). */
export type AppRoute = RouteObject & { load?: Load; children?: AppRoute[] }

/**
 * One lazy route per screen; each has its own error boundary so a failure (a dropped chunk
 * download, a render error) never blanks the app, and a loading state while its code arrives.
 *
 * Declarative routes (`useRoutes` in a `BrowserRouter`), not a data router: the app loads no
 * route data through the router (RTK Query does), and the data router's code is ~18 KB of gzip
 * JavaScript more on every borrower screen's start (issue 14).
 */
export function screenRoute(path: string, load: Load): AppRoute {
  // Offline without a service worker, the code is fetched when the connection returns (issue 26).
  const Screen = lazy(() => codeReachable().then(load).then((C) => ({ default: C })))
  return {
    path,
    load,
    element: (
      <RouteBoundary key={path}>
        <Suspense fallback={<ScreenLoading />}>
          <Screen />
        </Suspense>
      </RouteBoundary>
    ),
  }
}

const pick = <M,>(key: keyof M) => (m: M) => m[key] as ComponentType

/** Public pages: readable without a session, never wait for persisted state. */
const publicRoutes: AppRoute[] = [
  // The public pages (official site, legal pages, landing) and their Swahili twins: one table, src/public/pages.ts.
  ...publicPaths().map(({ path, page, lang }) => screenRoute(path, () => page.load().then((C) => (lang === 'en' ? C : inLang(C, lang))))),
  screenRoute(paths.paymentInstructions, () => import('@features/repayment/pages/PaymentInstructions').then(pick('PaymentInstructions'))),
  { path: paths.error, element: <ErrorRoute /> },
  {
    path: '/app/:target',
    element: (
      <RouteBoundary>
        <NativeHandoff />
      </RouteBoundary>
    ),
  },
]

/** Borrower screens: wait for the persisted session so the first call carries its parameters. */
const borrowerRoutes: AppRoute[] = [
  screenRoute(paths.testPreview, () => import('@features/devtools/pages/TestPreview').then(pick('TestPreview'))),
  screenRoute(paths.repaymentOfCode, () => import('@features/repayment/pages/RepaymentOfCode').then(pick('RepaymentOfCode'))),
  screenRoute(paths.repaymentOfCode2, () => import('@features/repayment/pages/RepaymentOfCode2').then(pick('RepaymentOfCode2'))),
  screenRoute(paths.repay, () => import('@features/repayment/pages/Repay').then(pick('Repay'))),
  screenRoute(paths.repayDelay, () => import('@features/repayment/pages/RepayDelay').then(pick('RepayDelay'))),
  screenRoute(paths.oldRepay, () => import('@features/repayment/pages/OldRepay').then(pick('OldRepay'))),
  screenRoute(paths.oldRepayVerify, () => import('@features/repayment/pages/OldRepayVerify').then(pick('OldRepayVerify'))),
  screenRoute(paths.deleteAccount, () => import('@features/account/pages/DeleteAccount').then(pick('DeleteAccount'))),
  screenRoute(paths.complaint, () => import('@features/complaints/pages/ComplaintStart').then(pick('ComplaintStart'))),
  screenRoute(paths.complaintNext, () => import('@features/complaints/pages/ComplaintNext').then(pick('ComplaintNext'))),
  screenRoute(paths.complaintList, () => import('@features/complaints/pages/ComplaintList').then(pick('ComplaintList'))),
  screenRoute(paths.complaintDetails, () => import('@features/complaints/pages/ComplaintDetails').then(pick('ComplaintDetails'))),
  screenRoute(paths.loanDetail, () => import('@features/order/pages/LoanDetail').then(pick('LoanDetail'))),
  screenRoute(paths.order, () => import('@features/order/pages/Order').then(pick('Order'))),
  screenRoute(paths.loanConfirm, () => import('@features/loan/pages/LoanConfirm').then(pick('LoanConfirm'))),
  screenRoute(paths.loanConfirmLegacy, () => import('@features/loan/pages/LoanConfirmLegacy').then(pick('LoanConfirmLegacy'))),
  screenRoute(paths.unionLoginFailed, () => import('@features/order/pages/UnionLoginFailed').then(pick('UnionLoginFailed'))),
  screenRoute(paths.bindBank, () => import('@features/bank/pages/BindBank').then(pick('BindBank'))),
  screenRoute(paths.customerService, () => import('@features/support/pages/CustomerService').then(pick('CustomerService'))),
]

/** The full route table (ARCHITECTURE.md); exported for tests that build a memory router. */
export const routes: AppRoute[] = [
  {
    element: (
      <RouteBoundary>
        <AppShell />
      </RouteBoundary>
    ),
    children: [...publicRoutes, { element: <BorrowerGate />, children: borrowerRoutes }, { path: '*', element: <ErrorRoute /> }],
  },
]

/** The app's routes, rendered inside the BrowserRouter of src/main.tsx. */
export function AppRoutes() {
  return useRoutes(routes)
}
