import type { HttpHandler } from 'msw'

/** Sandbox calls of the loan group (SPEC 7); the feature's owner fills them in. */
export const loanHandlers: HttpHandler[] = []
