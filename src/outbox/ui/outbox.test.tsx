import { configureStore, type Middleware } from '@reduxjs/toolkit'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { deliverShellMessage } from '@src/bridge/messages'
import { getRunner, resetOutbox, setOutboxDefaults, setReplayRequester } from '@src/outbox/contextOutbox'
import type { Outbox } from '@src/outbox/queue/queue'
import { Runner } from '@src/outbox/replay/replay'
import { COMMON, complaint, complaintServer, fakeLocks, freshIdb, image, makeOutbox, receivedBy, testSender } from '@src/outbox/testUtils'
import { baseApi } from '@store/api'
import type { AppStore } from '@store/index'
import { outboxReducer } from '@store/outbox'
import { sessionReducer } from '@store/session'
import { uiReducer } from '@store/ui'
import { renderWithProviders } from '@tests/renderWithProviders'

import { OutboxComplaints } from './OutboxComplaints'
import { OutboxRunner, requestReplayFromPage } from './OutboxRunner'
import { OutboxStatus } from './OutboxStatus'
import { SavedOfflineDialog } from './SavedOfflineDialog'
import { useSendOrQueueComplaint } from './useOutbox'

/** The app's store shape once the lead mounts the outbox slice. */
function storeWithOutbox() {
  return configureStore({
    reducer: { session: sessionReducer, ui: uiReducer, outbox: outboxReducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (g) => g().concat(baseApi.middleware),
  }) as unknown as AppStore
}

let outbox: Outbox
beforeEach(() => {
  outbox = makeOutbox(freshIdb())
  setOutboxDefaults({
    outbox,
    sender: testSender(),
    runner: new Runner({ outbox, send: testSender(), locks: fakeLocks(), autoWake: false }),
  })
})
afterEach(() => resetOutbox())

const stateOf = (store: AppStore) => (store.getState() as unknown as { outbox: { complaints: { state: string }[] } }).outbox

describe('OutboxRunner', () => {
  it('mirrors the outbox into Redux and asks for a replay at start and on each trigger', async () => {
    await outbox.enqueueComplaint(complaint([image(1)]), COMMON)
    const request = vi.fn()
    const store = storeWithOutbox()
    renderWithProviders(<OutboxRunner outbox={outbox} request={request} />, { store })
    await waitFor(() => expect(stateOf(store).complaints).toHaveLength(1))
    expect(request).toHaveBeenCalledWith('start')

    act(() => void window.dispatchEvent(new Event('online')))
    expect(request).toHaveBeenLastCalledWith('online')
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(request).toHaveBeenLastCalledWith('visible')
    act(() => void deliverShellMessage({ type: 'resume' }))
    expect(request).toHaveBeenLastCalledWith('resume')

    // A change made elsewhere (here: the queue) reaches the mirror.
    await outbox.enqueueComplaint(complaint(), COMMON)
    await waitFor(() => expect(stateOf(store).complaints).toHaveLength(2))
  })

  it('in a page no worker controls, the page itself replays: the complaint reaches the lender once', async () => {
    const effects = complaintServer()
    await outbox.enqueueComplaint(complaint([image(1), image(2)]), COMMON)
    const store = storeWithOutbox()
    renderWithProviders(<OutboxRunner outbox={outbox} request={requestReplayFromPage} />, { store })
    await waitFor(() => expect(effects.saves).toHaveLength(1), { timeout: 5000 })
    await waitFor(() => expect(stateOf(store).complaints).toHaveLength(0), { timeout: 5000 })
    expect(effects.uploads).toHaveLength(2)
  })
})

describe('OutboxRunner: the "sent" notice', () => {
  it('asks for the complaint list again when a complaint is sent, not on any other change', async () => {
    const seen: string[] = []
    const store = configureStore({
      reducer: { session: sessionReducer, ui: uiReducer, outbox: outboxReducer, [baseApi.reducerPath]: baseApi.reducer },
      middleware: (g) =>
        g()
          .concat(baseApi.middleware)
          .concat(((_api: unknown) => (next: (a: unknown) => unknown) => (action: unknown) => {
            seen.push((action as { type: string }).type)
            return next(action)
          }) as Middleware),
    }) as unknown as AppStore
    const invalidations = () => seen.filter((t) => t === baseApi.util.invalidateTags([]).type).length
    renderWithProviders(<OutboxRunner outbox={outbox} request={vi.fn()} />, { store })
    const first = await outbox.enqueueComplaint(complaint(), COMMON)
    const second = await outbox.enqueueComplaint(complaint(), COMMON)
    await waitFor(() => expect(stateOf(store).complaints).toHaveLength(2))
    if (!first.ok || !second.ok) throw new Error('not queued')

    // Removed for another reason (discarded by the borrower): nothing new on the server.
    await outbox.remove(first.id)
    await waitFor(() => expect(stateOf(store).complaints).toHaveLength(1))
    expect(invalidations()).toBe(0)

    // Sent: the lender has it now, so the list is asked again.
    await outbox.remove(second.id, 'complaints')
    await waitFor(() => expect(invalidations()).toBe(1))
    await waitFor(() => expect(stateOf(store).complaints).toHaveLength(0))
  })
})

describe('requestReplayFromPage with a controlling worker', () => {
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  function controlledBy(answer: boolean) {
    const postMessage = vi.fn((msg: unknown, ports: MessagePort[]) => {
      if (answer) ports[0].postMessage({ type: 'outbox-replay-ack' })
      return msg
    })
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: { postMessage }, ready: new Promise(() => undefined) },
      configurable: true,
    })
    const runner = { replayAll: vi.fn(async () => null), stop: vi.fn() }
    setOutboxDefaults({ outbox, runner: runner as unknown as Runner })
    return { postMessage, runner }
  }

  it('hands the replay to the worker when it acknowledges', async () => {
    const { postMessage, runner } = controlledBy(true)
    requestReplayFromPage('online')
    expect(postMessage).toHaveBeenCalledWith({ type: 'outbox-replay', trigger: 'online' }, expect.any(Array))
    await new Promise((r) => setTimeout(r, 50))
    expect(runner.replayAll).not.toHaveBeenCalled()
  })

  it('replays in the page when the worker does not answer (an old worker without the queue)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { runner } = controlledBy(false)
    requestReplayFromPage('visible')
    vi.advanceTimersByTime(1999)
    expect(runner.replayAll).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    await vi.waitFor(() => expect(runner.replayAll).toHaveBeenCalledWith('visible'))
  })
})

