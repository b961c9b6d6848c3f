import { afterReconnect } from './reconnect'

/**
 * Calls `again` whenever a download that failed may succeed now: each time the connection returns
 * (the `online` event, then src/lib/reconnect.ts's delays, since the event often comes before the
 * network carries requests) and each time the page is shown again (a phone's screen back on, the
 * borrower back from another app). The one trigger of every part of the page that loads its code
 * late and must heal by itself. Returns the function that stops listening.
 */
export function whenBack(again: () => void, win: Window = window): () => void {
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') again()
  }
  win.addEventListener('online', again)
  win.document.addEventListener('visibilitychange', onVisible)
  const stopReconnect = afterReconnect(again, win)
  return () => {
    win.removeEventListener('online', again)
    win.document.removeEventListener('visibilitychange', onVisible)
    stopReconnect()
  }
}
