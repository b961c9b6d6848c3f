import { Component, type ReactNode } from 'react'

import { common } from '@src/i18n/common'
import { Link } from '@src/nav/Link'
import { paths } from '@src/nav/paths'
import { useOnline } from '@src/pwa/online'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { useT } from '@store/hooks'

/** While a screen's code arrives; offline (no service worker yet) it says so and waits for the connection. */
export function ScreenLoading() {
  const t = useT(common)
  const online = useOnline()
  return online ? <LoadingState /> : <LoadingState text={`${t('networkError')} ${t('opensWhenOnline')}`} />
}

/** The error page: unknown paths, and any screen that failed to load (`offline`: its code could not be downloaded) or render. */
export function ErrorScreen({ notFound = false, offline = false }: { notFound?: boolean; offline?: boolean }) {
  const t = useT(common)
  return (
    <Page title={notFound ? t('notFoundTitle') : offline ? t('offlineTitle') : t('errorTitle')}>
      <div className="state state--error" role="alert">
        <p>{notFound ? t('notFoundText') : offline ? `${t('networkError')} ${t('opensWhenOnline')}` : t('crashText')}</p>
        <p className="stack">
          {!notFound && (
            <button type="button" className="ui-btn ui-btn--primary" onClick={() => window.location.reload()}>
              {t('retry')}
            </button>
          )}
          <Link className="ui-btn ui-btn--secondary" to={paths.siteHome}>
            {t('goHome')}
          </Link>
        </p>
      </div>
    </Page>
  )
}

/** A screen's code that could not be downloaded (Chrome, Safari, Firefox and vite's preload wording). */
export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /dynamically imported module|Importing a module script failed|Unable to preload|ChunkLoadError|Failed to fetch/i.test(message)
}

/**
 * Per-route error boundary: a failed chunk load or a render error shows the error page, not a
 * blank screen. A download that failed (the connection dropped) says so, and the page reloads by
 * itself when the connection returns: the browser remembers a failed import() for the page's life.
 */
export class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean; offline: boolean }> {
  state = { failed: false, offline: false }

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, offline: isCodeLoadError(error) }
  }

  private readonly reload = () => window.location.reload()

  componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error)
    if (isCodeLoadError(error)) window.addEventListener('online', this.reload, { once: true })
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.reload)
  }

  render() {
    return this.state.failed ? <ErrorScreen offline={this.state.offline} /> : this.props.children
  }
}

/** The /error route and the catch-all. */
export function ErrorRoute() {
  return <ErrorScreen notFound={window.location.pathname !== paths.error} />
}
