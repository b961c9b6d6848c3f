import { Component, type ReactNode } from 'react'

import { whenBack } from '@src/lib/whenBack'

type Props = { children: ReactNode; fallback?: ReactNode }

/**
 * The error boundary of a part of the page that is not the screen itself (a status line, a
 * dialog, a note): a failure there shows `fallback` (nothing by default) in the part's place and
 * leaves the screen, and what the borrower typed in it, alone. It tries the part again when the
 * connection returns or the page is shown again (src/lib/whenBack.ts).
 */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }
  private stop: (() => void) | undefined

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error)
    this.stop ??= whenBack(() => {
      this.stop?.()
      this.stop = undefined
      this.setState({ failed: false })
    })
  }

  componentWillUnmount() {
    this.stop?.()
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
