import { setupServer } from 'msw/node'

import { handlers } from './handlers'

/** The sandbox for vitest: requests from the app under test are answered in-process. */
export const server = setupServer(...handlers)
