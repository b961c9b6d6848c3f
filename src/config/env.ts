import { type AliasMap, identityAliases } from './aliases'
import { type Deployment, deploymentFromEnv, list, runtimeConfig } from './deployment'

export type { PaymentConfig } from './deployment'

/** Market and environment configuration; see docs/configuration.md. */
export type AppConfig = {
  apiBase: string
  segment: string
  theme: { background: string; font: string; accent: string; warning: string; disabled: string }
  /**
   * Where the public site's feedback form POSTs its message as JSON (VITE_FEEDBACK_URL).
   * Empty (the default): the form composes an e-mail to customerServiceEmail for the visitor.
   */
  feedbackUrl: string
  currencyParam: string
  /**
   * A wire extra (docs/wire-extras.md): the common parameter that tells the lender the borrower's
   * language ('en' or 'sw'). SPEC 7 names none, so none is sent unless VITE_LANG_PARAM names one.
   */
  langParam: string
  /** A wire extra: the borrower's language in an Accept-Language header (VITE_ACCEPT_LANGUAGE=true). Off by default. */
  acceptLanguage: boolean
  /**
   * A wire extra: the tracking point a refused link is recorded under (POST /service/event/save,
   * `point`), a name of the lender's own. Empty (the default): a refused link sends no event.
   */
  linkRefusedPoint: string
  /**
   * The module ids of the recommended products of the order screen and of the joint-login failure
   * page (SPEC 7 says "a module id" without a value). By default SPEC's one module id, Borrow
   * Again's 30 (SPEC 9): a click is tracked and the 'define' call carries it; a lender with its own
   * ids per list refines them (VITE_REC_MODULE_ID_ORDER, VITE_REC_MODULE_ID_UNION).
   */
  recModuleIds: { order: string; union: string }
  supportDevtools: boolean
  /**
   * The sandbox's own controls on the developer test page (its scenario cookie, ids shown in
   * plain text). Set only by the sandbox's servers in their data block; a real host never sets it.
   */
  sandboxControls: boolean
  requestTimeoutMs: number
  /**
   * How the lender says "this session has expired" (SPEC 7 does not name it): an HTTP status
   * from this list (401 by default), or a business code from this list (none by default; a wire
   * extra, docs/wire-extras.md).
   */
  sessionExpiry: { httpStatus: number[]; codes: string[] }
  /**
   * A wire extra: whether the lender API accepts an `Idempotency-Key` header (its CORS answer lists
   * it). SPEC 7 names no such header, so it is off unless VITE_API_IDEMPOTENCY_KEY=true; the outbox
   * is exactly-once without it (it reconciles through problem-list).
   */
  idempotencyKey: boolean
  /** The outbox gives up on an entry after this many server errors, or this long after the first one. */
  outboxPoison: { serverErrors: number; maxAgeMs: number }
  /**
   * Doubt about a complaint's save: after `checkLimit` failed look-ups in problem-list
   * the borrower is asked whether to send it again. After a save without an answer, a look-up that
   * finds nothing proves nothing until `settleMs` (0: twice the request timeout, longer than the
   * gateway's own) has been watched since the save: a server slower than our timeout may still be
   * storing it, and its list may show a new complaint late.
   */
  outboxDoubt: { checkLimit: number; settleMs: number }
  /**
   * A page-side write that moves money or files something and gets no readable answer (Pay Now,
   * Loan Now, ...) keeps its action off for `windowMs`, longer than the gateway's own timeout
   * (nginx answers 504 at 60 s), reading the lender every `readEveryMs` meanwhile
   * (docs/write-calls.md). One read at the timeout proves nothing: a slow lender may still be storing.
   */
  settle: { windowMs: number; readEveryMs: number }
  /**
   * Fields SPEC 4 does not list for the bank save (the server's form fields plus product_id and
   * cardType): the form's `channelNumber` on every save, the `orderId` on the card change. Off
   * unless the deployment's lender asks for them (VITE_BANK_SAVE_CHANNEL_NUMBER, VITE_BANK_SAVE_ORDER_ID).
   */
  bankSaveExtras: { channelNumber: boolean; orderId: boolean }
  aliases: AliasMap
  /**
   * The code pages (`/repaymentOfCode`, `/paymentInstructions?payCode=`) inside the native shell
   * show only the borrower's own code, as in a plain browser (VITE_STRICT_CODE_PAGES=true). Off by
   * default: inside the shell the address is the shell's, and SPEC 2 has the page read its code
   * from it (docs/link-policy.md).
   */
  strictCodePages: boolean
  /** Links in the lender API's answers must also be on redirectAllowlist (default off: any https host). */
  strictApiLinks: boolean
  /**
   * Links the lender's answers may also use (default none): wallet apps' own schemes
   * (`tpesa:`, `mpesa:`) and plain http. `javascript:`, `data:` and userinfo are refused whatever
   * is set here (src/lib/links.ts, docs/link-policy.md).
   */
  apiLinkExtras: { schemes: string[]; http: boolean }
} & Deployment

