import { describe, expect, it, vi } from 'vitest'

import { REPLAY_ACK, REPLAY_MESSAGE, SYNC_TAG } from './replay/protocol'
import type { Runner } from './replay/runner'
import { installOutbox } from './worker'

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
})
