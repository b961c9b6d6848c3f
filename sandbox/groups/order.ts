import { HttpResponse } from 'msw'

import { DEFINE_WIRE, REC_WIRE, type SandboxRecProduct } from '../data/order.ts'
import { call, fail, ok } from '../kit.ts'
import type { World } from '../world'

/** Recommended products under their obfuscated wire names (SPEC 3). */
function recOnWire(world: World, links: string[]): Record<string, string>[] {
  return links
    .map((id) => world.orders.recProducts.find((p) => p.linkId === id))
    .filter((p): p is SandboxRecProduct => p !== undefined)
    .map((p) => Object.fromEntries((Object.keys(REC_WIRE) as (keyof SandboxRecProduct)[]).map((k) => [REC_WIRE[k], p[k]])))
}

/** Order group (SPEC 7): loan-details, google-score, union-error-info and the legacy 'define' call. */
export const orderHandlers = [
  call('post', '/v3/loan-details/loan-details', ({ world, body }) => {
    const o = world.orders.byId.get(body.orderId ?? '')
    if (!o) return fail(404, 'Order not found', null)
    const { recLinks, detail, ...rest } = o
    return ok({ ...rest, userOrderDetail: { detail }, recProducts: recOnWire(world, recLinks) }, { success: true })
  }),
  call('post', '/v3/loan-details/google-score', ({ world, body }) => {
    if (!body.score) return fail(400, 'missing score')
    world.orders.ratings.push({ orderId: body.orderId ?? '', score: body.score })
    return ok(null, { success: true })
  }),
  call('post', '/service/new/union-error-info', ({ world }) => {
    const { noticeMessage, errMessage, familyLinks } = world.orders.unionError
    return ok({ noticeMessage, errMessage, family: recOnWire(world, familyLinks) })
  }),
  // The legacy obfuscated group: form-encoded fields and envelope under obfuscated names, code '00'.
  call('post', DEFINE_WIRE.path, ({ world, body }) => {
    const env = (code: string, data: unknown, message: string) =>
      HttpResponse.json({ [DEFINE_WIRE.code]: code, [DEFINE_WIRE.data]: data, [DEFINE_WIRE.message]: message })
    const linkId = body[DEFINE_WIRE.linkId]
    if (!linkId || body[DEFINE_WIRE.moduleId] === undefined || body[DEFINE_WIRE.position] === undefined)
      return env('03', null, 'Missing product details')
    const answer = world.orders.defineAnswers[linkId]
    if (!answer) return env('02', null, 'This product is no longer offered.')
    if ('link' in answer) return env('00', answer.link, 'success')
    return env(answer.code, null, answer.message)
  }),
]
