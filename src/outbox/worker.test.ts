import { describe, expect, it, vi } from 'vitest'

import { REPLAY_ACK, REPLAY_MESSAGE, SYNC_TAG } from './queue/channel'
import { Runner } from './replay/replay'
import { COMMON, eventServer, fakeClock, fakeLocks, freshIdb, makeOutbox, receivedBy, scenarios, testSender } from './testUtils'
import { handleMessage, handleSync, onWorkerStart } from './worker'

const ev = { method: 'POST' as const, path: '/service/event/save', body: { moduleId: '30', productId: 'P1002', positionId: '0' } }

async function setup() {
  const outbox = makeOutbox(freshIdb(), fakeClock())
  await outbox.enqueueEvent(ev, COMMON)
  return { outbox, runner: new Runner({ outbox, send: testSender(), locks: fakeLocks(), autoWake: false }) }
}

function extendable<T extends object>(extra: T) {
  const waits: Promise<unknown>[] = []
  return { event: { ...extra, waitUntil: (p: Promise<unknown>) => void waits.push(p) }, waits }
}

describe('worker entry functions', () => {
  it('Background Sync with our tag replays; other tags are left alone', async () => {
    const effects = eventServer()
    const { runner } = await setup()
    const other = extendable({ tag: 'something-else' })
    expect(handleSync(other.event, runner)).toBe(false)
    expect(other.waits).toHaveLength(0)

    const sync = extendable({ tag: SYNC_TAG })
    expect(handleSync(sync.event, runner)).toBe(true)
    await expect(sync.waits[0]).resolves.toBeUndefined()
    expect(effects).toHaveLength(1)
  })

  it('rejects the sync while the network is still down, so the browser tries again later (not on its last chance)', async () => {
    eventServer()
    scenarios('event/save=network')
    const { runner } = await setup()
    const sync = extendable({ tag: SYNC_TAG })
    handleSync(sync.event, runner)
    await expect(sync.waits[0]).rejects.toThrow('still waiting for the network')
    const last = extendable({ tag: SYNC_TAG, lastChance: true })
    handleSync(last.event, runner)
    await expect(last.waits[0]).resolves.toBeUndefined()
  })

  it("a page's replay request is acknowledged on its port, then replayed", async () => {
    const effects = eventServer()
    const { runner } = await setup()
    const port = { postMessage: vi.fn() }
    const msg = extendable({ data: { type: REPLAY_MESSAGE, trigger: 'online' }, ports: [port] })
    expect(handleMessage(msg.event, runner)).toBe(true)
    expect(port.postMessage).toHaveBeenCalledWith({ type: REPLAY_ACK })
    await msg.waits[0]
    expect(effects).toHaveLength(1)
    expect(handleMessage(extendable({ data: { type: 'SKIP_WAITING' } }).event, runner)).toBe(false)
    expect(handleMessage(extendable({ data: null }).event, runner)).toBe(false)
  })

  it('worker start replays what waits', async () => {
    eventServer()
    const { runner, outbox } = await setup()
    await onWorkerStart(runner)
    expect(receivedBy('/service/event/save')).toHaveLength(1)
    expect(await outbox.list()).toEqual([])
  })
})
