import { Component, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { Page } from '@src/ui/Page'
import { paths } from './paths'

/** The error page: unknown paths, and any screen that failed to load or render. */
export function ErrorScreen({ notFound = false }: { notFound?: boolean }) {
  const t = useT(common)
  return (
    <Page title={notFound ? t('notFoundTitle') : t('errorTitle')}>
      <div className="state state--error" role="alert">
        <p>{notFound ? t('notFoundText') : t('crashText')}</p>
        <p className="stack">
          {!notFound && (
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              {t('retry')}
            </button>
          )}
          <Link className="btn btn--secondary" to={paths.siteHome}>
            {t('goHome')}
          </Link>
        </p>
      </div>
    </Page>
  )
}

/** Per-route error boundary: a failed chunk load or a render error shows the error page, not a blank screen. */
export class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error)
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children
  }
}

/** The /error route and the catch-all. */
export function ErrorRoute() {
  return <ErrorScreen notFound={window.location.pathname !== paths.error} />
}
