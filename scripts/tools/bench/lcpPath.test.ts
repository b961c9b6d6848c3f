import { describe, expect, it } from 'vitest'

import { lcpPath } from './lcpPath.mjs'

type Node = Parameters<typeof lcpPath>[0] extends Iterable<[infer N, unknown]> ? N : never

const net = (transferSize: number, resourceType: string, url = `https://127.0.0.1:8444/${resourceType}`) => ({
  type: 'network',
  request: { transferSize, resourceType, url },
})
const cpu = () => ({ type: 'cpu' })
const at = (startTime: number, endTime: number) => ({ startTime, endTime })

describe("the simulated LCP path (Lantern's node timings)", () => {
  it('counts the requests and their bytes, and says when the last script and the last node were in', () => {
    const path = lcpPath(
      new Map([
        [net(2195, 'Document'), at(0, 1511)],
        [net(2546, 'Stylesheet'), at(1511, 1511)],
        [cpu(), at(1511, 1588)],
        [net(42346, 'Script', 'https://127.0.0.1:8444/assets/app.js'), at(2488, 3088)],
        [net(71507, 'Script', 'https://127.0.0.1:8444/assets/shared.js'), at(1588, 2488)],
        [cpu(), at(3088, 3128)],
        [net(1356, 'Fetch'), at(3175, 3175)],
        [cpu(), at(3128, 3180)],
      ]),
    )
    expect(path).toMatchObject({ requests: 5, scripts: 2, bytes: 2195 + 2546 + 71507 + 42346 + 1356, scriptsEndMs: 3088, endMs: 3180 })
    // Each request, in the simulation's order, without the bench's origin.
    expect(path.list.map((r) => [r.url, r.bytes, r.startMs, r.endMs])).toEqual([
      ['/Document', 2195, 0, 1511],
      ['/Stylesheet', 2546, 1511, 1511],
      ['/assets/shared.js', 71507, 1588, 2488],
      ['/assets/app.js', 42346, 2488, 3088],
      ['/Fetch', 1356, 3175, 3175],
    ])
  })

  it('lists the main-thread tasks on the path, with their unthrottled time, the scripts they ran and their largest work', () => {
    const task = (ms: number, childEvents: NonNullable<Node['childEvents']>) => ({
      type: 'cpu',
      duration: ms * 1000,
      childEvents,
    })
    const path = lcpPath(
      new Map<Node, ReturnType<typeof at>>([
        [net(2195, 'Document'), at(0, 1511)],
        [
          task(20, [
            { name: 'EvaluateScript', dur: 15_000, args: { data: { url: 'https://127.0.0.1:8444/boot-check.js?v=1' } } },
            { name: 'v8.run', dur: 14_000 },
            { name: 'Layout', dur: 2_000 },
            { name: 'Layout', dur: 1_500 },
            { name: 'Paint', dur: 1_000 },
          ]),
          at(1900, 1980),
        ],
        [task(38.44, [{ name: 'ParseHTML', dur: 17_200 }]), at(1511, 1665)],
      ]),
    )
    expect(path.tasks).toEqual([
      { startMs: 1511, endMs: 1665, observedMs: 38.4, scripts: [], top: [{ name: 'ParseHTML', ms: 17.2 }] },
      {
        startMs: 1900,
        endMs: 1980,
        observedMs: 20,
        scripts: ['/boot-check.js?v=1'],
        top: [
          { name: 'EvaluateScript', ms: 15 },
          { name: 'v8.run', ms: 14 },
          { name: 'Layout', ms: 3.5 },
        ],
      },
    ])
    // Tasks are not requests.
    expect(path).toMatchObject({ requests: 1, bytes: 2195 })
  })

  it('reads an empty simulation as nothing on the path', () => {
    expect(lcpPath(new Map())).toEqual({ requests: 0, scripts: 0, bytes: 0, scriptsEndMs: null, endMs: null, list: [], tasks: [] })
  })
})
