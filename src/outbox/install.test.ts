import { describe, expect, it, vi } from 'vitest'

import { RELEASE_MESSAGE, REPLAY_ACK, REPLAY_MESSAGE, SYNC_TAG } from './queue/channel'
import type { Runner } from './replay/replay'
import { installOutbox, releaseVersionInControl } from './worker'

function fakeScope(extra: Partial<Pick<Parameters<typeof installOutbox>[0], 'serviceWorker' | 'registration'>> = {}) {
  const listeners = new Map<string, ((e: Event) => void)[]>()
  return {
    ...extra,
    addEventListener: (type: string, fn: (e: Event) => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    fire: (type: string, event: object) => listeners.get(type)?.forEach((fn) => fn(event as Event)),
    types: () => [...listeners.keys()].sort(),
  }
}

function stubRunner() {
  return { replayAll: vi.fn(async () => ({ waitingOnNetwork: false, nextWakeAt: null })) }
}

describe('installOutbox (service worker wiring)', () => {
  it('replays at worker start and listens for sync, message and activate', () => {
    const scope = fakeScope()
    const runner = stubRunner()
    installOutbox(scope, runner as unknown as Runner)
    expect(scope.types()).toEqual(['activate', 'message', 'sync'])
    expect(runner.replayAll).toHaveBeenCalledWith('start')
    scope.fire('activate', { waitUntil: vi.fn() })
    expect(runner.replayAll).toHaveBeenCalledTimes(2)
  })

  it('routes Background Sync and page requests to the replay', async () => {
    const scope = fakeScope()
    const runner = stubRunner()
    installOutbox(scope, runner as unknown as Runner)
    const waitUntil = vi.fn()
    scope.fire('sync', { tag: SYNC_TAG, waitUntil })
    expect(runner.replayAll).toHaveBeenLastCalledWith('sync')
    await waitUntil.mock.calls[0][0]

    const port = { postMessage: vi.fn() }
    scope.fire('message', { data: { type: REPLAY_MESSAGE, trigger: 'resume' }, ports: [port], waitUntil })
    expect(port.postMessage).toHaveBeenCalledWith({ type: REPLAY_ACK })
    expect(runner.replayAll).toHaveBeenLastCalledWith('resume')

    runner.replayAll.mockClear()
    scope.fire('message', { data: { type: 'SKIP_WAITING' }, waitUntil })
    scope.fire('sync', { tag: 'other', waitUntil })
    expect(runner.replayAll).not.toHaveBeenCalled()
  })

  it('a new version still installing or waiting never replays (the version in control reads the queue); once it activates it does', () => {
    for (const extra of [
      { serviceWorker: { state: 'installed' } },
      { serviceWorker: { state: 'installing' } },
      // No `serviceWorker` (older browsers): another version waits, so this one may be it.
      { registration: { active: {}, waiting: {} } },
      { registration: { active: null, installing: {} } },
    ]) {
      const scope = fakeScope(extra)
      const runner = stubRunner()
      installOutbox(scope, runner as unknown as Runner)
      scope.fire('sync', { tag: SYNC_TAG, waitUntil: vi.fn() })
      scope.fire('message', { data: { type: REPLAY_MESSAGE, trigger: 'online' }, ports: [], waitUntil: vi.fn() })
      expect(runner.replayAll).not.toHaveBeenCalled()
      scope.fire('activate', { waitUntil: vi.fn() })
      expect(runner.replayAll).toHaveBeenCalledWith('start')
    }
  })

  it('the version in control replays as it boots', () => {
    for (const extra of [{ serviceWorker: { state: 'activated' } }, { registration: { active: {}, installing: null, waiting: null } }]) {
      const runner = stubRunner()
      installOutbox(fakeScope(extra), runner as unknown as Runner)
      expect(runner.replayAll).toHaveBeenCalledWith('start')
    }
  })

  it('a version taking over releases the one in control: its events stop waiting for a replay that waits on the lender', async () => {
    const scope = fakeScope({ serviceWorker: { state: 'activated' } })
    let finish = () => {}
    const runner = {
      replayAll: vi.fn(() => new Promise((resolve) => (finish = () => resolve({ waitingOnNetwork: false, nextWakeAt: null })))),
    }
    installOutbox(scope, runner as unknown as Runner)
    const held: Promise<unknown>[] = []
    const waitUntil = (p: Promise<unknown>) => void held.push(p)
    scope.fire('message', { data: { type: REPLAY_MESSAGE, trigger: 'online' }, ports: [], waitUntil })
    scope.fire('sync', { tag: SYNC_TAG, waitUntil })
    let settled = 0
    held.forEach(
      (p) =>
        void p.then(
          () => settled++,
          () => settled++,
        ),
    )
    await new Promise((r) => setTimeout(r, 20))
    expect(settled).toBe(0)

    scope.fire('message', { data: { type: RELEASE_MESSAGE }, waitUntil })
    await vi.waitFor(() => expect(settled).toBe(2))
    expect(held).toHaveLength(2) // the release itself holds nothing
    // Later requests no longer hold the worker either; the replay itself goes on while the worker lives.
    scope.fire('message', { data: { type: REPLAY_MESSAGE, trigger: 'retry' }, ports: [], waitUntil })
    await expect(held[2]).resolves.toBeUndefined()
    finish()
  })

  it('the waiting version asks only another version in control to let go', () => {
    const old = { postMessage: vi.fn() }
    releaseVersionInControl({ registration: { active: old }, serviceWorker: {} })
    expect(old.postMessage).toHaveBeenCalledWith({ type: RELEASE_MESSAGE })

    const me = { postMessage: vi.fn() }
    releaseVersionInControl({ registration: { active: me }, serviceWorker: me })
    releaseVersionInControl({ registration: { active: null } })
    releaseVersionInControl({
      registration: {
        active: {
          postMessage: () => {
            throw new Error('gone')
          },
        },
      },
    })
    expect(me.postMessage).not.toHaveBeenCalled()
  })
})
