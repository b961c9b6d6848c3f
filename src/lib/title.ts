/** Sets document.title to 'title · appName' (or whichever part is present) and returns it. */
export function setPageTitle(title: string, appName?: string): string {
  const page = title.trim()
  const app = appName?.trim() ?? ''
  const full = page && app ? `${page} · ${app}` : page || app
  // No document during SSR, in workers or in plain-node tests.
  if (typeof document !== 'undefined') document.title = full
  return full
}
