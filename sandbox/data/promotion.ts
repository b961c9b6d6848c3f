import { sandboxPage } from '../pageLink.ts'

/**
 * Sandbox data for the promotion register landing (SPEC 2, 7, 8): channel templates, numbers
 * that already have an account, and the captchas and SMS codes handed out per session id.
 *
 * The landing validates mobiles with the market's rule (src/config/market.ts: Tanzania by default,
 * sent as 0754123456; SPEC 5's 13-19 pattern for its market), so numbers of both are registered.
 */

/** The template data we designed: the spec only shows `id`; the rest drives the landing's look. */
export type SandboxTemplate = {
  id: string
  name: string
  banner: { title: string; subtitle: string; image: string }
  theme: { background: string; font: string; button: string }
  merchantNumber: string
  download: { title: string; text: string; button: string; url: string }
  agreement: { title: string; paragraphs: string[] }
}

/** Every sandbox SMS carries this code, so humans and e2e journeys can finish a registration. */
export const SANDBOX_SMS_CODE = '123456'

/** Captcha characters: no 0/O or 1/I/L, which people confuse. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

const agreement = (app: string) => ({
  title: `${app} registration agreement`,
  paragraphs: [
    `By registering you open an ${app} account with the mobile number you entered. You must be at least 18 years old.`,
    'We use your number to send verification codes and loan reminders. We never share it for marketing without your consent.',
    `Loans start from TZS 10,000 and are paid out to your M-Pesa, Tigo Pesa, Airtel Money or HaloPesa wallet. The full terms are shown in the app before you accept any loan.`,
  ],
})

function templates(): Map<string, SandboxTemplate> {
  const list: SandboxTemplate[] = [
    {
      id: '1001',
      name: 'Dar es Salaam street campaign',
      banner: {
        title: 'Quick loans up to TZS 500,000',
        subtitle: 'Get cash on your mobile wallet in minutes',
        image: '/sandbox-assets/promo-banner.svg',
      },
      theme: { background: '#0a7a43', font: '#ffffff', button: '#f5a623' },
      merchantNumber: 'MH-DSM-0042',
      download: {
        title: 'Download Mkopo Haraka',
        text: 'Install the app and log in with your mobile number to get your first loan.',
        button: 'Download the app',
        url: sandboxPage('download'),
      },
      agreement: agreement('Mkopo Haraka'),
    },
    {
      id: '1002',
      name: 'Arusha radio campaign',
      banner: { title: 'Karibu Mkopo Haraka Arusha', subtitle: 'Borrow from TZS 10,000, repay with M-Pesa', image: '' },
      theme: { background: '#1d4e89', font: '#ffffff', button: '#f5a623' },
      merchantNumber: 'MH-ARU-0007',
      download: {
        title: 'Get the Mkopo Haraka app',
        text: 'Your account is ready. Install the app to apply.',
        button: 'Download now',
        url: sandboxPage('download'),
      },
      agreement: agreement('Mkopo Haraka'),
    },
  ]
  return new Map(list.map((t) => [t.id, t]))
}

export function seedPromotion() {
  return {
    templates: templates(),
    /** Mobiles that already have an account (answer code 11). */
    registered: new Set(['0754123456', '0715987654', '13800138000', '15912345678', '18676543210']),
    /** sid -> the captcha text last drawn for it. */
    captchas: new Map<string, string>(),
    /** Mobile -> the SMS code sent to it. */
    smsCodes: new Map<string, string>(),
    sidCounter: 0,
  }
}
