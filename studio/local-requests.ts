/**
 * Keeps the studio's requests on its own hosts: the site's origin and the local Content API (installed
 * once by ./local-content-lake.ts, only for the local Content Lake).
 *
 * Two kinds of requests in the unmodified studio (sanity 6.16) would leave them:
 *
 * - **By project host name.** @sanity/sdk (the studio's WorkspaceLoader runs it: the current user,
 *   telemetry consent) makes its own clients, which ignore the workspace's `unstable_clientFactory` and
 *   call `https://<projectId>.<apiHost's host and path>/…`. For `https://www.example.de/content-api`
 *   that is `local.www.example.de`, a host that does not exist. These are sent to the apiHost itself.
 * - **To Sanity's own hosts**, called directly: the help menu's feedback check (api.sanity.io), the
 *   version check (sanity-cdn.com), error and feedback reports. They are answered in the page with a
 *   403, without touching the network: the feedback menu entry stays hidden, no version is announced,
 *   nothing is sent.
 *
 * Those clients use `fetch` in the browser (get-it 9 and the `eventsource` package of @sanity/client 8
 * call `globalThis.fetch`), so `fetch` is where both are handled. The host name rewrite also applies to
 * `XMLHttpRequest` (uploads), `EventSource` and `WebSocket` (listeners, presence), which the studio's own
 * clients already point at the apiHost. Telemetry beacons are never sent: the studio sends its buffered
 * telemetry with `navigator.sendBeacon` when the page is hidden, whatever the consent (which the Content
 * API answers "denied"); the studio uses beacons for nothing else. What is left is for the page's
 * Content-Security-Policy to refuse (web/lib/http/content-security-policy.mjs), and
 * tests/e2e/studio-self-contained.spec.ts fails on it.
 */

/** The Content API the studio talks to: its address (a path prefix allowed) and the project id the SDK puts in front of its host. */
export type ContentApiTarget = { apiHost: string; projectId: string }

export type RequestRoute =
  /** Leave it as it is. */
  | { action: 'pass' }
  /** Send it to this address instead. */
  | { action: 'rewrite'; url: string }
  /** Do not send it; answer it in the page. */
  | { action: 'refuse' }

/** Sanity's hosts (and their subdomains): the hosted API, its CDNs, staging. */
const SANITY_DOMAINS = ['sanity.io', 'sanity-cdn.com', 'sanity.work', 'sanity-cdn.work']

const NETWORK_PROTOCOLS = new Set(['http:', 'https:', 'ws:', 'wss:'])

/**
 * Where a request of the studio to `address` goes (relative addresses resolved against `base`, the
 * page's URL): the project host name of the apiHost (`<projectId>.<apiHost's host>`) is rewritten to
 * the apiHost, keeping its path prefix once, the query and the WebSocket scheme; Sanity's hosts are
 * refused; anything else passes (the site, the Content API, data: and blob: URLs).
 */
export function routeRequest(address: string, { apiHost, projectId }: ContentApiTarget, base?: string): RequestRoute {
  const url = parse(address, base)
  if (!url || !NETWORK_PROTOCOLS.has(url.protocol)) return { action: 'pass' }
  const api = parse(apiHost)
  if (api && url.host === api.host) return { action: 'pass' }
  if (api && url.host === `${projectId.toLowerCase()}.${api.host}`) {
    const prefix = api.pathname.replace(/\/+$/, '')
    const path = prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`) ? `${prefix}${url.pathname}` : url.pathname
    const protocol = url.protocol.startsWith('ws') ? (api.protocol === 'https:' ? 'wss:' : 'ws:') : api.protocol
    return { action: 'rewrite', url: `${protocol}//${api.host}${path}${url.search}${url.hash}` }
  }
  const host = url.hostname.replace(/\.$/, '')
  if (SANITY_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return { action: 'refuse' }
  return { action: 'pass' }
}

function parse(address: string, base?: string): URL | null {
  try {
    return new URL(address, base)
  } catch {
    return null
  }
}

/** The answer to a refused request: not OK, and nothing was sent. */
const refusal = () => new Response(null, { status: 403, statusText: 'Not sent: this studio talks to its own Content API only' })

const INSTALLED = Symbol.for('lokalsicht.studio.local-requests')

/** Installs the routing into the page's `fetch`, `XMLHttpRequest`, `EventSource`, `WebSocket` and `sendBeacon`; once per page. */
export function keepRequestsLocal(target: ContentApiTarget): void {
  const page = globalThis as typeof globalThis & { [INSTALLED]?: true }
  if (typeof window === 'undefined' || page[INSTALLED]) return
  page[INSTALLED] = true
  const route = (address: string | URL) => routeRequest(String(address), target, window.location.href)

  const nativeFetch = window.fetch
  window.fetch = async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : null
    const decision = route(input instanceof Request ? input.url : input)
    if (decision.action === 'refuse') return refusal()
    if (decision.action === 'pass') return nativeFetch.call(window, input, init)
    if (!request) return nativeFetch.call(window, decision.url, init)
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    return nativeFetch.call(window, new Request(decision.url, { ...requestOptions(request), body }), init)
  }

  const nativeOpen = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void
  XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, method: string, address: string | URL, ...rest: unknown[]) {
    const decision = route(address)
    nativeOpen.call(this, method, decision.action === 'rewrite' ? decision.url : address, ...rest)
  } as typeof XMLHttpRequest.prototype.open

  for (const name of ['EventSource', 'WebSocket'] as const) {
    const Native = window[name] as unknown as new (...args: unknown[]) => object
    if (typeof Native !== 'function') continue
    window[name] = new Proxy(Native, {
      construct(Target, [address, ...rest]: unknown[], newTarget) {
        const decision = route(address as string | URL)
        return Reflect.construct(Target, [decision.action === 'rewrite' ? decision.url : address, ...rest], newTarget)
      },
    }) as never
  }

  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon = () => false
}

/** What a Request carries besides its address and body. */
const requestOptions = (request: Request): RequestInit => ({
  method: request.method,
  headers: request.headers,
  credentials: request.credentials,
  cache: request.cache,
  redirect: request.redirect,
  referrer: request.referrer,
  referrerPolicy: request.referrerPolicy,
  integrity: request.integrity,
  keepalive: request.keepalive,
  signal: request.signal,
  mode: request.mode === 'navigate' ? 'same-origin' : request.mode,
})
