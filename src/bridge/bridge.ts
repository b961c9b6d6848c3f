/**
 * The typed native-shell bridge. The app asks the shell for things through `callNative`;
 * the shell talks back through `window.onNativeMessage(json)` or a same-origin postMessage.
 * Each call is reported to a listener (the store records it for Redux DevTools).
 */
export type BridgeAction =
  | { action: 'closeWebview' }
  | { action: 'goToPage'; payload: { page: string; params?: Record<string, string> } }
  | { action: 'goHome' }
  | { action: 'goMine' }
  | { action: 'backToLogin' }
  | { action: 'callTelephone'; payload: { phone: string } }
  | { action: 'sendEmail'; payload: { email: string } }
  | { action: 'rate' }
  | { action: 'confirmTrackingPoint'; payload: { point: string; data?: Record<string, string> } }
  | { action: 'startBankFlow'; payload: { source: string } }
  | { action: 'endBankFlow'; payload: { source: string; saved: boolean } }

export type Via = 'android' | 'ios' | 'react-native' | 'browser'

type AndroidInterface = { postMessage?: (json: string) => void }
type IosHandlers = { messageHandlers?: Record<string, { postMessage: (msg: unknown) => void } | undefined> }
type RnWebView = { postMessage: (json: string) => void }
export type BridgeHost = {
  AppBridge?: AndroidInterface
  webkit?: IosHandlers
  ReactNativeWebView?: RnWebView
}

/** The name the shells register: Android `AppBridge`, iOS `messageHandlers.appBridge`. */
export const IOS_HANDLER = 'appBridge'

/** Which shell hosts the page, if any. */
export function detectShell(host: BridgeHost = globalThis as unknown as BridgeHost): Via {
  if (host.ReactNativeWebView && typeof host.ReactNativeWebView.postMessage === 'function') return 'react-native'
  if (host.webkit?.messageHandlers?.[IOS_HANDLER]) return 'ios'
  if (host.AppBridge && typeof host.AppBridge.postMessage === 'function') return 'android'
  return 'browser'
}

/** What the browser does when no shell is there: the sensible web equivalent. */
export type BrowserFallback = {
  back: () => void
  navigate: (path: string) => void
  open: (href: string) => void
}

const defaultFallback: BrowserFallback = {
  back: () => (history.length > 1 ? history.back() : location.assign('/')),
  navigate: (path) => location.assign(path),
  open: (href) => location.assign(href),
}

let listener: (call: { action: string; payload?: unknown; via: Via }) => void = () => undefined
let fallback: BrowserFallback = defaultFallback
let host: BridgeHost = globalThis as unknown as BridgeHost

/** The shell the bridge talks to now: the configured host's (tests, configureBridge), else the page's. */
export function activeShell(): Via {
  return detectShell(host)
}

/** Reports every native call (wired to the store in main.tsx). */
export function setBridgeListener(fn: typeof listener): void {
  listener = fn
}

/** Lets the router supply in-app navigation for the browser fallback; tests may swap the host. */
export function configureBridge(opts: { fallback?: Partial<BrowserFallback>; host?: BridgeHost }): void {
  if (opts.fallback) fallback = { ...defaultFallback, ...opts.fallback }
  if (opts.host) host = opts.host
}

/** Asks the native shell to do something; returns how it was carried out. */
export function callNative(call: BridgeAction): Via {
  const via = detectShell(host)
  const payload = 'payload' in call ? call.payload : undefined
  listener({ action: call.action, payload, via })
  const message = { action: call.action, payload: payload ?? {} }
  try {
    if (via === 'react-native') host.ReactNativeWebView!.postMessage(JSON.stringify(message))
    else if (via === 'ios') host.webkit!.messageHandlers![IOS_HANDLER]!.postMessage(message)
    else if (via === 'android') host.AppBridge!.postMessage!(JSON.stringify(message))
    else browserFallback(call)
  } catch {
    browserFallback(call)
    return 'browser'
  }
  return via
}

function browserFallback(call: BridgeAction): void {
  switch (call.action) {
    case 'closeWebview':
      return fallback.back()
    case 'goHome':
    case 'goMine':
    case 'backToLogin':
      return fallback.navigate('/')
    case 'callTelephone':
      return fallback.open(`tel:${call.payload.phone.replace(/[^\d+]/g, '')}`)
    case 'sendEmail':
      return fallback.open(`mailto:${call.payload.email}`)
    case 'goToPage':
      // A page of the native app does not exist on the web: stay, the caller shows a note.
      return
    default:
      return
  }
}
