import 'server-only'
import { siteUrl } from '@/lib/site-url'

/**
 * Where the local Content Lake's API listens and who may call it. It runs in every app instance beside
 * the site (web/instrumentation.ts) on its own port, over HTTP/2 with TLS: the studio keeps about six
 * event streams open, which would starve a browser's six HTTP/1.1 connections to one host.
 */
export function contentApiPort(): number {
  return Number(process.env.CONTENT_API_PORT || 3443)
}

/** The URL the studio in the browser calls: CONTENT_API_URL behind a proxy, else this machine's port. */
export function contentApiUrl(): string {
  return (process.env.CONTENT_API_URL || `https://localhost:${contentApiPort()}`).replace(/\/$/, '')
}

/** Origins whose pages may call the API (CORS): the site as configured and as reached on this machine. */
export function studioOrigins(): string[] {
  const port = process.env.PORT || '3000'
  return [...new Set([new URL(siteUrl()).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`])]
}
