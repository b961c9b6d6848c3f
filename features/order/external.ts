/**
 * Leaving the app for a URL that already passed safeRedirectUrl. A seam so tests can see
 * where the page would go (jsdom cannot navigate); nothing else in the feature touches location.
 */
export const external = {
  assign(href: string): void {
    window.location.assign(href)
  },
  /** Used for the playeduL redirect, so Back does not land on a page that redirects again. */
  replace(href: string): void {
    window.location.replace(href)
  },
}
