import { type ComponentType, useEffect, useState } from 'react'

/**
 * A dialog or picker whose code is fetched when it first opens, not with its screen: it opens only
 * after a tap or an answer, so the screen's first paint does not wait for it. Closed and never
 * opened, it renders nothing; once its code is in it stays mounted (closing animates as usual).
 * Code that cannot be fetched leaves it unopened, and the next opening asks again. It is open when
 * its `open` prop says so, or when `isOpen` says so for parts that have no such prop.
 */
export function whenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P>
export function whenOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P>
export function whenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen = (props: P) => (props as { open: boolean }).open,
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
    return Loaded ? <Loaded {...props} /> : null
  }
  return WhenOpen
}
