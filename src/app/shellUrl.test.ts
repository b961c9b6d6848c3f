import { afterEach, describe, expect, it } from 'vitest'

import { dropShellParams } from './shellUrl'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('the shell parameters leave the address bar', () => {
  it('keeping the page’s own query and hash, in one write the router does not repeat', () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=ORD1&session_id=s-1&device_id=d-1#top')
    dropShellParams()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/loanDetail?orderId=ORD1#top')
    expect(window.history.state).toEqual({ idx: 0 })
  })

  it('an entry the router has numbered keeps its number and its state', () => {
    window.history.replaceState({ usr: { from: 'x' }, key: 'k1', idx: 3 }, '', '/repay?session_id=s-1')
    dropShellParams()
    expect(window.location.search).toBe('')
    expect(window.history.state).toEqual({ usr: { from: 'x' }, key: 'k1', idx: 3 })
  })

  it('a URL without them is left as it is, unwritten', () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=ORD1')
    dropShellParams()
    expect(window.location.search).toBe('?orderId=ORD1')
    expect(window.history.state).toBeNull()
  })
})
