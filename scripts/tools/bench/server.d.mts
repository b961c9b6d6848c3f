// Types of ./server.mjs for the TypeScript that imports it (../nginx.test.ts).
export function onCleanup(fn: () => Promise<void> | void): void
export function runCleanup(): Promise<void>
export function run(cmd: string, args: string[], opts?: { cwd?: string; env?: Record<string, string> }): Promise<string>
export function build(o: { cwd: string; outDir: string }): Promise<number>
export function portFree(port: number, host?: string): Promise<boolean>
export function freePort(preferred: number): Promise<number>
export function startPreview(o: {
  cwd: string
  outDir: string
  port: number
  timeoutMs?: number
}): Promise<{ origin: string; stop: () => Promise<void> }>
