import { describe, expect, it } from 'vitest'

import { DB_NAME } from '@src/outbox/queue/db'

import { OUTBOX_DB_NAME, outboxOnDevice } from './outboxOnDevice'

const factory = (names: string[] | Error) =>
  ({ databases: async () => (names instanceof Error ? Promise.reject(names) : names.map((name) => ({ name }))) }) as unknown as IDBFactory

describe('outbox on this device (whether its runner loads at start)', () => {
  it('yes once its database exists, no on a device that never queued anything', async () => {
    expect(await outboxOnDevice(factory(['borrower-web', 'borrower-outbox']))).toBe(true)
    expect(await outboxOnDevice(factory(['borrower-web']))).toBe(false)
  })

  it('looks for the outbox database by its own name', () => {
    expect(OUTBOX_DB_NAME).toBe(DB_NAME)
  })

  it('maybe (so yes) when the browser cannot list databases or the listing fails', async () => {
    expect(await outboxOnDevice({} as IDBFactory)).toBe(true)
    expect(await outboxOnDevice(factory(new Error('denied')))).toBe(true)
  })
})
