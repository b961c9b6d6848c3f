import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { LoanDetail } from '@features/order/pages/LoanDetail'
import { Repay } from '@features/repayment/pages/Repay'
import { RepayDelay } from '@features/repayment/pages/RepayDelay'
import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { overrideConfig } from '@src/config/env'
import { clearLastKnown } from '@src/lastKnown/storage'
import { askAhead, resetAhead } from '@src/lender/askAhead'
import { makeStore } from '@store/index'
import { shellSessionActions } from '@store/session'
import { shellParamsFromQuery } from '@store/shellParams'
import { renderWithProviders } from '@tests/renderWithProviders'

import { earlyAsk } from './askEarly'
import { startFirstCall } from './firstCall'

const NO_LANG = 'session_id=S-early&device_id=D-1&app_version=3.2.0'
// The tests' deployment sends the language (tests/setup.ts turns both wire extras on): the URL says it.
const SHELL = `${NO_LANG}&lang=en`
const at = (route: string) => {
  const url = new URL(route, 'http://app.test')
  return { pathname: url.pathname, search: url.search }
}

/** The early ask for `route` (as its script does), then the start as src/main.tsx makes it, then the screen. */
async function askThenStart(route: string, ui: ReactElement, storeSession = shellParamsFromQuery(at(route).search)) {
  const ask = earlyAsk(at(route))
  if (ask) askAhead(ask.request, ask.context)
  const store = makeStore()
  shellSessionActions(storeSession).forEach((a) => store.dispatch(a))
  await startFirstCall(store.dispatch, at(route), store.getState().session.ids)
  return renderWithProviders(ui, { store, route })
}

const settle = () => new Promise((r) => setTimeout(r, 150))

afterEach(() => {
  resetAhead()
  // A screen that fails shows the last copy it drew, if any: each test starts without one.
  clearLastKnown()
})

