import { type FormEvent, useEffect, useState } from 'react'

import { Link } from '@src/nav/Link'
import { paths, pathTo, type Target } from '@src/nav/paths'
import { Page } from '@src/ui/Page'
import { useToast } from '@src/ui/Toaster'
import { useDeployment } from '@src/ui/useDeployment'
import { useAppDispatch, useAppSelector, useT } from '@store/hooks'
import { idsUpdated, paramsUpdated } from '@store/session'
import { type CommonKey, type SessionParams } from '@store/shellParams'
import { TOAST_SHORT_MS } from '@store/ui'

import { FieldReadings } from '../components/FieldReadings'
import { SupportSection } from '../components/SupportSection'
import { DeviceSection, Field, SandboxSection } from '../components/TestSections'
import { messages } from '../messages'

type ParamKey = CommonKey
const PARAM_FIELDS: ParamKey[] = ['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'advertisingId']
/** Ids that identify a borrower or a phone: masked outside the sandbox (a screenshot, a shoulder). */
const MASKED: ReadonlySet<string> = new Set<ParamKey>(['sessionId', 'deviceId', 'advertisingId'])
/** A campaign template the sandbox lender knows (sandbox/data/promotion.ts): the landing has nothing to show without one. */
export const SANDBOX_TEMPLATE_ID = '1001'
/**
 * The session id the sandbox's test page starts with when the shell gave none: screens keep their
 * last-known copies per borrower, and without a session id there is no borrower to keep them for.
 */
export const SANDBOX_SESSION_ID = 'sbx-session'
/**
 * The order the sandbox's test page starts with when the session names none: a repaying order of
 * the sandbox (sandbox/data/order.ts), so every link that needs an order opens one; with the
 * amount its next period asks (minor units), which /repay and /oldRepay take from their address.
 */
export const SANDBOX_ORDER = { productId: 'P1001', orderId: 'ORD170001', amount: '5400000' }
/** Screens that show nothing without an order id in their address. */
const NEEDS_ORDER: ReadonlySet<Target> = new Set<Target>(['loanDetail', 'repay', 'repayDelay', 'oldRepay', 'oldRepayVerify', 'order'])
/** Screens that read the amount to pay from their address. */
const TAKES_AMOUNT: ReadonlySet<Target> = new Set<Target>(['repay', 'oldRepay'])

/** Whether the test page opens: in the sandbox's servers, in development, or behind the support switch. */
export function testPageOpen(c: { sandboxControls: boolean; supportDevtools: boolean }, dev: boolean): boolean {
  return c.sandboxControls || c.supportDevtools || dev
}

/**
 * The developer test page (SPEC 2). In production it opens only behind the support switch
 * (config.supportDevtools: build variable, run-time config or the shell's message) and shows no
 * sandbox control; the sandbox's servers (config.sandboxControls) keep everything.
 */
export function TestPreview() {
  const t = useT(messages)
  const c = useDeployment()
  if (!testPageOpen(c, import.meta.env.DEV)) {
    return (
      <Page title={t('title')}>
        <h2>{t('closedHeading')}</h2>
        <p>{t('closedBody')}</p>
      </Page>
    )
  }
  return <TestPreviewOpen sandbox={c.sandboxControls} />
}

/** The page itself: set session parameters, open any screen, try device features. */
function TestPreviewOpen({ sandbox }: { sandbox: boolean }) {
  const t = useT(messages)
  const toast = useToast()
  const dispatch = useAppDispatch()
  const session = useAppSelector((s) => s.session)
  const [form, setForm] = useState(() => ({
    ...session.params,
    ...session.ids,
    ...(sandbox && !session.params.sessionId ? { sessionId: SANDBOX_SESSION_ID } : {}),
    ...(sandbox && !session.ids.orderId ? { productId: SANDBOX_ORDER.productId, orderId: SANDBOX_ORDER.orderId } : {}),
  }))
  const [amount, setAmount] = useState(sandbox ? SANDBOX_ORDER.amount : '')
  // The sandbox's defaults are in force at once, as if saved: the screens opened from here keep
  // last-known copies for this session and open this order without a Save first.
  const sandboxDefaults = sandbox && (!session.params.sessionId || !session.ids.orderId)
  useEffect(() => {
    if (!sandboxDefaults) return
    if (!session.params.sessionId) dispatch(paramsUpdated({ sessionId: SANDBOX_SESSION_ID }))
    if (!session.ids.orderId) dispatch(idsUpdated({ productId: SANDBOX_ORDER.productId, orderId: SANDBOX_ORDER.orderId }))
    // Once, on opening: later edits take effect through Save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const ids = { productId: form.productId, orderId: form.orderId }
  const queryOf = (target: Target, query: Record<string, string>) =>
    TAKES_AMOUNT.has(target) && amount.trim() ? { ...query, amount: amount.trim() } : query
  /** A link, or, for a screen that needs an order while none is set, why it is not one yet. */
  const linkTo = (target: Target, label: string, query: Record<string, string>) =>
    NEEDS_ORDER.has(target) && !form.orderId.trim() ? (
      <span className="hint">{t('needsOrder', { screen: label })}</span>
    ) : (
      <Link to={pathTo(target, queryOf(target, query))}>{label}</Link>
    )
  const links: { target: Target; label: string; query: Record<string, string> }[] = [
    { target: 'loanConfirm', label: t('confirmLoan'), query: { productId: ids.productId } },
    { target: 'loanDetail', label: t('loanDetail'), query: ids },
    { target: 'repay', label: t('repay'), query: ids },
    { target: 'repayDelay', label: t('repayDelay'), query: ids },
    { target: 'bindBank', label: t('bindBank'), query: { productId: ids.productId } },
    { target: 'aboutUs', label: t('aboutUs'), query: {} },
    { target: 'complaint', label: t('complaint'), query: { orderId: ids.orderId } },
    { target: 'customerService', label: t('customerService'), query: {} },
    { target: 'privacyPolicy', label: t('privacyPolicy'), query: {} },
    { target: 'paymentInstructions', label: t('repaymentInstructions'), query: {} },
  ]
  const linked = new Set<Target>([...links.map((l) => l.target), 'testPreview', 'error'])
  const more = (Object.keys(paths) as Target[]).filter((k) => !linked.has(k))

  function save(e: FormEvent) {
    e.preventDefault()
    const params: Partial<SessionParams> = {}
    for (const k of PARAM_FIELDS) params[k] = form[k].trim()
    dispatch(paramsUpdated(params))
    dispatch(idsUpdated({ productId: form.productId.trim(), orderId: form.orderId.trim() }))
    toast(t('saved'), { kind: 'success', durationMs: TOAST_SHORT_MS })
  }

  return (
    <Page title={t('title')}>
      <p>{t('intro')}</p>
      <form onSubmit={save} className="stack" aria-labelledby="tp-session">
        <h2 id="tp-session">{t('sessionHeading')}</h2>
        {[...PARAM_FIELDS, 'productId' as const, 'orderId' as const].map((k) => (
          <Field key={k} label={t(k)}>
            <input
              className="field__input"
              name={k}
              type={!sandbox && MASKED.has(k) ? 'password' : 'text'}
              value={form[k]}
              autoComplete="off"
              onChange={(e) => setForm({ ...form, [k]: e.target.value })}
            />
          </Field>
        ))}
        <Field label={t('amount')}>
          <input
            className="field__input"
            name="amount"
            inputMode="numeric"
            value={amount}
            autoComplete="off"
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
        <button type="submit" className="ui-btn ui-btn--primary">
          {t('save')}
        </button>
      </form>

      <h2>{t('linksHeading')}</h2>
      <ul className="link-list">
        {links.map((l) => (
          <li key={l.target}>{linkTo(l.target, l.label, l.query)}</li>
        ))}
      </ul>
      <h2>{t('moreHeading')}</h2>
      <ul className="link-list">
        {more.map((k) => (
          <li key={k}>
            {/* The target name too: a bare '/' is a 5 px wide touch target. */}
            {/* A lender's template ids are its own: only the sandbox's is known here. */}
            {linkTo(k, `${paths[k]} (${k})`, k === 'promotion' && sandbox ? { id: SANDBOX_TEMPLATE_ID } : ids)}
          </li>
        ))}
      </ul>

      <DeviceSection />
      {sandbox && <SandboxSection />}

      <FieldReadings />
      <SupportSection />
    </Page>
  )
}
