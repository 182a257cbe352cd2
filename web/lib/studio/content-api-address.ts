import 'server-only'
import { env as processEnvironment, type Environment } from '@/lib/env'
import { LOCAL_SITE_URL } from '@/lib/site-url'

/**
 * Where the local Content Lake's API is reached, and how this instance serves it. Two setups:
 *
 * - **This machine** (the embedded default, `npm start`): the studio at http://localhost:3000/studio calls
 *   `https://localhost:3443`, a listener of this instance with TLS and HTTP/2 (the studio keeps about six
 *   event streams open, which would starve a browser's six HTTP/1.1 connections to one host; browsers speak
 *   HTTP/2 only over TLS).
 * - **Behind the proxy** (production: SITE_URL is a public origin): the studio and scripts call
 *   `<SITE_URL>/content-api`, on the site's own origin and certificate. nginx speaks HTTP/2 to browsers and
 *   passes `/content-api/` to any instance's listener, which then speaks plain HTTP on a private port.
 *
 * CONTENT_API_URL overrides the public address; the listener uses TLS exactly when that address points at
 * it directly (a loopback host on CONTENT_API_PORT), and plain HTTP when something else is in front.
 */

/** The path of the API on the site's public origin behind the proxy. */
export const CONTENT_API_PATH = '/content-api'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const isLoopback = (hostname: string) => LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost')

/** The variables read here: the process's by default; tests pass their own (environmentFrom). */
type Variables = Pick<Environment, 'CONTENT_API_PORT' | 'CONTENT_API_HOST' | 'CONTENT_API_URL' | 'SITE_URL' | 'PORT'>

export function contentApiPort(env: Variables = processEnvironment): number {
  return env.CONTENT_API_PORT
}

const siteOrigin = (env: Variables) => new URL(env.SITE_URL ?? LOCAL_SITE_URL).origin

/** Whether SITE_URL names a public origin, i.e. the site is served through a proxy with its own TLS. */
function siteIsBehindProxy(env: Variables): boolean {
  if (!env.SITE_URL) return false
  const site = new URL(env.SITE_URL)
  return site.protocol === 'https:' || !isLoopback(site.hostname)
}

/** The URL the studio in the browser and scripts call (no trailing slash). */
export function contentApiUrl(env: Variables = processEnvironment): string {
  if (env.CONTENT_API_URL) return env.CONTENT_API_URL.replace(/\/+$/, '')
  if (siteIsBehindProxy(env)) return `${siteOrigin(env)}${CONTENT_API_PATH}`
  return `https://localhost:${contentApiPort(env)}`
}

export type ContentApiListener = {
  port: number
  /** Interface to listen on: CONTENT_API_HOST, default `localhost` (this machine only). */
  host: string
  /** TLS with HTTP/2 (browsers reach the listener directly) or plain HTTP/1.1 (a proxy is in front). */
  tls: boolean
  /** The public URL's path (`/content-api` behind the proxy), taken off request paths that carry it. */
  basePath: string
}

/** How this instance's listener is set up for the public address above. */
export function contentApiListener(env: Variables = processEnvironment): ContentApiListener {
  const port = contentApiPort(env)
  const publicUrl = new URL(contentApiUrl(env))
  const direct = publicUrl.protocol === 'https:' && isLoopback(publicUrl.hostname) && Number(publicUrl.port || 443) === port
  return {
    port,
    host: env.CONTENT_API_HOST,
    tls: direct,
    basePath: publicUrl.pathname.replace(/\/+$/, ''),
  }
}

/** Origins whose pages may call the API (CORS): the site as configured and as reached on this machine. */
export function studioOrigins(env: Variables = processEnvironment): string[] {
  const port = env.PORT
  return [...new Set([siteOrigin(env), `http://localhost:${port}`, `http://127.0.0.1:${port}`])]
}
