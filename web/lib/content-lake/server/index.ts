import 'server-only'
import type { IncomingMessage } from 'node:http'
import { createSecureServer, type Http2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { TLSSocket } from 'node:tls'
import type { ServerContext } from './context'
import { createRequestHandler } from './handle-request'
import { createAccessCheck } from './http/access'
import { corsFor } from './http/cors'
import { createListenerHub } from './listen/listener-hub'
import type { ContentApiServerOptions } from './options'
import { createPresenceHub } from './presence/presence-hub'
import { createPresenceSockets } from './presence/presence-socket'
import { contentApiRoutes } from './routes'
import { assetCdnRoutes } from './routes/assets'
import { createUserSettings } from './routes/user-settings'
import { loadTlsCertificate } from './tls-certificate'

export type { ContentApiServerOptions } from './options'
export type { AssetServeHandler, AssetUploadHandler, ServedAsset } from './routes/assets'

export type ContentApiServer = {
  /** `https://localhost:<port>`: the Studio's `apiHost`. */
  url: string
  close: () => Promise<void>
}

const PRESENCE_SOCKET_PATH = /^\/v[^/]+\/socket\/([^/?]+)(?:\?|$)/

/**
 * The local Content Lake's HTTP API for the real Sanity Studio: HTTP/2 over TLS (the Studio keeps
 * about six event streams open, which would starve Chrome's six HTTP/1.1 connections per host), with
 * HTTP/1.1 for clients without HTTP/2 and for the presence WebSocket.
 */
export async function startContentApiServer(options: ContentApiServerOptions): Promise<ContentApiServer> {
  const tls = options.tls ?? (await loadTlsCertificate([`${options.projectId}.localhost`]))
  const access = createAccessCheck(options.authenticate)
  const context: ServerContext = {
    options,
    access,
    listeners: createListenerHub(),
    userSettings: createUserSettings(),
  }
  const presence = createPresenceSockets(access, createPresenceHub())
  const allowedOrigins = new Set(options.allowedOrigins)

  const server = createSecureServer({ ...tls, allowHTTP1: true }, createRequestHandler(contentApiRoutes, context, assetCdnRoutes))
  const sockets = new Set<TLSSocket>()
  const sessions = new Set<Http2Session>()
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('session', (session: Http2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  // A failed TLS handshake (a browser that does not trust the certificate yet) is the client's business.
  server.on('tlsClientError', () => {})

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = PRESENCE_SOCKET_PATH.exec(request.url ?? '')
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    }
    if (!match) return refuse('404 Not Found')
    if (match[1] !== encodeURIComponent(options.dataset)) return refuse('404 Not Found')
    if (corsFor(request, allowedOrigins).kind === 'refused') return refuse('403 Forbidden')
    presence.upgrade(request, socket, head)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? 'localhost', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `https://localhost:${port}`,
    close: async () => {
      presence.close()
      context.listeners.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const session of sessions) session.destroy()
      for (const socket of sockets) socket.destroy()
      await closed
    },
  }
}