describe('the early ask: the opening screen’s first call, asked before the app starts, and taken by the store', () => {
  it.each([
    ['/loanDetail', <LoanDetail key="l" />, '/loan-details/loan-details', () => screen.findByText('Due today')],
    ['/repay', <Repay key="r" />, '/loan-play-detail-yd', () => screen.findByRole('button', { name: 'Pay Now' })],
    ['/repayDelay', <RepayDelay key="d" />, '/delay-detail-yd', () => screen.findByRole('button', { name: 'Pay Now' })],
  ])('%s: the lender is asked once, under the shell’s session, and the screen shows that answer', async (path, ui, call, shown) => {
    await askThenStart(`${path}?productId=P1002&orderId=ORD174001&${SHELL}`, ui)
    expect(await shown()).toBeInTheDocument()
    await settle()
    const asked = receivedBy(call)
    expect(asked).toHaveLength(1)
    expect(asked[0].body).toEqual({ productId: 'P1002', orderId: 'ORD174001' })
    expect(asked[0].query).toMatchObject({ session_id: 'S-early', device_id: 'D-1', app_version: '3.2.0' })
  })

  it('the store’s session is not the early one (another session id): the store asks under its own, and shows its own answer', async () => {
    const route = `/repay?productId=P1002&orderId=ORD174001&${SHELL}`
    await askThenStart(route, <Repay />, shellParamsFromQuery('?session_id=S-other&device_id=D-1&app_version=3.2.0&lang=en'))
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument()
    await settle()
    expect(receivedBy('/loan-play-detail-yd').map((r) => r.query.session_id)).toEqual(['S-early', 'S-other'])
  })

  it('taken once: the screen opened again later asks again', async () => {
    const route = `/loanDetail?productId=P1002&orderId=ORD174001&${SHELL}`
    await askThenStart(route, <LoanDetail />)
    expect(await screen.findByText('Due today')).toBeInTheDocument()
    await settle()
    const store = makeStore()
    shellSessionActions(shellParamsFromQuery(at(route).search)).forEach((a) => store.dispatch(a))
    await startFirstCall(store.dispatch, at(route), store.getState().session.ids)
    await waitFor(() => expect(receivedBy('/loan-details/loan-details')).toHaveLength(2))
  })

  /** The lender's plan call drops its connection for the first `drops` requests; how many it dropped. */
  const dropPlan = (drops: number) => {
    let dropped = 0
    server.use(
      http.post('*/loan-play-detail-yd', () => {
        if (dropped >= drops) return undefined // to the sandbox
        dropped++
        return HttpResponse.error()
      }),
    )
    return () => dropped
  }

  it('the early ask lost its connection before any answer: the store asks again itself, once, and the screen shows that answer', async () => {
    const dropped = dropPlan(1)
    await askThenStart(`/repay?productId=P1002&orderId=ORD174001&${SHELL}`, <Repay />)
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument()
    expect(screen.queryByText(/No connection/)).not.toBeInTheDocument()
    await settle()
    expect(dropped()).toBe(1)
    const asked = receivedBy('/loan-play-detail-yd')
    expect(asked).toHaveLength(1)
    expect(asked[0].query).toMatchObject({ session_id: 'S-early' })
  })

  it('lost again when the store asks: the screen says there is no connection, and nothing more is sent by itself', async () => {
    const dropped = dropPlan(5)
    await askThenStart(`/repay?productId=P1002&orderId=ORD174001&${SHELL}`, <Repay />)
    expect(await screen.findByText(/No connection/)).toBeInTheDocument()
    await settle()
    expect(dropped()).toBe(2)
  })

  it('an early ask that timed out stands: the store does not wait a second time', async () => {
    const undo = overrideConfig({ requestTimeoutMs: 100 })
    let asked = 0
    server.use(
      http.post('*/loan-play-detail-yd', async () => {
        asked++
        await delay(1000)
        return HttpResponse.json({ code: 0, data: null })
      }),
    )
    try {
      await askThenStart(`/repay?productId=P1002&orderId=ORD174001&${SHELL}`, <Repay />)
      expect(await screen.findByText(/taking too long/)).toBeInTheDocument()
      expect(asked).toBe(1)
    } finally {
      undo()
    }
  })

  it('asks nothing it cannot know as the store will: no shell session in the URL, a missing id, another screen', () => {
    expect(earlyAsk(at('/repay?productId=P1002&orderId=ORD174001&lang=en'))).toBeNull()
    expect(earlyAsk(at(`/repay?orderId=ORD174001&${SHELL}`))).toBeNull()
    expect(earlyAsk(at(`/repay?productId=P1002&${SHELL}`))).toBeNull()
    expect(earlyAsk(at(`/complaint?orderId=ORD174001&${SHELL}`))).toBeNull()
    expect(earlyAsk(at(`/bindBank?productId=P1002&orderId=ORD174001&${SHELL}`))).toBeNull()
    expect(earlyAsk(at(`/repay?productId=P1002&orderId=ORD174001&${SHELL}`))).not.toBeNull()
  })

  it('where the deployment sends the language, it asks only when the URL says it (the stored or the browser’s choice is the store’s)', () => {
    const undo = overrideConfig({ langParam: 'language', acceptLanguage: false })
    try {
      expect(earlyAsk(at(`/repay?productId=P1002&orderId=ORD174001&${NO_LANG}`))).toBeNull()
      const ask = earlyAsk(at(`/repay?productId=P1002&orderId=ORD174001&${NO_LANG}&lang=sw`))
      expect(ask?.context.commonParams).toMatchObject({ language: 'sw', session_id: 'S-early' })
    } finally {
      undo()
    }
    const undoHeader = overrideConfig({ langParam: '', acceptLanguage: true })
    try {
      expect(earlyAsk(at(`/repay?productId=P1002&orderId=ORD174001&${NO_LANG}`))).toBeNull()
      expect(earlyAsk(at(`/repay?productId=P1002&orderId=ORD174001&${SHELL}`))?.context.settings.language).toBe('en')
    } finally {
      undoHeader()
    }
    // Neither extra (the default): the language is not on the wire, so it need not be known.
    const undoNone = overrideConfig({ langParam: '', acceptLanguage: false })
    try {
      expect(earlyAsk(at(`/repay?productId=P1002&orderId=ORD174001&${NO_LANG}`))).not.toBeNull()
    } finally {
      undoNone()
    }
  })
})
