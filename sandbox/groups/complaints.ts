import { http, HttpResponse } from 'msw'

import { darTime } from '../clock.ts'
import type { SandboxComplaint } from '../data/complaints'
import { API, call, type Ctx, fail, ok, worldIdOf } from '../kit.ts'
import { getWorld } from '../world.ts'

/** The user-problem group answers '00' (SPEC 7, 8). */
const OK = { code: '00' }
const MAX_TEXT = 200
const MAX_IMAGES = 9
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
const COLLECTION = 1
/** Where uploaded pictures are served back from (same origin, so <img> sends the world cookie). */
export const UPLOAD_PATH = '/sandbox-uploads/'

function titleOf(list: { title: string; value: number }[], value: number | null): string {
  return list.find((o) => o.value === value)?.title ?? ''
}

function entryOf(ctx: Ctx, c: SandboxComplaint) {
  return { id: c.problemId, time: darTime(0, c.createdAt), type: titleOf(ctx.world.complaints.types, c.problemType), content: c.content }
}

/** Complaints, their pictures and ratings, and the customer-service contacts (SPEC 7). */
export const complaintsHandlers = [
  call('post', '/user-problem/problem-init', ({ world, body }) => {
    const { types, sonTypes, orders } = world.complaints
    // With an order id the server describes that order; with session parameters only, the latest one.
    const orderDetail = body.orderId ? (orders.find((o) => o.orderNo === body.orderId) ?? null) : (orders[0] ?? null)
    return ok({ problemType: types, problemSonType: sonTypes, orderDetail, orderList: orders }, OK)
  }),

  call('post', '/user-problem/upload-problem-img', async ({ world, files }) => {
    const file = files.problemImage
    if (!file) return fail('01', 'Please choose a picture to upload')
    if (file.type && !file.type.startsWith('image/')) return fail('01', 'Only pictures can be uploaded')
    if (file.size > MAX_UPLOAD_BYTES) return fail('01', 'The picture is too large (at most 5 MB)')
    const id = `IMG${String(world.complaints.nextId++).padStart(5, '0')}`
    world.complaints.uploads.set(id, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      type: file.type || 'image/jpeg',
      name: file.name,
      at: Date.now(),
    })
    return ok({ url: `/api${UPLOAD_PATH}${id}` }, OK)
  }),

  call('post', '/user-problem/problem-save', (ctx) => {
    const { world, body, request } = ctx
    const state = world.complaints
    const key = ctx.scenario('no-idempotency') ? null : request.headers.get('idempotency-key')
    // Beyond the kit's stored answers: a save that was stored but answered 500 must not be stored twice.
    const existing = key ? state.complaints.find((c) => c.idempotencyKey === key) : undefined
    if (existing) return ok({ problemId: existing.problemId }, OK)

    const type = Number(body.problemType)
    if (!state.types.some((t) => t.value === type)) return fail('01', 'Please select the question type')
    const detail = (body.problemDetail ?? '').trim()
    if (!detail) return fail('01', 'Please fill in your comments and suggestions')
    if (Array.from(detail).length > MAX_TEXT) return fail('01', 'The description can have at most 200 characters')
    const images = (body.problemImage ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    if (images.length > MAX_IMAGES) return fail('01', 'At most 9 pictures can be sent')
    const order = body.orderNo ? state.orders.find((o) => o.orderNo === body.orderNo) : undefined
    if (body.orderNo && !order) return fail('01', 'Order not found')
    let son: number | null = null
    if (type === COLLECTION) {
      if (order?.isShow !== 1) return fail('01', 'The selected order does not support sending collection types')
      son = Number(body.problemSonType)
      if (!state.sonTypes.some((s) => s.value === son)) return fail('01', 'Please select the collection problem')
    }
    const now = Date.now()
    const complaint: SandboxComplaint = {
      problemId: `PB${darTime(0, now).replace(/\D/g, '').slice(2, 8)}${String(state.nextId++).padStart(4, '0')}`,
      createdAt: now,
      problemType: type,
      problemSonType: son,
      orderNo: body.orderNo ?? '',
      content: detail,
      images,
      status: 'processing',
      disposeDetail: '',
      disposeImages: [],
      // The lender asks every borrower to rate the complaint service once it is registered.
      isNeedScore: 1,
      score: null,
      idempotencyKey: key,
    }
    state.complaints.unshift(complaint)
    return ok({ problemId: complaint.problemId }, OK)
  }),

  call('post', '/user-problem/problem-list', (ctx) => {
    const sorted = [...ctx.world.complaints.complaints].sort((a, b) => b.createdAt - a.createdAt)
    const tab = (title: string, status: SandboxComplaint['status']) => ({
      title,
      list: sorted.filter((c) => c.status === status).map((c) => entryOf(ctx, c)),
    })
    return ok({ tabs: [tab('Processing', 'processing'), tab('Finished', 'finished')] }, OK)
  }),

  call('post', '/user-problem/problem-detail', ({ world, body }) => {
    const c = world.complaints.complaints.find((x) => x.problemId === body.problemId)
    if (!c) return fail('01', 'Complaint not found')
    return ok(
      {
        problemId: c.problemId,
        type: titleOf(world.complaints.types, c.problemType),
        sonType: titleOf(world.complaints.sonTypes, c.problemSonType),
        content: c.content,
        images: c.images,
        disposeDetail: c.disposeDetail,
        disposeImages: c.disposeImages,
        isNeedScore: c.isNeedScore,
      },
      OK,
    )
  }),

  call('post', '/user-problem/save-score', ({ world, body }) => {
    const c = world.complaints.complaints.find((x) => x.problemId === body.problemId)
    if (!c) return fail('01', 'Complaint not found')
    const score = Number(body.score)
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail('01', 'Please choose from 1 to 5 stars')
    if (c.score !== null) return fail('02', 'You have already rated this complaint')
    c.score = score
    c.isNeedScore = 0
    world.complaints.scores.push({ problemId: c.problemId, score })
    return ok(null, OK)
  }),

  call('post', '/v3/personal-center/contact-kf-info', ({ world }) => ok(world.complaints.contact)),

  // Not a lender call: serves the pictures uploaded above back to <img> (never recorded).
  http.get(`${API}${UPLOAD_PATH}:id`, ({ request, params }) => {
    const upload = getWorld(worldIdOf(request)).complaints.uploads.get(String(params.id))
    if (!upload) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(upload.bytes, {
      status: 200,
      headers: { 'content-type': upload.type, 'cache-control': 'private, max-age=3600' },
    })
  }),
]
