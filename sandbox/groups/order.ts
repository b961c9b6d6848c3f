import { call, fail, ok } from '../kit'

/** Loan order details (SPEC 7: /v3/loan-details/loan-details, google-score). */
export const orderHandlers = [
  call('post', '/v3/loan-details/loan-details', ({ world, body }) => {
    const o = world.orders.byId.get(body.orderId ?? '')
    if (!o) return fail(404, 'Order not found', null)
    const { principal: _p, dueAmount: _d, detail, ...rest } = o
    return ok({ ...rest, userOrderDetail: { detail }, recProducts: [] }, { success: true })
  }),
  call('post', '/v3/loan-details/google-score', ({ world, body }) => {
    world.orders.ratings.push({ orderId: body.orderId ?? '', score: body.score ?? '' })
    return ok(null, { success: true })
  }),
]
