/** A useSyncExternalStore `subscribe` that calls back on each of the named window events. */
export function subscribeToWindow(...events: string[]) {
  return (onChange: () => void): (() => void) => {
    for (const e of events) window.addEventListener(e, onChange)
    return () => {
      for (const e of events) window.removeEventListener(e, onChange)
    }
  }
}
