import { withoutShellParams } from '@store/shellParams'

/**
 * Takes the shell's parameters out of the address bar (and so out of any Referer), once they are
 * read. The history entry is written with the number react-router's BrowserRouter gives an entry
 * (`idx`, 0 for the first): the router writes an entry that has none a second time, and each
 * write is a synchronous call into the browser on the start's path. An entry that has a number
 * (a reload after moving in the app) keeps it.
 */
export function dropShellParams(win: Pick<Window, 'location' | 'history'> = window): void {
  const rest = withoutShellParams(win.location.search)
  if (rest === null) return
  // Spreading a null state (a first visit) gives nothing: the entry is then { idx: 0 }.
  win.history.replaceState({ idx: 0, ...win.history.state }, '', `${win.location.pathname}${rest}${win.location.hash}`)
}
