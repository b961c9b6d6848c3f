import { describe, expect, it } from 'vitest'

import { inAppBrowser } from './inAppBrowser'

// User agents as these apps' browsers write them on Android and iOS.
const WHATSAPP_ANDROID =
  'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 WhatsApp/2.23.25.83'
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5q Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.37.109;]'
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/441.0.0.23.105;FBBV/540276524;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]'
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 11; Infinix X6511 Build/RP1A.200720.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 Instagram 307.0.0.34.111 Android (30/11; 320dpi; 720x1468; INFINIX; Infinix X6511; Infinix-X6511; mt6765; en_GB; 531196187)'
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 306.0.0.20.118 (iPhone13,2; iOS 16_6; en_US; en; scale=3.00; 1170x2532; 529083166)'
const MESSENGER_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/436.0.0.25.109;FBBV/531418476;FBDV/iPhone12,1]'
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'

describe("a messaging app's in-app browser, by user agent", () => {
  it('names WhatsApp, Facebook and Instagram on Android and iOS', () => {
    expect(inAppBrowser(WHATSAPP_ANDROID)).toBe('WhatsApp')
    expect(inAppBrowser(FACEBOOK_ANDROID)).toBe('Facebook')
    expect(inAppBrowser(FACEBOOK_IOS)).toBe('Facebook')
    expect(inAppBrowser(INSTAGRAM_ANDROID)).toBe('Instagram')
    expect(inAppBrowser(INSTAGRAM_IOS)).toBe('Instagram')
  })

  it("tells Messenger from Facebook (both write Facebook's marks)", () => {
    expect(inAppBrowser(MESSENGER_IOS)).toBe('Messenger')
  })

  it("is null for the visitor's own browser, and for no user agent", () => {
    expect(inAppBrowser(CHROME_ANDROID)).toBeNull()
    expect(inAppBrowser(SAFARI_IOS)).toBeNull()
    expect(inAppBrowser('')).toBeNull()
    expect(inAppBrowser(undefined)).toBeNull()
  })
})
