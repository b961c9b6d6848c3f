/** The longest the first render waits for the persisted state (a few ms from IndexedDB on a normal start). */
export const REHYDRATE_WAIT_MS = 1500

/**
 * The persisted state's return, for the first render to wait on: `done` is handed to the store's
 * rehydration callback, `ready` resolves when it is called or after `waitMs`, whichever comes first.
 * Waited on, the first render draws the screen itself, not the borrower screens' placeholder
 * (src/app/AppShell.tsx BorrowerGate) followed at once by a second render of the whole screen.
 * A storage that never answers costs at most `waitMs`; the gate then shows its loading state until
 * the state is back.
 */
export function rehydration(waitMs = REHYDRATE_WAIT_MS): { done: () => void; ready: Promise<void> } {
  let done: () => void = () => undefined
  const back = new Promise<void>((resolve) => (done = resolve))
  let timer: ReturnType<typeof setTimeout> | undefined
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
  return { done, ready: Promise.race([back, cap]).finally(() => clearTimeout(timer)) }
}
