import { screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { ComplaintStart } from '@features/complaints/pages/ComplaintStart'
import { LoanConfirm } from '@features/loan/pages/LoanConfirm'
import { LoanDetail } from '@features/order/pages/LoanDetail'
import { Repay } from '@features/repayment/pages/Repay'
import { RepayDelay } from '@features/repayment/pages/RepayDelay'
import { receivedBy } from '@sandbox/world'
import { makeStore } from '@store/index'
import { langChanged, paramsUpdated, shellParamsFromQuery } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'
import { appScreens } from './screens'
import { earlyReads, startEarly } from './early'
import { startFirstCall } from './firstCall'
import { LANG_KEY, langHint, rememberLang } from './langHint'

const SESSION = 'session_id=s-early&device_id=d-early&app_version=3.2.0'

const storageWith = (lang?: string) => {
  const m = new Map(lang ? [[LANG_KEY, lang]] : [])
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m }
}

/**
 * Runs the start script for `route`, then starts the app as src/main.tsx does (the URL's session
 * into the store, the screen's first call) and renders the screen on that store.
 */
async function earlyThenOpen(route: string, ui: ReactElement, { asked, storeLang }: { asked: string; storeLang?: 'en' | 'sw' }) {
  const url = new URL(route, 'http://app.test')
  const sent = startEarly({ location: url, languages: ['en-GB'] })
  // The read reached the lender before the app existed.
  await waitFor(() => expect(receivedBy(asked)).toHaveLength(1))
  const store = makeStore()
  store.dispatch(paramsUpdated(shellParamsFromQuery(url.search).params))
  if (storeLang) store.dispatch(langChanged(storeLang))
  await startFirstCall(store.dispatch, url, store.getState().session.ids)
  renderWithProviders(ui, { store, route })
  return sent
}

const settle = () => new Promise((r) => setTimeout(r, 150))

describe('the start script sends a screen’s first reads before the app runs (issue 25)', () => {
  it.each([
    ['/loanDetail', `/loanDetail?productId=P1002&orderId=ORD174001&${SESSION}`, <LoanDetail />, '/loan-details/loan-details', 'Due today'],
    ['/repay', `/repay?productId=P1002&orderId=ORD174001&${SESSION}`, <Repay />, '/loan-play-detail-yd', 'Pay Now'],
    ['/repayDelay', `/repayDelay?productId=P1002&orderId=ORD174001&${SESSION}`, <RepayDelay />, '/delay-detail-yd', 'Pay Now'],
    ['/complaint', `/complaint?orderId=ORD174001&${SESSION}`, <ComplaintStart />, '/problem-init', 'Select question type'],
  ])('%s: asked once, by the start script, with the screen’s own parameters; the screen shows the answer', async (_name, route, ui, asked, shown) => {
    expect(await earlyThenOpen(route, ui, { asked })).toBe(1)
    expect(await screen.findAllByText(shown)).not.toHaveLength(0)
    await settle()
    const [only, ...more] = receivedBy(asked)
    expect(more).toHaveLength(0)
    expect(only.query).toMatchObject({ session_id: 's-early', device_id: 'd-early', app_version: '3.2.0' })
  })

  it('/loanConfirm: the offer and the contracts, each once', async () => {
    expect(await earlyThenOpen(`/loanConfirm?productId=P1001&${SESSION}`, <LoanConfirm />, { asked: '/contract/contract' })).toBe(2)
    expect(await screen.findAllByRole('button')).not.toHaveLength(0)
    await settle()
    expect(receivedBy('/loan-detail-confirm')).toHaveLength(1)
    expect(receivedBy('/contract/contract')).toHaveLength(1)
  })

  it('a request that is not the screen’s own is never taken: the screen asks in its language and shows its answer', async () => {
    // The start script asked in the browser's English; the store ends up in Swahili (a choice kept on the device).
    await earlyThenOpen(`/repay?productId=P1002&orderId=ORD174001&${SESSION}`, <Repay />, { asked: '/loan-play-detail-yd', storeLang: 'sw' })
    await waitFor(() => expect(receivedBy('/loan-play-detail-yd')).toHaveLength(2))
    expect(receivedBy('/loan-play-detail-yd').map((r) => r.headers['accept-language'])).toEqual(['en', 'sw'])
    expect(await screen.findByRole('button', { name: 'Lipa Sasa' })).toBeInTheDocument()
  })

  it('sends nothing when the address does not say who the borrower is, or names no order the call needs', () => {
    expect(startEarly({ location: { pathname: '/loanDetail', search: '?productId=P1002&orderId=ORD174001' } })).toBe(0)
    expect(startEarly({ location: { pathname: '/loanDetail', search: `?${SESSION}` } })).toBe(0)
    expect(startEarly({ location: { pathname: '/loanConfirm', search: `?${SESSION}` } })).toBe(0)
    expect(startEarly({ location: { pathname: '/bindBank', search: `?${SESSION}` } })).toBe(0)
    expect(receivedBy('/')).toHaveLength(0)
  })

  it('asks in the address’s language, else the one the app last spoke on this device, else the browser’s', async () => {
    const base = `?productId=P1002&orderId=ORD174001&${SESSION}`
    startEarly({ location: { pathname: '/repay', search: `${base}&lang=sw` }, storage: storageWith('en'), languages: ['en'] })
    startEarly({ location: { pathname: '/repayDelay', search: base }, storage: storageWith('sw'), languages: ['en'] })
    startEarly({ location: { pathname: '/loanDetail', search: base }, storage: storageWith(), languages: ['sw-TZ'] })
    await waitFor(() => expect(receivedBy('/v3/')).toHaveLength(3))
    expect(receivedBy('/loan-play-detail-yd')[0].headers['accept-language']).toBe('sw')
    expect(receivedBy('/delay-detail-yd')[0].headers['accept-language']).toBe('sw')
    expect(receivedBy('/loan-details/loan-details')[0].headers['accept-language']).toBe('sw')
  })

  it('every screen whose table names a first call has its reads here, and no other', () => {
    expect(Object.keys(earlyReads).sort()).toEqual(appScreens.filter((s) => s.firstCall).map((s) => s.target).sort())
  })
})

describe('langHint', () => {
  it('keeps the app’s language, reads back only a language the app speaks, and survives a storage that refuses', () => {
    const s = storageWith()
    rememberLang('sw', s)
    expect(langHint(s)).toBe('sw')
    expect(langHint(storageWith('fr'))).toBeUndefined()
    const refusing = { getItem: () => { throw new Error('SecurityError') }, setItem: () => { throw new Error('SecurityError') } }
    expect(langHint(refusing)).toBeUndefined()
    expect(() => rememberLang('en', refusing)).not.toThrow()
  })
})
