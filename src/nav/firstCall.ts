import type { AppDispatch } from '@store/index'

import type { OrderIds } from './useOrderIds'

/*
 * The shape of a screen's first call. Each feature's api.ts writes its own next to the
 * endpoints it calls; src/app/firstCall.ts starts the one of the screen being opened. The type
 * lives here, below the features, so that a feature never imports the app that composes it.
 */

/** What a screen's first call needs: the ids the screen reads, and its URL query. */
export type FirstCallInput = OrderIds & { search: string }
/** Starts a screen's first call(s) with exactly the arguments the screen itself will ask with. */
export type FirstCall = (dispatch: AppDispatch, input: FirstCallInput) => void
