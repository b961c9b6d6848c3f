import { describe, expect, it } from 'vitest'

import { getOutbox, getRunner, requestReplay, resetOutbox, setReplayRequester } from './contextOutbox'
import { COMMON } from './testUtils'

describe('default outbox of a context', () => {
  it('is made once, on the real IndexedDB, and resetOutbox forgets it and its data', async () => {
    const box = getOutbox()
    expect(getOutbox()).toBe(box)
    await box.enqueueEvent({ method: 'POST', path: '/service/event/save', body: { moduleId: '30' } }, COMMON)
    expect(await box.list()).toHaveLength(1)
    await resetOutbox()
    const fresh = getOutbox()
    expect(fresh).not.toBe(box)
    expect(await fresh.list()).toEqual([])
    await resetOutbox()
  })

  it("routes replay requests to the installed requester, else to this context's runner", async () => {
    const asked: string[] = []
    setReplayRequester((t) => asked.push(t))
    requestReplay('online')
    expect(asked).toEqual(['online'])
    setReplayRequester(null)
    const runner = getRunner()
    requestReplay('visible')
    expect(runner.busy).toBe(true)
    await runner.replayAll('visible')
    await resetOutbox()
  })
})