type Env = Record<string, string | boolean | undefined>

function str(v: unknown, fallback: string): string {
  return typeof v === 'string' && v !== '' ? v : fallback
}

/** Builds the configuration from Vite env variables, with a runtime override the shell may set. */
export function buildConfig(env: Env, runtime: Partial<AppConfig> = {}): AppConfig {
  const base: AppConfig = {
    apiBase: str(env.VITE_API_BASE, '/api'),
    segment: str(env.VITE_API_SEGMENT, 'tz'),
    theme: {
      background: str(env.VITE_THEME_BACKGROUND, '#0a7a43'),
      font: str(env.VITE_THEME_FONT, '#ffffff'),
      accent: str(env.VITE_THEME_ACCENT, '#f5a623'),
      warning: str(env.VITE_THEME_WARNING, '#c0392b'),
      disabled: str(env.VITE_THEME_DISABLED, '#8a8f98'),
    },
    feedbackUrl: str(env.VITE_FEEDBACK_URL, ''),
    currencyParam: str(env.VITE_CURRENCY, 'TZS'),
    langParam: str(env.VITE_LANG_PARAM, '').trim(),
    acceptLanguage: env.VITE_ACCEPT_LANGUAGE === 'true' || env.VITE_ACCEPT_LANGUAGE === true,
    linkRefusedPoint: str(env.VITE_LINK_REFUSED_POINT, '').trim(),
    recModuleIds: { order: str(env.VITE_REC_MODULE_ID_ORDER, '30').trim(), union: str(env.VITE_REC_MODULE_ID_UNION, '30').trim() },
    supportDevtools: env.VITE_SUPPORT_DEVTOOLS === 'true' || env.VITE_SUPPORT_DEVTOOLS === true,
    sandboxControls: false,
    requestTimeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS) > 0 ? Number(env.VITE_REQUEST_TIMEOUT_MS) : 60000,
    sessionExpiry: {
      httpStatus: (list(env.VITE_SESSION_EXPIRED_HTTP).length ? list(env.VITE_SESSION_EXPIRED_HTTP) : ['401'])
        .map(Number)
        .filter((n) => n > 0),
      // Business codes only when the deployment names them: SPEC 7 gives none, and a lender whose
      // code 401 means something else would otherwise see every borrower logged out.
      codes: list(env.VITE_SESSION_EXPIRED_CODES),
    },
    idempotencyKey: env.VITE_API_IDEMPOTENCY_KEY === 'true' || env.VITE_API_IDEMPOTENCY_KEY === true,
    outboxPoison: {
      serverErrors: Number(env.VITE_OUTBOX_SERVER_ERRORS) > 0 ? Number(env.VITE_OUTBOX_SERVER_ERRORS) : 5,
      maxAgeMs: (Number(env.VITE_OUTBOX_SERVER_ERROR_HOURS) > 0 ? Number(env.VITE_OUTBOX_SERVER_ERROR_HOURS) : 24) * 3600_000,
    },
    outboxDoubt: {
      checkLimit: Number(env.VITE_OUTBOX_CHECK_LIMIT) > 0 ? Number(env.VITE_OUTBOX_CHECK_LIMIT) : 3,
      settleMs: Number(env.VITE_OUTBOX_SETTLE_MS) > 0 ? Number(env.VITE_OUTBOX_SETTLE_MS) : 0,
    },
    settle: {
      windowMs: Number(env.VITE_SETTLE_WINDOW_MS) > 0 ? Number(env.VITE_SETTLE_WINDOW_MS) : 120_000,
      readEveryMs: Number(env.VITE_SETTLE_READ_EVERY_MS) > 0 ? Number(env.VITE_SETTLE_READ_EVERY_MS) : 20_000,
    },
    bankSaveExtras: {
      channelNumber: env.VITE_BANK_SAVE_CHANNEL_NUMBER === 'true' || env.VITE_BANK_SAVE_CHANNEL_NUMBER === true,
      orderId: env.VITE_BANK_SAVE_ORDER_ID === 'true' || env.VITE_BANK_SAVE_ORDER_ID === true,
    },
    aliases: identityAliases,
    strictApiLinks: env.VITE_STRICT_API_LINKS === 'true' || env.VITE_STRICT_API_LINKS === true,
    strictCodePages: env.VITE_STRICT_CODE_PAGES === 'true' || env.VITE_STRICT_CODE_PAGES === true,
    apiLinkExtras: {
      // A scheme src/lib/links.ts would never allow is dropped there (NEVER_SCHEMES).
      schemes: list(env.VITE_API_LINK_SCHEMES).map((x) => x.toLowerCase().replace(/:$/, '')),
      http: env.VITE_API_LINK_HTTP === 'true' || env.VITE_API_LINK_HTTP === true,
    },
    ...deploymentFromEnv(env),
  }
  return {
    ...base,
    ...runtime,
    theme: { ...base.theme, ...runtime.theme },
    lender: { ...base.lender, ...runtime.lender },
    appName: { ...base.appName, ...runtime.appName },
    sessionExpiry: { ...base.sessionExpiry, ...runtime.sessionExpiry },
    outboxPoison: { ...base.outboxPoison, ...runtime.outboxPoison },
    outboxDoubt: { ...base.outboxDoubt, ...runtime.outboxDoubt },
    settle: { ...base.settle, ...runtime.settle },
    bankSaveExtras: { ...base.bankSaveExtras, ...runtime.bankSaveExtras },
    idempotencyKey: typeof runtime.idempotencyKey === 'boolean' ? runtime.idempotencyKey : base.idempotencyKey,
    recModuleIds: { ...base.recModuleIds, ...runtime.recModuleIds },
    payment: { ...base.payment, ...runtime.payment },
    aliasGroups: { ...base.aliasGroups, ...runtime.aliasGroups },
    apiLinkExtras: { ...base.apiLinkExtras, ...runtime.apiLinkExtras },
  }
}

