import { call, type Ctx, fail, ok } from '../kit.ts'

/** Checks a submitted account against the form: the items of the chosen card type must all be there. */
function save({ world, body, path }: Ctx) {
  if (!body.product_id) return fail(400, 'missing product_id')
  if (!body.cardType) return fail(400, 'missing cardType')
  const needed = world.bank.items.filter((i) => i.cardTypeMi === undefined || String(i.cardTypeMi) === body.cardType)
  const missing = needed.filter((i) => !body[i.code]?.trim())
  if (missing.length) return fail(400, `Please fill in ${missing.map((i) => i.title).join(', ')}`)
  for (const i of needed) {
    const v = body[i.code]
    if (i.inputType !== 0 && !/^\d+$/.test(v)) return fail(400, `${i.title} must be digits only`)
    if (i.cate === 'enum' && !i.note.some((o) => o.type === v)) return fail(400, `Unknown ${i.title}`)
  }
  world.bank.saved.push({ path, fields: { ...body }, at: Date.now() })
  // SPEC 3: card-init's items carry the saved values, which is how a borrower's app can tell a save arrived.
  for (const i of needed) i.value = body[i.code]
  return ok(null, { success: true })
}

/** Bank card binding (SPEC 7): the form, the certify save, and the card change from an order. */
export const bankHandlers = [
  call('post', '/service/entry-order/card-init', ({ world }) =>
    ok({ items: world.bank.items, cardTypeMi: world.bank.cardTypeMi, channelNumber: world.bank.channelNumber }),
  ),
  call('post', '/v3/certify/save-bank-info', save),
  call('post', '/yours/cardChange', save),
]
