import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import { z } from 'zod'
import type { ContentIdentity } from '../../types'
import type { AccessCheck } from '../http/access'
import type { PresenceHub } from './presence-hub'
import { RPC_ERRORS, rpcError, rpcNotification, rpcRequest, rpcResult, type RpcRequest } from './json-rpc'

/** The Studio shows "connected" while messages arrive; the heart is its keep-alive. */
const HEARTBEAT_MS = 20_000
/** A socket that has not sent a valid `authorization` by then is closed: the studio sends it at once. */
export const AUTHORIZE_WITHIN_MS = 5_000
const MAX_MESSAGE_BYTES = 64 * 1024

const bearer = z.object({ authorization: z.string().regex(/^Bearer\s+\S+$/i).max(2_000) })
/** Every instance hears an announcement through a database notification (at most 8000 bytes). */
const MAX_LOCATIONS_JSON = 6_000
const announce = z.object({
  data: z.object({
    sessionId: z.string().min(1).max(100),
    locations: z
      .array(z.looseObject({ type: z.string().max(50), documentId: z.string().max(200).optional() }))
      .max(50)
      .refine((locations) => JSON.stringify(locations).length <= MAX_LOCATIONS_JSON, `locations over ${MAX_LOCATIONS_JSON} characters`),
  }),
})
const session = z.object({ session: z.string().min(1).max(100) })
const unsubscribe = z.object({ subscriptionId: z.string().min(1).max(100) })

/**
 * The presence WebSocket (`/v2022-06-30/socket/:ds`), JSON-RPC 2.0 as the Studio's Bifur client
 * speaks it: `authorization` with the bearer token first, then `presence_subscribe`/`_unsubscribe`,
 * `presence_announce`, `presence_rollcall`, `presence_disconnect`; the server pushes
 * `presence_subscription` notifications and a "♥" heartbeat.
 *
 * `instance` names this server (host and port) in the connection ids.
 *
 * Browsers open WebSockets over HTTP/1.1 (this server does not offer RFC 8441 on HTTP/2), so this
 * handles the HTTP/1.1 `upgrade` event that the HTTP/2 server forwards thanks to `allowHTTP1`.
 */
export function createPresenceSockets(access: AccessCheck, hub: PresenceHub, instance: string) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })

  server.on('connection', (socket: WebSocket) => {
    // Named after the instance that holds the socket (studio_presence_sessions shows operators where).
    const connectionId = `${instance}/${randomUUID()}`
    let identity: ContentIdentity | null = null
    let alive = true
    const send = (message: string) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(message)
    }
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate()
      alive = false
      socket.ping()
      send('♥')
    }, HEARTBEAT_MS)
    heartbeat.unref()
    const authorizationDeadline = setTimeout(() => {
      if (!identity) socket.close(RPC_ERRORS.unauthorized, 'Unauthorized: no authorization in time')
    }, AUTHORIZE_WITHIN_MS)
    authorizationDeadline.unref()
    socket.on('pong', () => {
      alive = true
    })
    send('♥')

    const handle = async (request: RpcRequest) => {
      const { id, method, params = {} } = request
      const invalid = (error: z.ZodError) => send(rpcError(id, RPC_ERRORS.invalidParams, error.issues[0]?.message ?? 'invalid params'))
      if (method === 'authorization') {
        const parsed = bearer.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        try {
          identity = await access.identify(parsed.data.authorization.replace(/^Bearer\s+/i, ''))
        } catch {
          send(rpcError(id, RPC_ERRORS.unauthorized, 'Unauthorized'))
          return socket.close(RPC_ERRORS.unauthorized, 'Unauthorized')
        }
        return send(rpcResult(id, { userId: identity.id }))
      }
      if (!identity) return send(rpcError(id, RPC_ERRORS.unauthorized, 'Send "authorization" first'))
      const user = identity
      switch (method) {
        case 'presence_subscribe': {
          const subscriptionId = randomUUID()
          // The id first: the client filters notifications by it only once it has it.
          send(rpcResult(id, subscriptionId))
          return hub.subscribe({
            id: subscriptionId,
            connectionId,
            deliver: (message) => send(rpcNotification('presence_subscription', { subscription: subscriptionId, result: message })),
          })
        }
        case 'presence_unsubscribe': {
          const parsed = unsubscribe.safeParse(params)
          if (!parsed.success) return invalid(parsed.error)
          return send(rpcResult(id, hub.unsubscribe(parsed.data.subscriptionId)))
        }
        case 'presence_announce': {
          const parsed = announce.safeParse(params)
          if (!parsed.success) return invalid(parsed.error)
          const { sessionId, locations } = parsed.data.data
          return send(rpcResult(id, await hub.announce(connectionId, user.id, sessionId, locations)))
        }
        case 'presence_rollcall': {
          const parsed = session.safeParse(params)
          if (!parsed.success) return invalid(parsed.error)
          await hub.rollCall(connectionId, user.id, parsed.data.session)
          return send(rpcResult(id, true))
        }
        case 'presence_disconnect': {
          const parsed = session.safeParse(params)
          if (!parsed.success) return invalid(parsed.error)
          await hub.disconnect(connectionId, parsed.data.session)
          return send(rpcResult(id, true))
        }
        default:
          return send(rpcError(id, RPC_ERRORS.methodNotFound, `Unknown method "${method.slice(0, 100)}"`))
      }
    }

    // Messages are handled in order (authorization must finish before what follows it).
    let queue = Promise.resolve()
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return send(rpcError(null, RPC_ERRORS.invalidRequest, 'Text messages only'))
      let request: RpcRequest
      try {
        const parsed = rpcRequest.safeParse(JSON.parse(data.toString()))
        if (!parsed.success) return send(rpcError(null, RPC_ERRORS.invalidRequest, 'Not a JSON-RPC 2.0 request'))
        request = parsed.data
      } catch {
        return send(rpcError(null, RPC_ERRORS.parseError, 'Not JSON'))
      }
      queue = queue.then(() => handle(request)).catch(() => send(rpcError(request.id, RPC_ERRORS.invalidRequest, 'Request failed')))
    })
    socket.on('close', () => {
      clearInterval(heartbeat)
      clearTimeout(authorizationDeadline)
      // Its messages are handled first (an announcement in flight must not outlive the socket).
      queue = queue.then(() => hub.dropConnection(connectionId)).catch((error: unknown) => {
        console.warn('[content] presence: ending a closed socket\'s sessions failed:', (error as Error).message)
      })
    })
    socket.on('error', () => socket.terminate())
  })

  return {
    upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      server.handleUpgrade(request, socket, head, (webSocket) => server.emit('connection', webSocket, request)),
    close: () => {
      for (const client of server.clients) client.terminate()
      server.close()
    },
  }
}

export type PresenceSockets = ReturnType<typeof createPresenceSockets>
