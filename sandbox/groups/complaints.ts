import type { HttpHandler } from 'msw'

/** Sandbox calls of the complaints group (SPEC 7); the feature's owner fills them in. */
export const complaintsHandlers: HttpHandler[] = []
