import { describe, expect, it } from 'vitest'
import { isAndroidWebView, isIosWebView, isMessagingInAppBrowser } from './userAgent'

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
  androidKitKatWebView:
    'Mozilla/5.0 (Linux; Android 4.4.2; Nexus 5 Build/KOT49H) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/30.0.0.0 Mobile Safari/537.36',
  whatsappAndroid:
    'Mozilla/5.0 (Linux; Android 12; TECNO KG5k; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.80 Mobile Safari/537.36 WhatsApp/2.23.24.76',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 10; V1916A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.62 XWEB/2691 MMWEBSDK/200601 Mobile Safari/537.36 MMWEBID/4629 MicroMessenger/7.0.16.1700(0x2700103B) Process/toolsmp WeChat/arm64 NetType/WIFI Language/zh_CN ABI/arm64',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 11; Infinix X6511; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/443.0.0.32.118;]',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android (31/12; 300dpi; 720x1465; samsung; SM-A125F; a12; exynos850; en_US; 537588645)',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 13; SO-51C; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Line/13.21.0/IAB',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 13; 2201117TG; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 Telegram-Android/10.5.0 (Xiaomi 2201117TG; Android 13; SDK 33; AVERAGE)',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  iosWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  facebookIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5]',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2d) NetType/WIFI Language/zh_CN',
  instagramIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 305.0.0.14.109 (iPad8,9; iPadOS 16_6; en_US; en; scale=2.00; 1668x2388; 530325456)',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  desktopOnline: 'Mozilla/5.0 (X11; Linux x86_64) OnlineBrowser/1.0 Pipeline/2.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 13; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
} as const

describe('isMessagingInAppBrowser', () => {
  it.each<[keyof typeof UA, boolean]>([
    ['whatsappAndroid', true],
    ['wechatAndroid', true],
    ['wechatIphone', true],
    ['facebookAndroid', true],
    ['facebookIphone', true],
    ['instagramAndroid', true],
    ['instagramIpad', true],
    ['lineAndroid', true],
    ['telegramAndroid', true],
    ['chromeAndroid', false],
    ['androidWebView', false],
    ['safariIphone', false],
    ['chromeIphone', false],
    ['iosWebView', false],
    ['desktopChrome', false],
    ['desktopOnline', false],
    ['firefoxAndroid', false],
  ])('%s -> %s', (name, expected) => {
    expect(isMessagingInAppBrowser(UA[name])).toBe(expected)
  })

  it('matches the bare markers', () => {
    expect(isMessagingInAppBrowser('foo FBAN/FBIOS')).toBe(true)
    expect(isMessagingInAppBrowser('foo [FBAV/1.0]')).toBe(true)
    expect(isMessagingInAppBrowser('foo whatsapp/2.0')).toBe(true)
    expect(isMessagingInAppBrowser('foo LINE/12.0')).toBe(true)
    expect(isMessagingInAppBrowser('foo Line')).toBe(false)
    expect(isMessagingInAppBrowser('foo FBANANA')).toBe(false)
  })

  it('returns false for empty or non-string input', () => {
    expect(isMessagingInAppBrowser('')).toBe(false)
    expect(isMessagingInAppBrowser(undefined as unknown as string)).toBe(false)
    expect(isMessagingInAppBrowser(null as unknown as string)).toBe(false)
  })
})

describe('isAndroidWebView', () => {
  it.each<[keyof typeof UA, boolean]>([
    ['androidWebView', true],
    ['androidKitKatWebView', true],
    ['whatsappAndroid', true],
    ['facebookAndroid', true],
    ['telegramAndroid', true],
    ['chromeAndroid', false],
    ['firefoxAndroid', false],
    ['iosWebView', false],
    ['safariIphone', false],
    ['desktopChrome', false],
  ])('%s -> %s', (name, expected) => {
    expect(isAndroidWebView(UA[name])).toBe(expected)
  })

  it('returns false for empty or non-string input', () => {
    expect(isAndroidWebView('')).toBe(false)
    expect(isAndroidWebView(undefined as unknown as string)).toBe(false)
  })
})

describe('isIosWebView', () => {
  it.each<[keyof typeof UA, boolean]>([
    ['iosWebView', true],
    ['facebookIphone', true],
    ['wechatIphone', true],
    ['instagramIpad', true],
    ['safariIphone', false],
    ['chromeIphone', false],
    ['androidWebView', false],
    ['desktopChrome', false],
  ])('%s -> %s', (name, expected) => {
    expect(isIosWebView(UA[name])).toBe(expected)
  })

  it('returns false for empty or non-string input', () => {
    expect(isIosWebView('')).toBe(false)
    expect(isIosWebView(42 as unknown as string)).toBe(false)
  })
})
