import { http, HttpResponse } from 'msw'

import { API, worldIdOf } from './kit.ts'
import { getWorld, resetWorlds } from './world.ts'

/**
 * The sandbox's control surface for tests and humans (never part of the product):
 *   POST /api/__sandbox/reset               forget this world's state
 *   POST /api/__sandbox/scenario {scenarios: string[]}   set this world's scenarios
 *   GET  /api/__sandbox/received?path=frag  requests this world received
 *   GET  /api/__sandbox/state               a summary of this world
 */
export const controlHandlers = [
  http.post(`${API}/__sandbox/reset`, ({ request }) => {
    resetWorlds(worldIdOf(request))
    return HttpResponse.json({ ok: true })
  }),
  http.post(`${API}/__sandbox/scenario`, async ({ request }) => {
    const world = getWorld(worldIdOf(request))
    const body = (await request.json().catch(() => ({}))) as { scenarios?: unknown }
    world.scenarios = Array.isArray(body.scenarios) ? body.scenarios.filter((s): s is string => typeof s === 'string') : []
    world.counters.clear()
    return HttpResponse.json({ ok: true, scenarios: world.scenarios })
  }),
  http.get(`${API}/__sandbox/received`, ({ request }) => {
    const world = getWorld(worldIdOf(request))
    const fragment = new URL(request.url).searchParams.get('path')
    return HttpResponse.json(fragment ? world.received.filter((r) => r.path.includes(fragment)) : world.received)
  }),
  http.get(`${API}/__sandbox/state`, ({ request }) => {
    const world = getWorld(worldIdOf(request))
    return HttpResponse.json({ scenarios: world.scenarios, received: world.received.length, events: world.events.stored.length })
  }),
]
