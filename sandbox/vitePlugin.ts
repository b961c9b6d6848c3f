import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getResponse } from 'msw'
import type { Connect, Plugin } from 'vite'

import { sandboxConfigInPages, withSandboxConfig } from './deploymentHtml.ts'
import { handlers } from './handlers.ts'

const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url))

async function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function serveAsset(name: string, res: ServerResponse): Promise<boolean> {
  if (!/^[\w-]+\.(svg|png|jpg)$/.test(name)) return false
  try {
    const data = await readFile(assetsDir + name)
    res.statusCode = 200
    res.setHeader('content-type', name.endsWith('.svg') ? 'image/svg+xml' : name.endsWith('.png') ? 'image/png' : 'image/jpeg')
    res.setHeader('cache-control', 'public, max-age=3600')
    res.end(data)
    return true
  } catch {
    return false
  }
}

/** Answers /api/* with the sandbox lender API and /sandbox-assets/* with its images. */
export function sandboxMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '/'
    if (url.startsWith('/sandbox-assets/')) {
      void serveAsset(url.slice('/sandbox-assets/'.length).split('?')[0], res).then((served) => (served ? undefined : next()))
      return
    }
    if (!url.startsWith('/api/')) return next()
    void (async () => {
      try {
        const origin = `http://${req.headers.host ?? '127.0.0.1'}`
        const headers = new Headers()
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
        const method = req.method ?? 'GET'
        const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req)
        const request = new Request(origin + url, { method, headers, body: body ? new Uint8Array(body) : undefined })
        const response = await getResponse(handlers, request)
        if (!response) {
          res.statusCode = 404
          res.setHeader('content-type', 'application/json')
          res.end(JSON.stringify({ code: 404, message: `The sandbox has no call ${method} ${url.split('?')[0]}` }))
          return
        }
        if (response.type === 'error') {
          // A scenario asked for a dropped connection.
          req.socket.destroy()
          return
        }
        res.statusCode = response.status
        response.headers.forEach((v, k) => res.setHeader(k, v))
        res.setHeader('cache-control', 'no-store')
        if (response.headers.get('x-sandbox-drop') === 'after-headers') {
          // A scenario asked for the connection to drop after the answer started (network-after).
          res.flushHeaders()
          setTimeout(() => req.socket.destroy(), 50)
          return
        }
        res.end(Buffer.from(await response.arrayBuffer()))
      } catch (e) {
        res.statusCode = 500
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ code: 500, message: `sandbox failure: ${e instanceof Error ? e.message : String(e)}` }))
      }
    })()
  }
}

/** Mounts the sandbox in the Vite dev and preview servers, with its deployment settings in every page (deployment.ts). */
export function sandboxPlugin(): Plugin {
  return {
    name: 'borrower-sandbox',
    configureServer(server) {
      server.middlewares.use(sandboxMiddleware())
    },
    configurePreviewServer(server) {
      server.middlewares.use(sandboxConfigInPages(resolve(server.config.root, server.config.build.outDir)))
      server.middlewares.use(sandboxMiddleware())
    },
    // The dev server's pages (never the build's: a production build carries no sandbox value).
    transformIndexHtml: { order: 'pre', handler: (html, ctx) => (ctx.server ? withSandboxConfig(html) : html) },
  }
}
