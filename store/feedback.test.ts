import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { MalformedResponseError } from '@src/lender/errors'

import { baseApi } from './api'
import { makeStore } from './index'
import { langChanged } from './session'

/** An endpoint's query: the call's argument goes to `url` as its body. */
const sending = (url: string) => (body: { n: number }) => ({ url, body })

/**
 * The one place that tells the borrower about calls: each endpoint declares its
 * feedback in `extraOptions`, or gets its kind's default (mutations toast, queries leave it to
 * the screen). These endpoints stand for the real ones; the answers come from msw.
 */
const feedbackApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    fbPress: b.mutation<unknown, { n: number }>({ query: sending('/x/fb/press') }),
    fbWorded: b.mutation<unknown, { n: number }>({ query: sending('/x/fb/worded'), extraOptions: { feedback: 'screen' } }),
    fbRead: b.mutation<string, { n: number }>({
      query: sending('/x/fb/read'),
      transformResponse: () => {
        throw new MalformedResponseError('no link')
      },
    }),
    fbList: b.query<unknown, { n: number }>({ query: sending('/x/fb/list') }),
    fbInfo: b.query<unknown, { n: number }>({ query: sending('/x/fb/info'), extraOptions: { feedback: 'serverMessage' } }),
    fbSlow: b.query<unknown, { n: number }>({
      query: sending('/x/fb/slow'),
      extraOptions: { loading: (lang) => (lang === 'sw' ? 'Inapakia…' : 'Loading…') },
    }),
  }),
  overrideExisting: true,
})

const refused = (message: string) => () => HttpResponse.json({ code: 7, message, data: null })

/** Answers every /x/fb/* call with the reply; returns the bodies the server received. */
function answer(reply: () => Response | Promise<Response>) {
  const seen: string[] = []
  server.use(
    http.post('*/api/x/fb/*', async ({ request }) => {
      seen.push(`${new URL(request.url).pathname} ${await request.text()}`)
      return reply()
    }),
  )
  return seen
}

/** Holds every /x/fb/* answer (a success) until `release()`: the call is in flight meanwhile. */
function answerWhenReleased() {
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  const seen = answer(async () => {
    await held
    return HttpResponse.json({ code: 0, data: 1 })
  })
  return { seen, release }
}

function setup() {
  const store = makeStore({ devtools: false })
  const toasts = () => store.getState().ui.toasts.map((t) => [t.message, t.kind])
  return { store, toasts }
}

describe('feedback: what the borrower is told about a call', () => {
  it('a mutation that declares nothing gets exactly one toast with the server message', async () => {
    const seen = answer(refused('Card already bound'))
    const { store, toasts } = setup()
    const r = await store.dispatch(feedbackApi.endpoints.fbPress.initiate({ n: 1 }))
    expect(r.error).toMatchObject({ kind: 'business', code: '7', message: 'Card already bound' })
    expect(toasts()).toEqual([['Card already bound', 'error']])
    expect(seen).toEqual(['/api/x/fb/press n=1'])
  })

  it('a mutation that declares nothing toasts a lost connection and an unreadable answer too', async () => {
    answer(() => HttpResponse.error())
    const { store, toasts } = setup()
    await store.dispatch(feedbackApi.endpoints.fbPress.initiate({ n: 1 }))
    expect(toasts()).toEqual([['No connection. Check your network and try again.', 'error']])
    answer(() => HttpResponse.json({ code: 0, data: {} }))
    await store.dispatch(feedbackApi.endpoints.fbRead.initiate({ n: 2 }))
    // The newer error replaces the older one (store/ui.ts: no stale toast beside a new message).
    expect(toasts()).toEqual([['We received an answer we could not read. Please try again.', 'error']])
  })

  it('an endpoint whose screen words its own messages gets no toast from here', async () => {
    answer(refused('Code expired'))
    const { store, toasts } = setup()
    const r = await store.dispatch(feedbackApi.endpoints.fbWorded.initiate({ n: 1 }))
    expect(r.error).toMatchObject({ kind: 'business', message: 'Code expired' })
    answer(() => HttpResponse.json({ message: 'down' }, { status: 503 }))
    await store.dispatch(feedbackApi.endpoints.fbWorded.initiate({ n: 2 }))
    expect(toasts()).toEqual([])
  })

  it('a query that declares nothing leaves every failure to its screen', async () => {
    answer(refused('No such order'))
    const { store, toasts } = setup()
    const r = await store.dispatch(feedbackApi.endpoints.fbList.initiate({ n: 1 }))
    expect(r.error).toMatchObject({ kind: 'business', message: 'No such order' })
    expect(toasts()).toEqual([])
  })

  it("'serverMessage': only the lender's refusal is toasted, once, even when the answer is served again from the cache", async () => {
    answer(() => HttpResponse.json({ message: 'down' }, { status: 502 }))
    const { store, toasts } = setup()
    await store.dispatch(feedbackApi.endpoints.fbInfo.initiate({ n: 1 }))
    expect(toasts()).toEqual([])
    answer(refused('Not available in your region'))
    await store.dispatch(feedbackApi.endpoints.fbInfo.initiate({ n: 2 }))
    expect(toasts()).toEqual([['Not available in your region', 'error']])
    // A fresh answer for the same arguments is in the cache: no call, no second toast.
    answer(() => HttpResponse.json({ code: 0, data: { ok: 1 } }))
    await store.dispatch(feedbackApi.endpoints.fbInfo.initiate({ n: 3 }))
    await store.dispatch(feedbackApi.endpoints.fbInfo.initiate({ n: 3 }))
    expect(toasts()).toEqual([['Not available in your region', 'error']])
  })

  it('never toasts undefined when the server gives no message', async () => {
    answer(() => HttpResponse.json({ code: 7 }))
    const { store, toasts } = setup()
    await store.dispatch(feedbackApi.endpoints.fbPress.initiate({ n: 1 }))
    expect(toasts()).toEqual([['Something went wrong on our side. Please try again.', 'error']])
  })

  it('shows the declared loading text, in the borrower language, for the duration of the call', async () => {
    const { seen, release } = answerWhenReleased()
    const { store } = setup()
    store.dispatch(langChanged('sw'))
    const pending = store.dispatch(feedbackApi.endpoints.fbSlow.initiate({ n: 1 }))
    await expect.poll(() => seen).toEqual(['/api/x/fb/slow n=1'])
    expect(store.getState().ui.loading.map((l) => l.text)).toEqual(['Inapakia…'])
    release()
    await pending
    expect(store.getState().ui.loading).toEqual([])
    expect(store.getState().ui.toasts).toEqual([])
  })

  it('ends the loading text when the call fails', async () => {
    answer(() => HttpResponse.json({ message: 'down' }, { status: 500 }))
    const { store, toasts } = setup()
    const pending = store.dispatch(feedbackApi.endpoints.fbSlow.initiate({ n: 2 }))
    expect(store.getState().ui.loading.map((l) => l.text)).toEqual(['Loading…'])
    await pending
    expect(store.getState().ui.loading).toEqual([])
    expect(toasts()).toEqual([])
  })

  it('shows no loading text for a call that declares none', async () => {
    const { seen, release } = answerWhenReleased()
    const { store } = setup()
    const pending = store.dispatch(feedbackApi.endpoints.fbList.initiate({ n: 3 }))
    await expect.poll(() => seen).toEqual(['/api/x/fb/list n=3'])
    expect(store.getState().ui.loading).toEqual([])
    release()
    await pending
  })
})