declare global {
  interface Window {
    /** Optional runtime configuration a host page or the shell may set before the app starts. */
    __APP_CONFIG__?: Partial<AppConfig>
  }
}

/**
 * The configuration the build was given, without a host's run-time settings: what the public
 * pages were prerendered with, so hydration starts from it (src/ui/useDeployment.ts).
 */
export const buildTimeConfig: AppConfig = buildConfig(import.meta.env as unknown as Env)

/** The live configuration. Tests may adjust fields through `overrideConfig`. */
export const config: AppConfig = buildConfig(
  import.meta.env as unknown as Env,
  // globalThis, not window: the service worker imports this module too.
  runtimeConfig() as Partial<AppConfig>,
)

/**
 * Changes configuration at run time (tests). Returns an undo.
 * @internal
 */
export function overrideConfig(patch: Partial<AppConfig>): () => void {
  const before = { ...config }
  Object.assign(config, patch)
  return () => {
    Object.assign(config, before)
  }
}

/** Applies the theme colours as CSS variables. */
export function applyTheme(
  doc: { documentElement: { style: { setProperty(name: string, value: string): void } } },
  theme = config.theme,
): void {
  const s = doc.documentElement.style
  s.setProperty('--c-brand', theme.background)
  s.setProperty('--c-on-brand', theme.font)
  s.setProperty('--c-accent', theme.accent)
  s.setProperty('--c-warning', theme.warning)
  s.setProperty('--c-disabled', theme.disabled)
}
