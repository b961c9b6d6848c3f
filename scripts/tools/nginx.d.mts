// Types of scripts/tools/nginx.mjs for the TypeScript that imports it (scripts/build/nginx/config.test.ts, ./nginx.test.ts).
export const NGINX: string
export function selfSignedCert(dir: string): { cert: string; key: string }
export function renderConf(template: string, values: Record<string, string>, opts: { prefix: string; brotli: string | true | null }): string
export function startNginx(opts: {
  outDir?: string
  upstream: string
  address?: string
  httpsPort?: number
  httpPort?: number
  cert?: string
  key?: string
  nginx?: string
  log?: (s: string) => void
}): Promise<{ origin: string; prefix: string; cert: string; exited: Promise<number | string>; stop: () => Promise<void>; brotli: boolean }>
