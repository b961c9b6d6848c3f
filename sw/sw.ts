/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'

// The offline queue's worker entry: the only part of src/outbox the worker imports.
import { installOutbox, releaseVersionInControl } from '../src/outbox/worker'
import { isAppNavigation, isSkipWaiting, respondToNavigation } from './navigation'

declare const self: ServiceWorkerGlobalScope

// Thin entry: listeners only. Caching rules and the offline queue live in tested modules.
// The precache holds the app shell (app.html), the prerendered public pages and every asset.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Deep links work offline: a prerendered page for its own path, the app shell for the others.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, self.location.origin),
  ({ url, request }) =>
    respondToNavigation(
      url,
      (key) => matchPrecache(key),
      () => fetch(request),
    ),
)

// The offline queue: Background Sync, replay requests from pages, worker start.
installOutbox(self)

// A waiting version takes over only when the borrower accepts the update prompt; the version in
// control is first asked to let go of its events, which would otherwise hold the update back.
self.addEventListener('message', (event) => {
  if (!isSkipWaiting(event.data)) return
  releaseVersionInControl(self)
  void self.skipWaiting()
})
