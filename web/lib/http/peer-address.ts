import 'server-only'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { PEER_ADDRESS_HEADER } from './client-address'

/**
 * Stamps every HTTP request this process serves with its TCP peer (`socket.remoteAddress`) in
 * `PEER_ADDRESS_HEADER`, replacing whatever a client sent under that name: Next.js hands route handlers
 * and server actions the request's headers but not its socket, and `clientAddress()` needs the peer to
 * know who may not choose their own rate-limit key. Node publishes each request on the diagnostics
 * channel `http.server.request.start` before the server's own request handler (Next's) sees it: a
 * supported hook of Node, with no change to Next. web/instrumentation.ts installs it when a server starts.
 */
type RequestStart = { request: IncomingMessage; socket: Socket }

const INSTALLED = Symbol.for('lokalsicht.peerAddressStamp')

export function stampPeerAddresses(): void {
  const process = globalThis as typeof globalThis & { [INSTALLED]?: true }
  if (process[INSTALLED]) return
  process[INSTALLED] = true
  subscribe('http.server.request.start', (message) => {
    // A subscriber's exception would be thrown again as an uncaught one: never let a request do that.
    // Unstamped, a request counts as the shared `unknown` client, which chooses nothing.
    try {
      stamp(message as RequestStart)
    } catch (error) {
      console.error('[client-address] could not stamp a request with its peer address:', error)
    }
  })
}

export function stamp({ request, socket }: RequestStart): void {
  const peer = socket.remoteAddress ?? ''
  // Node builds `headers` from `rawHeaders` on first use, counting on their length: build it first, then
  // overwrite a client's copies in both in place.
  const headers = request.headers
  const raw = request.rawHeaders
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]!.toLowerCase() === PEER_ADDRESS_HEADER) raw[index + 1] = peer
  }
  headers[PEER_ADDRESS_HEADER] = peer
}
