import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

/**
 * A dialog or picker whose code is fetched when it first opens, not with its screen: it opens only
 * after a tap or an answer, so the screen's first paint does not wait for it. Closed and never
 * opened, it renders nothing; once its code is in it stays mounted (closing animates as usual).
 * Code that cannot be fetched leaves it unopened, and the next opening asks again. It is open when
 * its `open` prop says so, or when `isOpen` says so for parts that have no such prop. A part that
 * sits in the page's flow (not a dialog) passes `reserve`: it holds the part's place while the code
 * is on the way, so what stands below does not jump when it arrives (a link the borrower has just
 * tabbed to or is about to tap stays where it is).
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
      load().then(
        (C) => {
          loaded = C
          if (live) setLoaded(() => C)
        },
        () => undefined,
      )
      return () => {
        live = false
      }
    }, [open, Loaded])
    return Loaded ? <Loaded {...props} /> : open ? reserve : null
  }
  return WhenOpen
}
