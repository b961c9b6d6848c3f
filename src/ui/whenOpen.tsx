import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react'

import { whenBack } from '@src/lib/whenBack'

import { QuietBoundary } from './QuietBoundary'

/**
 * A part of the page whose code is fetched when it is first needed, not with its screen: a dialog
 * or picker when it first opens (after a tap or an answer), a status line when there is something
 * to say. Closed and never opened, it renders nothing; once its code is in it stays mounted
 * (closing animates as usual). This is the one way such parts load, because the rule is the same
 * for all of them: a part is never the screen, so its failure never takes the screen down. Code
 * that cannot be fetched leaves it unopened (nothing in its place) and is asked for again when the
 * connection returns, when the page is shown again (src/lib/whenBack.ts) and at the next opening;
 * a part that fails to render shows nothing and is tried again the same way (QuietBoundary). It
 * is open when its `open` prop says so, or when `isOpen` says so for parts that have no such
 * prop. A part that sits in the page's flow (not a dialog) passes `reserve`: it holds the part's
 * place while the code is on the way, so what stands below does not jump when it arrives (a link
 * the borrower has just tabbed to or is about to tap stays where it is). A part that waits as it
 * mounts (its Swahili messages on the way: useT) waits in its own place, holding `reserve` too:
 * the screen around it never turns back into its loading state, and a tap on the screen at that
 * moment is not lost.
 */
export function whenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P>
export function whenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  reserve?: ReactNode,
): ComponentType<P>
export function whenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen = (props: P) => (props as { open: boolean }).open,
  reserve: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  function WhenOpen(props: P) {
    const open = isOpen(props)
    const [Loaded, setLoaded] = useState(() => loaded)
    useEffect(() => {
      if (!open || Loaded) return
      let live = true
      let stop: (() => void) | undefined
      const attempt = () =>
        load().then(
          (C) => {
            loaded = C
            stop?.()
            if (live) setLoaded(() => C)
          },
          // Nothing on screen: the part is asked for again when a download may succeed.
          () => {
            if (live) stop ??= whenBack(() => void attempt())
          },
        )
      void attempt()
      return () => {
        live = false
        stop?.()
      }
    }, [open, Loaded])
    return Loaded ? (
      <QuietBoundary>
        <Suspense fallback={reserve}>
          <Loaded {...props} />
        </Suspense>
      </QuietBoundary>
    ) : open ? (
      reserve
    ) : null
  }
  return WhenOpen
}

/** A part that is always wanted once mounted (the shell's outbox status and runner): whenOpen, always open. */
export function quietPart(load: () => Promise<ComponentType>): ComponentType {
  return whenOpen<object>(load, () => true)
}
