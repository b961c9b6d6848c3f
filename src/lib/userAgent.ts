// Each in-app browser brands its UA differently; Line needs a version to avoid words like "Online".
const IN_APP_MARKERS: readonly RegExp[] = [
  /WhatsApp/i,
  /MicroMessenger/i,
  /\bFB(?:AN|AV|IOS|_IAB)\b/,
  /\bInstagram\b/i,
  /\bLine\/\d/i,
  /Telegram/i,
]

/** Tells whether the UA belongs to a messaging app's in-app browser (WhatsApp, WeChat, Facebook, Instagram, Line, Telegram). */
export function isMessagingInAppBrowser(ua: string): boolean {
  if (typeof ua !== 'string' || ua === '') return false
  return IN_APP_MARKERS.some((marker) => marker.test(ua))
}

/** Tells whether the UA is an Android WebView ('; wv)' since Lollipop, 'Version/x Chrome/' before). */
export function isAndroidWebView(ua: string): boolean {
  if (typeof ua !== 'string' || !/\bAndroid\b/.test(ua)) return false
  return /;\s*wv\)/.test(ua) || /\bVersion\/[\d.]+ Chrome\/[\d.]+/.test(ua)
}

/** Tells whether the UA is an iOS WKWebView/UIWebView: Apple mobile WebKit without the 'Safari/' token. */
export function isIosWebView(ua: string): boolean {
  if (typeof ua !== 'string' || !/\b(?:iPhone|iPod|iPad)\b/.test(ua)) return false
  return /AppleWebKit/.test(ua) && !/Safari\//.test(ua)
}
