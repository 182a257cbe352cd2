import 'server-only'
import { unwatchFile, watchFile } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import { hostname } from 'node:os'
import type { TLSSocket } from 'node:tls'
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { ServerContext } from './context'
import { createRequestHandler } from './handle-request'
import { createAccessCheck } from './http/access'
import { corsFor } from './http/cors'
import { createListenerHub } from './listen/listener-hub'
import { createQueryPool } from './query-pool/query-pool'
import type { ContentApiServerOptions } from './options'
import { createPresenceHub } from './presence/presence-hub'
import { memoryPresence } from './presence/memory-presence'
import { createPresenceSockets } from './presence/presence-socket'
import { contentApiRoutes, unversionedRoutes } from './routes'
import { memoryUserSettings } from './routes/user-settings'
import { CERT_FILE, loadTlsCertificate, secretsDirectory } from './tls-certificate'
import path from 'node:path'
import type { RawRequest, RawResponse } from './http/exchange'
import { env } from '@/lib/env'

export type { AssetServeHandler, AssetUploadHandler, ContentApiServerOptions, QueryPoolOptions, ServedAsset, UserSettings } from './options'

export type ContentApiServer = {
  /** `https://localhost:<port>` (TLS) or `http://localhost:<port>` (plain, behind a proxy). */
  url: string
  close: () => Promise<void>
}

/** How long a client may take for its TLS handshake, and for its request headers. */
export const SLOW_CLIENT_TIMEOUT_MS = 5_000

/**
 * How long an idle keep-alive connection of the plain HTTP server (behind the proxy, or a script's
 * client) stays open: far longer than the clients that reuse connections keep them idle (the proxy 4 s,
 * deploy/nginx/site.conf.template; undici the server's hint minus a second), so that the client always
 * gives a connection up first. With Node's 5 s, a request sent on a connection idle for about 4 s could
 * arrive while the server's event loop was busy and meet the server closing it (its timers run before
 * the waiting request is read): ECONNRESET, seen with @sanity/import in a busy test process.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * An HTTP/1.1 connection to the HTTP/2 server (a WebSocket upgrade, an old client) is closed unless its
 * first request's headers have arrived within SLOW_CLIENT_TIMEOUT_MS of the handshake; idle connections
 * after a request end with Node's keep-alive timeout.
 */
function closeUnlessHeadersArrive(server: Http2SecureServer): void {
  const deadlines = new WeakMap<Duplex, NodeJS.Timeout>()
  const arrived = (socket: Duplex) => {
    clearTimeout(deadlines.get(socket))
    deadlines.delete(socket)
  }
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return
    const deadline = setTimeout(() => socket.destroy(), SLOW_CLIENT_TIMEOUT_MS)
    deadline.unref()
    deadlines.set(socket, deadline)
    socket.once('close', () => arrived(socket))
  })
  server.on('request', (request: { socket?: Duplex; httpVersionMajor?: number }) => {
    if (request.httpVersionMajor === 1 && request.socket) arrived(request.socket)
  })
  server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => arrived(socket))
}
const PRESENCE_SOCKET_PATH = /^\/v[^/]+\/socket\/([^/?]+)(?:\?|$)/

/**
 * Requests reach the routes without the proxy's path prefix (`/content-api/v1/ping` → `/v1/ping`);
 * requests without it (health checks on the private port) are served as they are.
 */
function stripBasePath(request: RawRequest | IncomingMessage, basePath: string) {
  const url = request.url ?? '/'
  if (basePath && (url === basePath || url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`))) {
    request.url = url.slice(basePath.length) || '/'
  }
}

/**
 * The local Content Lake's HTTP API for the real Sanity Studio. Called by browsers directly (this
 * machine): HTTP/2 over TLS (the Studio keeps about six event streams open, which would starve Chrome's
 * six HTTP/1.1 connections per host), with HTTP/1.1 for clients without HTTP/2 and for the presence
 * WebSocket. Behind a proxy (`tls: 'none'`): plain HTTP/1.1 on a private port; the proxy speaks TLS and
 * HTTP/2 to browsers and passes WebSocket upgrades on.
 */
export async function startContentApiServer(options: ContentApiServerOptions): Promise<ContentApiServer> {
  const tls = options.tls === 'none' ? null : (options.tls ?? (await loadTlsCertificate([`${options.projectId}.localhost`])))
  const basePath = options.basePath ?? ''
  const access = createAccessCheck(options.authenticate)
  const context: ServerContext = {
    options,
    access,
    listeners: createListenerHub(),
    userSettings: options.userSettings ?? memoryUserSettings(),
    queries: createQueryPool(options.queries),
  }
  const presenceHub = createPresenceHub(options.presence ?? memoryPresence())
  const presence = createPresenceSockets(access, presenceHub, `${hostname()}:${options.port}`)
  const allowedOrigins = new Set(options.allowedOrigins)

  const handle = createRequestHandler(contentApiRoutes, context, unversionedRoutes)
  const onRequest = (request: RawRequest, response: RawResponse) => {
    stripBasePath(request, basePath)
    return handle(request, response)
  }
  // Connections that never finish their TLS handshake or their request headers are closed after a few
  // seconds (Node waits 120 s and 60 s), so idle or trickling clients cannot hold sockets for long.
  // (Node checks for late headers every `connectionsCheckingInterval`, 30 s unless set. The HTTP/2
  // server's HTTP/1.1 connections have no such check: closeUnlessHeadersArrive below.)
  const secureServer = tls ? createSecureServer({ ...tls, allowHTTP1: true, handshakeTimeout: SLOW_CLIENT_TIMEOUT_MS }, onRequest) : null
  if (secureServer) closeUnlessHeadersArrive(secureServer)
  const server = secureServer ?? createServer({ headersTimeout: SLOW_CLIENT_TIMEOUT_MS, keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, connectionsCheckingInterval: 1_000 }, onRequest)
  const sockets = new Set<Duplex>()
  const sessions = new Set<Http2Session>()
  server.on(tls ? 'secureConnection' : 'connection', (socket: Duplex) => {
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
    stripBasePath(request, basePath)
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

  // The certificate made on this machine is replaced when `npm run studio:trust` signs a new one with
  // the machine's authority: new connections use it at once, without a restart.
  const keptCertificate = options.tls === undefined && !env.CONTENT_API_TLS_CERT ? path.join(secretsDirectory(), CERT_FILE) : null
  if (keptCertificate && 'setSecureContext' in server) {
    watchFile(keptCertificate, { interval: 1_000, persistent: false }, (current, previous) => {
      if (current.mtimeMs === previous.mtimeMs) return
      loadTlsCertificate([`${options.projectId}.localhost`])
        .then((next) => server.setSecureContext(next))
        .catch((error: unknown) => console.warn('[content] could not load the new certificate:', (error as Error).message))
    })
  }

  return {
    url: `${tls ? 'https' : 'http'}://localhost:${port}`,
    close: async () => {
      if (keptCertificate) unwatchFile(keptCertificate)
      presence.close()
      presenceHub.close()
      await context.queries.close()
      context.listeners.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const session of sessions) session.destroy()
      for (const socket of sockets) socket.destroy()
      await closed
    },
  }
}
