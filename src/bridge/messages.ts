/**
 * Messages from the native shell. Only well-formed messages of known types from our own
 * origin, from the shell itself (origin '') or the shell's direct call are accepted; anything
 * else is ignored.
 */
export type ShellMessage =
  | { type: 'nativeBack' }
  | { type: 'resume' }
  | { type: 'sessionParams'; payload: Record<string, string> }
  | { type: 'lang'; payload: { lang: string } }
  | { type: 'logout' }
  | { type: 'devtools'; payload: { enabled: boolean } }

export type ShellMessageType = ShellMessage['type']

/**
 * Every message the page accepts and the keys of its payload ('*' = any string keys), the
 * README's table in code: src/bridge/protocol.test.ts fails when the two disagree.
 */
export const SHELL_MESSAGES: Readonly<Record<ShellMessageType, readonly string[]>> = {
  nativeBack: [],
  resume: [],
  sessionParams: ['*'],
  lang: ['lang'],
  logout: [],
  devtools: ['enabled'],
}

const TYPES: ReadonlySet<string> = new Set(Object.keys(SHELL_MESSAGES))
const MAX_LEN = 16_384

function isStringRecord(v: unknown): v is Record<string, string> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string' && x.length < 1024)
}

/** Parses a shell message (object or JSON text); null when it is not well-formed. */
export function parseShellMessage(raw: unknown): ShellMessage | null {
  let v = raw
  if (typeof raw === 'string') {
    if (raw.length > MAX_LEN) return null
    try {
      v = JSON.parse(raw)
    } catch {
      return null
    }
  }
  if (typeof v !== 'object' || v === null) return null
  const { type, payload } = v as { type?: unknown; payload?: unknown }
  if (typeof type !== 'string' || !TYPES.has(type)) return null
  if (type === 'sessionParams') return isStringRecord(payload) ? { type, payload } : null
  if (type === 'lang') return isStringRecord(payload) && typeof payload.lang === 'string' ? { type, payload: { lang: payload.lang } } : null
  if (type === 'devtools') {
    // Shells written in Java/Swift send a boolean, string-only bridges send 'true'/'false'.
    const enabled = typeof payload === 'object' && payload !== null ? (payload as { enabled?: unknown }).enabled : undefined
    if (enabled === true || enabled === 'true') return { type, payload: { enabled: true } }
    if (enabled === false || enabled === 'false') return { type, payload: { enabled: false } }
    return null
  }
  return { type } as ShellMessage
}

type Handler = (m: ShellMessage) => void
const handlers = new Set<Handler>()

/** Subscribes to accepted shell messages; returns an unsubscribe. */
export function onShellMessage(handler: Handler): () => void {
  handlers.add(handler)
  return () => handlers.delete(handler)
}

/** Delivers a raw message if it is well-formed. Returns whether it was accepted. */
export function deliverShellMessage(raw: unknown): boolean {
  const m = parseShellMessage(raw)
  if (!m) return false
  for (const h of handlers) h(m)
  return true
}

declare global {
  interface Window {
    /** Called by the Android/iOS shell with evaluateJavascript. */
    onNativeMessage?: (raw: unknown) => boolean
  }
}

/**
 * True for a message event the shell (or this page) sent. A page or frame of any origin that
 * posts to us gets its origin stamped on the event (an opaque one reads 'null'), so origin ''
 * only comes from events made inside this page: React Native's injected MessageEvent and
 * Android's postWebMessage. Those have no source window.
 */
function fromShellOrSelf(e: MessageEvent, win: Window): boolean {
  if (e.origin === win.location.origin) return e.source === null || e.source === win
  return e.origin === '' && e.source === null
}

/** Installs the entry points the shell uses; ignores postMessages from other origins. */
export function installShellMessageListener(win: Window = window): () => void {
  win.onNativeMessage = deliverShellMessage
  const onMessage = (e: MessageEvent) => {
    if (!fromShellOrSelf(e, win)) return
    deliverShellMessage(e.data)
  }
  win.addEventListener('message', onMessage)
  // React Native WebView on Android delivers through document.
  win.document.addEventListener('message', onMessage as EventListener)
  return () => {
    win.removeEventListener('message', onMessage)
    win.document.removeEventListener('message', onMessage as EventListener)
    delete win.onNativeMessage
  }
}
