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

/** Copies `from` to `to` through one direction of the link, in order. */
function pipe(from, to, send) {
  let last = 0
  from.on('data', (chunk) => {
    for (let i = 0; i < chunk.length; i += PIECE) {
      const piece = chunk.subarray(i, i + PIECE)
      // In order: a piece never overtakes the one before it.
      const at = Math.max(send(piece.length, performance.now()), last)
      last = at
      setTimeout(() => to.destroyed || to.write(piece), Math.max(0, at - performance.now()))
    }
  })
  from.on('end', () => setTimeout(() => to.destroyed || to.end(), Math.max(0, last - performance.now())))
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
