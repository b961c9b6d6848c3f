/**
 * The browsers messaging and social apps open links in (SPEC 9: "detection of a popular messaging
 * app's in-app browser by user agent"). Downloads, app-store links and other apps' links often do
 * nothing there, so a page that offers one tells the visitor how to open it in their own browser.
 * Each app by the mark its browser writes into the user agent; the first that matches names it.
 */
const APPS: readonly { name: string; mark: RegExp }[] = [
  { name: 'WhatsApp', mark: /\bWhatsApp\b/i },
  { name: 'Instagram', mark: /\bInstagram\b/ },
  { name: 'Messenger', mark: /\bFBAN\/Messenger|\bFB_IAB\/MESSENGER|\bMessengerForiOS\b|\bOrca-Android\b/i },
  { name: 'Facebook', mark: /\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bFB4A\b|\bFBIOS\b/ },
  { name: 'TikTok', mark: /\b(TikTok|musical_ly|BytedanceWebview)\b/i },
  { name: 'Snapchat', mark: /\bSnapchat\b/i },
  { name: 'LINE', mark: /\bLine\/\d/ },
  { name: 'WeChat', mark: /\bMicroMessenger\b/i },
  { name: 'Telegram', mark: /\bTelegram\b/i },
  { name: 'X', mark: /\bTwitter(Android)?\b/i },
]

/** The app whose in-app browser this user agent is, or null for a browser of the visitor's own. */
export function inAppBrowser(userAgent: string | undefined): string | null {
  if (!userAgent) return null
  return APPS.find((a) => a.mark.test(userAgent))?.name ?? null
}
