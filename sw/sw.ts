/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope

// Thin entry: listeners only. Caching rules and the offline queue live in tested modules.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Deep links work offline: navigations get the app shell, except API and sandbox paths.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/sandbox-assets\//] }))

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
})
