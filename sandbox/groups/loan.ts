import { HttpResponse } from 'msw'

import { decodeFields, sampleObfuscatedAliases } from '../aliases.ts'
import { complaintOrder } from '../data/complaints.ts'
import { orderRowsFromOffer } from '../data/orderFromLoan.ts'
import { call, type Ctx, fail, ok } from '../kit.ts'
import type { World } from '../world'

type Outcome = { data: unknown } | { code: number; message: string }

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm'
const CONTRACT = '/v3/contract/contract'
const JUMP = '/v3/contract/contract-jump'
const PUSH = '/v3/loan-confirm/loan-detail-push-yd'

function confirm(world: World, f: Record<string, string>): Outcome {
  const offer = world.loan.offers.get(f.productId ?? '')
  if (!offer) return { code: 404, message: 'Product not found' }
  const { lendOrderId: _o, ...data } = offer
  return { data }
}

function contracts(world: World, f: Record<string, string>): Outcome {
  if (!world.loan.offers.has(f.productId ?? '')) return { code: 404, message: 'Product not found' }
  if (f.scene !== '3') return { code: 400, message: 'Unknown agreement scene' }
  return { data: world.loan.contracts.map(({ title }) => ({ title })) }
}

function jump(world: World, f: Record<string, string>): Outcome {
  const c = world.loan.contracts[Number(f.position)]
  if (!c || !/^\d+$/.test(f.position ?? '')) return { code: 404, message: 'Agreement not found' }
  return { data: { contract_url: c.url } }
}

function push(world: World, f: Record<string, string>): Outcome {
  const offer = world.loan.offers.get(f.productId ?? '')
  if (!offer) return { code: 404, message: 'Product not found' }
  const missing = ['amount', 'periods', 'termUnit'].filter((k) => !f[k])
  if (missing.length) return { code: 400, message: `missing ${missing.join(', ')}` }
  if (Number(f.amount) !== offer.amount) return { code: 409, message: 'The amount does not match your offer. Please reload the page.' }
  world.loan.pushes.push({
    productId: offer.productId,
    amount: f.amount,
    periods: f.periods,
    termUnit: f.termUnit,
    orderId: offer.lendOrderId,
    at: Date.now(),
  })
  // The order the push creates carries what the borrower confirmed, and is listed with the
  // borrower's orders (problem-init) under the status its own screen shows, as a lender's is.
  const made = world.orders.byId.get(offer.lendOrderId)
  const rows = orderRowsFromOffer(offer)
  if (made) made.detail = rows
  world.complaints.orders = world.complaints.orders.filter((o) => o.orderNo !== offer.lendOrderId)
  if (made) world.complaints.orders.unshift(complaintOrder(made))
  return { data: { lendDetailsUrl: `/loanDetail?productId=${offer.productId}&orderId=${offer.lendOrderId}` } }
}

const logic: [string, (w: World, f: Record<string, string>) => Outcome][] = [
  [CONFIRM, confirm],
  [CONTRACT, contracts],
  [JUMP, jump],
  [PUSH, push],
]

/** V3: plain names, code 0, success flag (loan calls act only when success is true). */
function v3(handle: (w: World, f: Record<string, string>) => Outcome) {
  return ({ world, body }: Ctx) => {
    const out = handle(world, body)
    return 'data' in out ? ok(out.data, { success: true }) : fail(out.code, out.message)
  }
}

const map = sampleObfuscatedAliases

/** Renames keys to their obfuscated names, at every depth (the legacy server's answers). */
function aliasDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(aliasDeep)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [map.fields[k] ?? k, aliasDeep(v)]))
}

/** Legacy: obfuscated path and field names both ways, code '00' is success. */
function legacy(handle: (w: World, f: Record<string, string>) => Outcome) {
  return ({ world, body }: Ctx) => {
    const fields = decodeFields(map, body) as Record<string, string>
    // p9x is both productId and product_id on the wire; the reverse map reads it as product_id.
    if (fields.product_id && !fields.productId) fields.productId = fields.product_id
    const out = handle(world, fields)
    return 'data' in out
      ? HttpResponse.json({ [map.fields.code]: '00', [map.fields.message]: 'success', [map.fields.data]: aliasDeep(out.data) })
      : HttpResponse.json({
          [map.fields.code]: String(out.code).padStart(2, '0'),
          [map.fields.message]: out.message,
          [map.fields.data]: null,
        })
  }
}

/** Loan confirm calls (SPEC 7), the V3 ones and their obfuscated legacy twins. */
export const loanHandlers = logic.flatMap(([path, handle]) => [
  call('post', path, v3(handle)),
  call('post', map.paths[path], legacy(handle)),
])
