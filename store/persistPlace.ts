/**
 * Where the borrower's persisted client state lives: IndexedDB database, object store and the
 * redux-persist key (`persist:` + the persist config's key, store/index.ts). store/persist.ts
 * reads and writes there; the start (scripts/build/start/message.ts) writes it into the page for
 * public/boot-check.js, which begins the first read while the app's scripts download.
 * No imports: the build reads it in Node.
 */
export const PERSIST_KEY = 'root'
export const PERSIST_PLACE = { db: 'borrower-web', store: 'persist', key: `persist:${PERSIST_KEY}` } as const
