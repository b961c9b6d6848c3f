import { http, HttpResponse } from 'msw'

import { API, worldIdOf } from './kit.ts'
import { getWorld, type World } from './world.ts'

/** Where the sandbox collects field readings; its deployment block sets vitalsUrl to it. */
export const SANDBOX_VITALS_PATH = '/api/__sandbox/vitals'

/** One beacon as the sandbox received it: the raw text (to search for what must never be sent) and its JSON. */
export type ReceivedVitals = { at: number; contentType: string; text: string; json: unknown }

// Kept beside the world, not in it: a reset world (a new object) starts with none.
const beacons = new WeakMap<World, ReceivedVitals[]>()

function beaconsOf(request: Request): ReceivedVitals[] {
  const world = getWorld(worldIdOf(request))
  let list = beacons.get(world)
  if (!list) beacons.set(world, (list = []))
  return list
}

/**
 * The lender's collector, played by the sandbox (never part of the product): it stores each beacon
 * for this world and answers 204, as a collector would.
 *   POST /api/__sandbox/vitals   a beacon (JSON sent as text/plain, the app's sendBeacon)
 *   GET  /api/__sandbox/vitals   the beacons this world received, oldest first
 */
export const vitalsHandlers = [
  http.post(`${API}/__sandbox/vitals`, async ({ request }) => {
    const text = await request.text().catch(() => '')
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      // Kept as text: a test then sees what arrived.
    }
    const list = beaconsOf(request)
    list.push({ at: Date.now(), contentType: request.headers.get('content-type') ?? '', text, json })
    if (list.length > 200) list.splice(0, 100)
    return new HttpResponse(null, { status: 204 })
  }),
  http.get(`${API}/__sandbox/vitals`, ({ request }) => HttpResponse.json(beaconsOf(request))),
]
