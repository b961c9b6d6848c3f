import type { Server } from 'node:http'
import type { Plugin } from 'vite'

/** Longer than any client here keeps an idle connection (Playwright's request context keeps its own for the whole test). */
export const KEEP_ALIVE_MS = 65_000

/**
 * The dev and preview servers keep an idle connection open longer than their clients do. Node
 * closes one after 5 s by default, and Playwright's request context does not read the server's
 * `Keep-Alive: timeout` hint: a request it sends on a pooled connection just as the server closes
 * it fails with "socket hang up" (ECONNRESET) before the server reads it (microsoft/playwright
 * issues 42698 and 42701). With the server the later to close, the client closes first. Node needs
 * the headers' timeout above the keep-alive one. Production is served by nginx, not by these.
 */
export function keepAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'> | null | undefined): void {
  if (!server || typeof server.keepAliveTimeout !== 'number') return
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
}

export function keepAlivePlugin(): Plugin {
  return {
    name: 'borrower-keep-alive',
    configureServer: (server) => keepAlive(server.httpServer as Server | null),
    configurePreviewServer: (server) => keepAlive(server.httpServer as Server | null),
  }
}
