import { call, ok } from '../kit.ts'

/** Tracking: stored and acknowledged; the app ignores the answer. */
export const eventHandlers = [
  call('post', '/service/event/save', ({ world, body }) => {
    world.events.stored.push({ kind: 'event', fields: body, at: Date.now() })
    return ok(null)
  }),
]
