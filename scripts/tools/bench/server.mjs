// Build and `vite preview` (with the sandbox lender API) for the bench. 127.0.0.1 only.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** Cleanup callbacks run on exit, failure and SIGINT/SIGTERM (see onCleanup / runCleanup). */
const cleanups = new Set()
export function onCleanup(fn) {
  cleanups.add(fn)
  return () => cleanups.delete(fn)
}
export async function runCleanup() {
  const fns = [...cleanups]
  cleanups.clear()
  for (const fn of fns.reverse()) {
    try {
      await fn()
    } catch {
      /* best effort */
    }
  }
}

/** Kills a detached child's whole process group (npx -> node -> vite). */
function killGroup(child, signal = 'SIGTERM') {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      /* gone */
    }
  }
}

/** Runs a command, collects its output; rejects with the tail of the output when it fails. */
export function run(cmd, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const off = onCleanup(() => killGroup(child, 'SIGKILL'))
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('error', (e) => {
      off()
      reject(e)
    })
    child.on('close', (code, signal) => {
      off()
      if (code === 0) resolve(out)
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${out.split('\n').slice(-40).join('\n')}`))
    })
  })
}

export async function build({ cwd, outDir }) {
  const t0 = Date.now()
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd })
  return Date.now() - t0
}

/** Whether `port` can be bound on `host` (nothing listens there yet). */
export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const srv = createServer()
    srv.once('error', () => resolve(false))
    srv.listen(port, host, () => srv.close(() => resolve(true)))
  })
}

/** The preferred port when it is free, else the next free one of the following 20, else any. */
export async function freePort(preferred) {
  for (let p = preferred; p < preferred + 20; p++) if (await portFree(p)) return p
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/**
 * Starts `vite preview` on 127.0.0.1:<port> and waits until the sandbox answers.
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startPreview({ cwd, outDir, port, timeoutMs = 60_000 }) {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (d) => (log = (log + d).slice(-8000)))
  child.stderr.on('data', (d) => (log = (log + d).slice(-8000)))
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`)))

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    killGroup(child, 'SIGTERM')
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 3000))])
    if (!done) killGroup(child, 'SIGKILL')
  }
  onCleanup(stop)

  const ready = `${origin}/api/__sandbox/state`
  const deadline = Date.now() + timeoutMs
  let exitedWith = null
  exited.then((how) => (exitedWith = how))
  while (Date.now() < deadline) {
    if (exitedWith) throw new Error(`vite preview exited (${exitedWith}) before it was ready:\n${log}`)
    try {
      const res = await fetch(ready, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return { origin, stop }
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`vite preview did not answer ${ready} within ${timeoutMs / 1000} s:\n${log}`)
}