describe('outbox UI', () => {
  it('lists failed complaints with the reason, Retry and Discard; not-sent ones with their text to copy', async () => {
    await outbox.enqueueComplaint({ ...complaint(), problemDetail: 'Nilikatwa mara mbili.' }, COMMON)
    const failed = await outbox.enqueueComplaint({ ...complaint(), problemDetail: 'Oda haionekani.' }, COMMON)
    const failedId = failed.ok ? failed.id : ''
    await outbox.update(failedId, (e) => ({
      ...e,
      state: 'failed',
      lastError: { kind: 'business', code: '404', message: 'Order not found' },
    }))
    const old = await outbox.enqueueComplaint({ ...complaint(), problemDetail: 'Sijapokea pesa.' }, COMMON)
    await outbox.update(old.ok ? old.id : '', (e) => ({ ...e, state: 'notSent' }))

    const store = storeWithOutbox()
    const request = vi.fn()
    const { user } = renderWithProviders(
      <>
        <OutboxRunner outbox={outbox} request={request} />
        <OutboxStatus />
        <OutboxComplaints typeTitle={(v) => (v === '1' ? 'Collection' : undefined)} />
      </>,
      { store },
    )
    expect(await screen.findByRole('heading', { name: 'Complaints not sent yet' })).toBeInTheDocument()
    expect(screen.getByText('1 waiting to be sent')).toHaveAttribute('role', 'status')
    expect(screen.getByText('Waiting to be sent')).toBeInTheDocument()
    expect(screen.getByText('Not sent: Order not found')).toBeInTheDocument()
    expect(screen.getByText('We could not send this complaint within 7 days. Copy the text and send it again.')).toBeInTheDocument()
    expect(screen.getAllByText('Collection')).toHaveLength(3)

    const itemOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement
    // Every entry's text can be copied (waiting, failed and not sent alike).
    expect(screen.getAllByRole('button', { name: 'Copy text' })).toHaveLength(3)
    await user.click(within(itemOf('Sijapokea pesa.')).getByRole('button', { name: 'Copy text' }))
    expect(await screen.findByText('Copied.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText('Not sent: Order not found')).not.toBeInTheDocument())
    expect(request).toHaveBeenCalledWith('retry')
    const retried = await outbox.get(failedId)
    expect(retried).toMatchObject({ state: 'waiting' })
    expect(retried!.key).not.toBe(failedId)
    expect(await screen.findByText('2 waiting to be sent')).toBeInTheDocument()

    await user.click(within(itemOf('Sijapokea pesa.')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByText('Sijapokea pesa.')).not.toBeInTheDocument())
    expect((await outbox.list()).map((e) => e.state)).toEqual(['waiting', 'waiting'])
    // A waiting one can be discarded too: it no longer blocks anything or waits forever.
    await user.click(within(itemOf('Nilikatwa mara mbili.')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByText('Nilikatwa mara mbili.')).not.toBeInTheDocument())
    expect(await outbox.list()).toHaveLength(1)
  })

  it("asks when the look-up could not tell (Send it again / Check again / Discard), and only counts another account's complaints", async () => {
    const asked = await outbox.enqueueComplaint({ ...complaint(), problemDetail: 'Imefika au la?' }, COMMON)
    const askedId = asked.ok ? asked.id : ''
    await outbox.update(askedId, (e) => ({ ...e, state: 'failed', unsure: true, lastError: { kind: 'unchecked', message: '' } }))
    await outbox.enqueueComplaint(
      { ...complaint(), problemDetail: 'Maneno ya mtu mwingine.' },
      { ...COMMON, session_id: 'sess-other' },
      { owner: 's:sess-other' },
    )
    const request = vi.fn()
    const { user } = renderWithProviders(
      <>
        <OutboxRunner outbox={outbox} request={request} />
        <OutboxComplaints />
      </>,
      { store: storeWithOutbox() },
    )
    expect(await screen.findByText('We could not check whether your complaint arrived. Send it again?')).toBeInTheDocument()
    expect(screen.getByText('Imefika au la?')).toBeInTheDocument()
    expect(
      screen.getByText(
        'A complaint written earlier on this phone is waiting for the account it was written in. It is sent only if that account signs in within 7 days, and deleted from this phone 30 days after it was written.',
      ),
    ).toBeInTheDocument()
    // Not sent any more: the borrower reads when this phone deletes it.
    expect(screen.getByText(/^Kept on this phone until \d{4}-\d{2}-\d{2}, then deleted\.$/)).toBeInTheDocument()
    expect(screen.queryByText('Maneno ya mtu mwingine.')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send it again' }))
    await waitFor(async () => expect(await outbox.get(askedId)).toMatchObject({ state: 'waiting' }))
    expect((await outbox.get(askedId))?.unsure).toBeFalsy()
    expect(request).toHaveBeenCalledWith('retry')
  })

  it("the 'saved' modal says it will be sent when back online", async () => {
    const onClose = vi.fn()
    const { user } = renderWithProviders(<SavedOfflineDialog open onClose={onClose} />, { store: storeWithOutbox() })
    expect(screen.getByRole('heading', { name: 'Saved' })).toBeInTheDocument()
    expect(screen.getByText('Saved, will be sent when you are back online.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'OK' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('speaks Swahili', async () => {
    const store = storeWithOutbox()
    store.dispatch({ type: 'session/langChanged', payload: 'sw' })
    renderWithProviders(<SavedOfflineDialog open onClose={() => undefined} />, { store })
    expect(screen.getByText('Imehifadhiwa, itatumwa mtandao utakaporudi.')).toBeInTheDocument()
  })
})

describe('useSendOrQueueComplaint', () => {
  function SendProbe({ online }: { online: boolean }) {
    const send = useSendOrQueueComplaint()
    return (
      <button
        type="button"
        onClick={async () => {
          Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })
          const res = await send(complaint([image(1)]))
          document.title = res.status
        }}
      >
        send
      </button>
    )
  }
  afterEach(() => Reflect.deleteProperty(navigator, 'onLine'))

  it('offline: the complaint is kept with the session params, then replayed with them', async () => {
    const effects = complaintServer()
    const kicks: string[] = []
    setReplayRequester((t) => kicks.push(t))
    const store = storeWithOutbox()
    store.dispatch({ type: 'session/paramsUpdated', payload: { sessionId: 'sess-hook', deviceId: 'dev-hook' } })
    const { user } = renderWithProviders(<SendProbe online={false} />, { store })
    await user.click(screen.getByRole('button', { name: 'send' }))
    await waitFor(() => expect(document.title).toBe('queued'), { timeout: 5000 })
    expect(receivedBy()).toHaveLength(0)
    expect(kicks).toEqual(['enqueue'])
    const [e] = await outbox.list()
    expect(e.commonParams).toMatchObject({ session_id: 'sess-hook', device_id: 'dev-hook' })
    await getRunner().replayAll('online')
    expect(effects.saves).toHaveLength(1)
    expect(receivedBy('/problem-save')[0].query).toMatchObject({ session_id: 'sess-hook' })
  })
})
