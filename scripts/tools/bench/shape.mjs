// A connection-level network model for the bench's main-thread reading (./longTasks.mjs), in the
// spirit of WebPageTest's tsproxy: a TCP proxy in front of nginx that delays every byte by half the
// round trip each way and lets each direction carry only its bandwidth, shared by all connections
// (a phone has one radio link). TLS and HTTP/2 pass through untouched, so the browser pays the
// handshakes' round trips and the multiplexing as deployed; a request-level model
// (Network.emulateNetworkConditions) adds its latency per request instead. Not modelled: TCP's
// initial window and slow start, and loss.
import { connect, createServer } from 'node:net'

/** The reading's 3G: 300 ms round trip, 1.6 Mbps down, 768 Kbps up (WebPageTest's "3G"). */
export const CONNECTION_3G = { rttMs: 300, downKbps: 1600, upKbps: 768 }

/** Pieces a chunk is cut into on the link, so a large write arrives as a stream, not at once. */
const PIECE = 1460

/**
 * One direction of the link: `send(bytes, now)` gives when those bytes arrive at the far end (ms),
 * queued behind what the link is already carrying, plus the one-way delay.
 */
export function link({ kbps, delayMs }) {
  let freeAt = 0
  return (bytes, now) => {
    freeAt = Math.max(freeAt, now) + (bytes * 8) / kbps
    return freeAt + delayMs
  }
}

/**
 * Hands each item to `deliver` not before its time, and in the order handed (times never go
 * down). One timer, for the head of the queue: a timer per piece does not keep the order, since
 * Node orders timers by their expiry on its own coarser clock, so two pieces due within the same
 * millisecond can swap, and one swapped piece of a TLS stream breaks the connection (the
 * browser's ERR_SSL_PROTOCOL_ERROR, or a page whose scripts are fetched again a round trip later).
 * `now` and `timer`: tests give their own clock.
 */
export function inOrder(deliver, now = () => performance.now(), timer = setTimeout) {
  const queue = []
  let armed = false
  const arm = () => {
    armed = true
    timer(drain, Math.max(0, queue[0].at - now()))
  }
  const drain = () => {
    armed = false
    while (queue.length && queue[0].at <= now()) deliver(queue.shift().item)
    if (queue.length) arm()
  }
  return (item, at) => {
    queue.push({ item, at })
    if (!armed) arm()
  }
}

/** Copies `from` to `to` through one direction of the link, in order. */
function pipe(from, to, send) {
  let last = 0
  const release = inOrder((piece) => {
    if (to.destroyed) return
    if (piece === null) to.end()
    else to.write(piece)
  })
  from.on('data', (chunk) => {
    for (let i = 0; i < chunk.length; i += PIECE) {
      const piece = chunk.subarray(i, i + PIECE)
      // A piece never arrives before the one sent ahead of it.
      last = Math.max(send(piece.length, performance.now()), last)
      release(piece, last)
    }
  })
  // The end goes after the last piece.
  from.on('end', () => release(null, last))
}

/**
 * Starts the shaping proxy on 127.0.0.1:<port>, forwarding to <target>.
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export function startShaping({ port, target, model = CONNECTION_3G }) {
  const down = link({ kbps: model.downKbps, delayMs: model.rttMs / 2 })
  const up = link({ kbps: model.upKbps, delayMs: model.rttMs / 2 })
  const sockets = new Set()
  const server = createServer((client) => {
    client.pause()
    sockets.add(client)
    // The TCP handshake's round trip before the first byte can go.
    setTimeout(() => {
      const upstream = connect(target.port, target.host, () => {
        pipe(client, upstream, up)
        pipe(upstream, client, down)
        client.resume()
      })
      sockets.add(upstream)
      const close = () => {
        client.destroy()
        upstream.destroy()
        sockets.delete(client)
        sockets.delete(upstream)
      }
      upstream.on('error', close)
      client.on('error', close)
      upstream.on('close', () => setTimeout(close, model.rttMs))
      client.on('close', close)
    }, model.rttMs)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        stop: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy()
            server.close(() => done())
          }),
      }),
    )
  })
}
