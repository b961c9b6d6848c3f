import type { AliasMap } from './aliases'

/**
 * What only the lender can say: its legal details, customer-service phone, payment
 * details, the obfuscated names its server speaks and the public site's address. Nothing here
 * has a default: the sandbox's made-up values live in `sandbox/deployment.ts`, handed to the app
 * by the dev and preview servers the way a real host would. A build without them says so
 * (scripts/build/deploymentReport.ts) and Copy diagnostics lists them (./settings.ts).
 */
export type Deployment = {
  /**
   * The lender's app name in each language (page titles, headers, legal texts, the manifest,
   * `appName` in get-sms and register). Empty: the pages read without a name (src/config/brand.ts).
   */
  appName: { en: string; sw: string }
  lender: { legalName: string; address: string; grievanceOfficer: string; grievanceEmail: string }
  customerServicePhone: string
  /** Where borrowers and visitors write (about page, footer, customer service, /Feedback's e-mail). */
  customerServiceEmail: string
  /** The lender's app scheme sent with product links (SPEC 4 productDetail's `scheme`); empty: none sent. */
  schemeLink: string
  /** The app store link the landing's download page offers when the template has none. */
  appDownloadUrl: string
  /**
   * Other origins that links from the page URL or from messages may lead to (the lender's
   * checkout, its website). Empty (the default): same origin only; links in the lender API's
   * answers follow their own rule (docs/link-policy.md).
   */
  redirectAllowlist: string[]
  payment: PaymentConfig
  /** The obfuscated names of the calls whose real names SPEC does not give (see AliasGroups). */
  aliasGroups: AliasGroups
  /** The public site's address (hreflang links, sitemap.xml, robots.txt; build time). */
  siteUrl: string
  /**
   * Where field measurement (src/vitals) sends its readings with sendBeacon: an https
   * URL or a same-origin path. Empty (the default): off, the measuring code is not even loaded.
   */
  vitalsUrl: string
}

/** Payment provider details for the instructions page (no payment number lives in code or catalogue). */
export type PaymentConfig = {
  /** The payment partner's name, e.g. 'Selcom'. */
  provider: string
  /** Pay-bill / business number for the wallets' bills feature. */
  businessNumber: string
  /** Each wallet's USSD menu code. */
  ussd: { wallet: string; code: string }[]
  /** The bills-menu entry other wallets list the partner under, e.g. 'Selcom Pay'. */
  otherWalletItem: string
  /** The sign shops and agents show, e.g. 'Selcom Huduma'. */
  storeName: string
}

/**
 * SPEC 3: recommended products "arrive under obfuscated names" it does not give; SPEC 7: the
 * legacy 'define' call has an obfuscated path, fields and envelope it does not give either.
 * `define` must name the path of '/legacy/define' (our placeholder), or the call cannot be made.
 */
export type AliasGroups = { recProducts?: AliasMap; define?: AliasMap }

type Env = Record<string, string | boolean | undefined>

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')
/** A comma-separated build variable as its items (env.ts reads its lists with it too). */
export const list = (v: unknown): string[] =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
    : []

/** 'M-Pesa=*150*00#,Tigo Pesa=*150*01#' -> [{ wallet, code }]; entries without both halves are dropped. */
export function ussdList(v: unknown): { wallet: string; code: string }[] {
  return str(v)
    .split(',')
    .map((e) => {
      const i = e.indexOf('=')
      return { wallet: i > 0 ? e.slice(0, i).trim() : '', code: i > 0 ? e.slice(i + 1).trim() : '' }
    })
    .filter((e) => e.wallet !== '' && e.code !== '')
}

function isAliasMap(v: unknown): v is AliasMap {
  const o = v as AliasMap | null
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.fields === 'object' &&
    o.fields !== null &&
    typeof o.paths === 'object' &&
    o.paths !== null
  )
}

/** VITE_ALIAS_GROUPS, JSON `{ "recProducts": { fields, paths }, "define": { fields, paths } }`; anything else is ignored. */
export function aliasGroupsFrom(v: unknown): AliasGroups {
  let raw: unknown = v
  if (typeof v === 'string') {
    try {
      raw = v.trim() ? JSON.parse(v) : {}
    } catch {
      return {}
    }
  }
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  return { ...(isAliasMap(o.recProducts) && { recProducts: o.recProducts }), ...(isAliasMap(o.define) && { define: o.define }) }
}

/** The deployment settings given at build time (Vite variables); a host's run-time config goes over them. */
export function deploymentFromEnv(env: Env): Deployment {
  return {
    appName: { en: str(env.VITE_APP_NAME_EN), sw: str(env.VITE_APP_NAME_SW) },
    lender: {
      legalName: str(env.VITE_LENDER_NAME),
      address: str(env.VITE_LENDER_ADDRESS),
      grievanceOfficer: str(env.VITE_GRIEVANCE_OFFICER),
      grievanceEmail: str(env.VITE_GRIEVANCE_EMAIL),
    },
    customerServicePhone: str(env.VITE_CS_PHONE),
    customerServiceEmail: str(env.VITE_CS_EMAIL),
    schemeLink: str(env.VITE_SCHEME_LINK),
    appDownloadUrl: str(env.VITE_APP_DOWNLOAD_URL),
    redirectAllowlist: list(env.VITE_REDIRECT_ALLOWLIST),
    payment: {
      provider: str(env.VITE_PAY_PROVIDER),
      businessNumber: str(env.VITE_PAY_BUSINESS_NUMBER),
      ussd: ussdList(env.VITE_PAY_USSD),
      otherWalletItem: str(env.VITE_PAY_OTHER_WALLET_ITEM),
      storeName: str(env.VITE_PAY_STORE_NAME),
    },
    aliasGroups: aliasGroupsFrom(env.VITE_ALIAS_GROUPS),
    siteUrl: str(env.VITE_SITE_URL),
    vitalsUrl: str(env.VITE_VITALS_URL),
  }
}

/** The field-measurement endpoint when usable: an https URL or a same-origin path ('/...', not '//'); else ''. */
export function vitalsEndpoint(d: Pick<Deployment, 'vitalsUrl'>): string {
  const u = typeof d.vitalsUrl === 'string' ? d.vitalsUrl.trim() : ''
  return /^https:\/\/[^/\s@]+/.test(u) || /^\/(?![/\\])/.test(u) ? u : ''
}

/** The id of the JSON data block a host may put in the page instead of a script (the sandbox's servers do). */
export const CONFIG_BLOCK_ID = 'app-config'

type Scope = { __APP_CONFIG__?: Record<string, unknown>; document?: { getElementById(id: string): { textContent: string | null } | null } }

/**
 * The run-time configuration a host gives: `window.__APP_CONFIG__` (set by a script file of its
 * own origin), over a `<script type="application/json" id="app-config">` data block in the page
 * (no request, and the CSP allows it: a data block is not run). The service worker has neither
 * a document nor, usually, the global: it gets what it needs with each outbox entry.
 */
export function runtimeConfig(scope: Scope = globalThis as Scope): Record<string, unknown> {
  let block: Record<string, unknown> = {}
  try {
    const text = scope.document?.getElementById(CONFIG_BLOCK_ID)?.textContent
    const parsed: unknown = text ? JSON.parse(text) : {}
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) block = parsed as Record<string, unknown>
  } catch {
    // A broken block is ignored: the settings it meant to give show as unset in the diagnostics.
  }
  return { ...block, ...scope.__APP_CONFIG__ }
}
