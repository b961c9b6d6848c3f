import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { type RouteObject, useRoutes } from 'react-router-dom'
import { pageModules } from 'virtual:screen-modules'

import { paths } from '@src/nav/paths'
import type { PlacedScreen } from '@src/nav/screens'
import { publicUrls } from '@src/public/pagePaths'
import { codeReachable } from '@src/pwa/online'

import { AppShell, BorrowerGate } from './AppShell'
import { ErrorRoute, RouteBoundary, ScreenLoading } from './RouteError'
import { appScreens } from './screens'

type Load = () => Promise<ComponentType>

/** Whether a screen of the route table has been on screen in this document (see screenRoute). */
let screenShown = false

/** A route of the table; a screen's route also keeps how its code loads (tests and prerender check it). */
export type AppRoute = RouteObject & { load?: Load; preload?: () => Promise<void>; children?: AppRoute[] }

/**
 * One lazy route per screen; each has its own error boundary so a failure (a dropped chunk
 * download, a render error) never blanks the app, and a loading state while its code arrives.
 *
 * A screen whose code is already in (`preload`, which src/main.tsx runs for the opening screen
 * beside its stylesheets) renders at once instead of through `lazy`: a lazy page always suspends
 * on its first render, even with its module loaded, and React then holds the page back until
 * 300 ms after the loading state was shown (its Suspense reveal throttle), on a cold start after
 * the screen's answer is already in (docs/performance.md, 'The app's start path').
 * Which of the two renders is fixed when the route mounts, so a page never remounts.
 *
 * Moving to another screen in the app (after the first screen is on screen), a screen whose code
 * is not in yet shows the loading state itself and loads its code from an effect, not through
 * `lazy`: the same throttle would hold every such screen until 300 ms after its loading state,
 * even when its code comes from the service worker's cache in a few milliseconds. The first screen
 * keeps `lazy`: while React hydrates a prerendered page, a suspended screen keeps the page's HTML,
 * where a loading state would replace it.
 *
 * Declarative routes (`useRoutes` in a `BrowserRouter`), not a data router: the app loads no
 * route data through the router (RTK Query does), and the data router's code would add to every
 * borrower screen's start (docs/performance.md, 'The app's start path').
 */
export function screenRoute(path: string, load: Load): AppRoute {
  let loaded: ComponentType | undefined
  // Offline without a service worker, the code is fetched when the connection returns.
  const fetchPage = () =>
    codeReachable()
      .then(load)
      .then((C) => (loaded = C))
  const Lazy = lazy(() => fetchPage().then((C) => ({ default: C })))
  function Screen() {
    const [opening] = useState(() => !screenShown)
    const [Page, setPage] = useState(() => loaded)
    const [failure, setFailure] = useState<{ error: unknown }>()
    useEffect(() => {
      screenShown = true
      if (Page || opening) return
      let live = true
      fetchPage().then(
        (C) => live && setPage(() => C),
        (error: unknown) => live && setFailure({ error }),
      )
      return () => {
        live = false
      }
      // Once, at mount: which code a route shows never changes.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    // A download that failed goes to the route's error boundary, as lazy's would.
    if (failure) throw failure.error
    if (Page) return <Page />
    return opening ? <Lazy /> : <ScreenLoading />
  }
  return {
    path,
    load,
    preload: () => fetchPage().then(() => undefined),
    element: (
      <RouteBoundary key={path}>
        <Suspense fallback={<ScreenLoading />}>
          <Screen />
        </Suspense>
      </RouteBoundary>
    ),
  }
}

/** How a table entry's page loads; a page the build's list lacks fails at start, in every test (the type checker checks names). */
export function pageLoader(screen: PlacedScreen): Load {
  const load = pageModules[screen.module]
  if (!load)
    throw new Error(
      `router: ${screen.group}/screens.ts names the page ${screen.page}, and ${screen.module} is not among the screen modules`,
    )
  return () =>
    load().then((m) => {
      const Page = m[screen.page] as ComponentType | undefined
      if (!Page) throw new Error(`router: ${screen.module} does not export ${screen.page}`)
      return Page
    })
}

const routeOf = (screen: PlacedScreen) => screenRoute(paths[screen.target], pageLoader(screen))

/** Public pages: readable without a session, never wait for persisted state. */
const publicRoutes: AppRoute[] = [
  // The public pages (official site, legal pages, landing) and their Swahili twins: one table, src/public/pages.ts.
  // The start holds only their paths (src/public/pagePaths.ts); the table comes with the page opened.
  // Opened directly (the dev server serves them from the app), they carry the build's language switch.
  ...publicUrls().map(({ url, path, lang }) =>
    screenRoute(url, () =>
      Promise.all([import('@src/public/pages'), import('@src/public/inLang')]).then(([{ findPublicPage }, { inLang }]) =>
        (findPublicPage(url)?.load() ?? Promise.reject(new Error(`router: no public page at ${url}`)))
          .then((C) => (lang === 'en' ? C : inLang(C, lang)))
          .then((C) =>
            // Only the dev server serves them on a direct visit (a build has their prerendered HTML), so
            // only development loads the header with its switch: borrower screens never start with it.
            import.meta.env.DEV
              ? import('@src/public/publicHeader').then(({ withPublicHeader }) =>
                  withPublicHeader(
                    C,
                    path,
                    publicUrls().map((p) => p.url),
                  ),
                )
              : C,
          ),
      ),
    ),
  ),
  ...appScreens.filter((s) => s.access === 'public').map(routeOf),
  { path: paths.error, element: <ErrorRoute /> },
  // Opened only when the shell's link names a screen of its own: its code comes when it is opened.
  screenRoute('/app/:target', () => import('./NativeHandoff').then((m) => m.NativeHandoff)),
]

/** Borrower screens (the features' tables): wait for the persisted session so the first call carries its parameters. */
const borrowerRoutes: AppRoute[] = appScreens.filter((s) => s.access === 'borrower').map(routeOf)

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

/** Screen routes by path, for preloadScreen. */
const screenRoutes = new Map<string, AppRoute>()
const collect = (rs: AppRoute[]) =>
  rs.forEach((r) => (r.preload && r.path && screenRoutes.set(r.path, r), r.children && collect(r.children)))
collect(routes)

/** The longest the first render waits for the opening screen's code (it was fetched beside the scripts). */
export const PAGE_WAIT_MS = 1500

/**
 * Loads the code of the screen at `pathname` (exact path; none for other paths), so its first render
 * does not suspend. Resolves after `waitMs` at the latest, and at once when the code cannot be
 * fetched now (offline without a service worker: the screen says so itself). Never rejects: a
 * failure is left to the screen's own lazy load and error boundary.
 */
export function preloadScreen(pathname: string, waitMs = PAGE_WAIT_MS): Promise<void> {
  return preloadRoute(screenRoutes.get(pathname), waitMs)
}

/** preloadScreen for one route of the table (exported for tests). */
export function preloadRoute(route: AppRoute | undefined, waitMs = PAGE_WAIT_MS): Promise<void> {
  if (!route?.preload || (typeof navigator !== 'undefined' && navigator.onLine === false && !navigator.serviceWorker?.controller))
    return Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
  return Promise.race([route.preload().catch(() => undefined), cap]).finally(() => clearTimeout(timer))
}

/** The app's routes, rendered inside the BrowserRouter of src/main.tsx. */
export function AppRoutes() {
  return useRoutes(routes)
}
