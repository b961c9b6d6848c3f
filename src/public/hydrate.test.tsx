import { type ReactElement, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { hydrateInSlices } from './hydrate'

function Counter() {
  const [n, setN] = useState(0)
  return (
    <button type="button" onClick={() => setN((x) => x + 1)}>
      Tapped {n}
    </button>
  )
}

/** A container holding `element`'s server markup, as a prerendered page has it. */
function prerendered(element: ReactElement): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = renderToString(element)
  document.body.append(root)
  return root
}

// As in the browser: React schedules its own work (inside act() it would do it all in one go).
const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT
beforeEach(() => (env.IS_REACT_ACT_ENVIRONMENT = false))
afterEach(() => {
  env.IS_REACT_ACT_ENVIRONMENT = actEnvironment
  document.body.replaceChildren()
})

describe('hydrateInSlices (public pages)', () => {
  it('has not hydrated yet when it returns: the work is left to slices', () => {
    const root = prerendered(<Counter />)
    const seen: string[] = []
    function Probe() {
      seen.push('rendered')
      return <Counter />
    }
    hydrateInSlices(root, <Probe />)
    expect(seen).toEqual([])
  })

  it('hydrates in slices: other work runs between them, not after one long task', async () => {
    let rendered = 0
    let atFirstGap: Promise<number> | undefined
    function Slow({ i }: { i: number }) {
      rendered++
      // Queued once hydration has begun, the timer runs at the first gap in its work.
      if (rendered === 1) atFirstGap ??= new Promise((resolve) => setTimeout(() => resolve(rendered), 0))
      const until = performance.now() + 3
      while (performance.now() < until) {
        // a component that takes 3 ms to render, as on a low-end phone
      }
      return <p>Part {i}</p>
    }
    const parts = Array.from({ length: 20 }, (_, i) => <Slow key={i} i={i} />)
    const root = prerendered(<div>{parts}</div>)
    rendered = 0
    atFirstGap = undefined
    hydrateInSlices(root, <div>{parts}</div>)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(rendered).toBe(20)
    // In one task (hydrateRoot outside a transition) all 20 were rendered before the timer ran.
    expect(await atFirstGap).toBeLessThan(20)
  })

  it('delivers a tap made while the page is still hydrating', async () => {
    const root = prerendered(<Counter />)
    const button = root.querySelector('button')!
    hydrateInSlices(root, <Counter />)
    // Before any slice ran: React finishes hydrating to deliver the tap.
    button.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.querySelector('button')).toBe(button)
    expect(button.textContent).toBe('Tapped 1')
  })
})
