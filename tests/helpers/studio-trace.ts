import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The recorded Studio session (sanity 6.16.0, headless Chromium): every request it made to its
 * Content Lake, in order. Lives in the shared notes; a copy is kept in tests/fixtures so that CI,
 * which may lack the notes, replays the same requests.
 */
export type TraceEntry = {
  line: number
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body?: unknown
  status?: number
  note?: string
  unhandled?: boolean
  rpc?: string
  params?: Record<string, unknown>
}

export const TRACE_FILE = path.join(import.meta.dirname, '..', 'fixtures', 'studio-api-trace.ndjson')

export function studioTrace(): TraceEntry[] {
  return readFileSync(TRACE_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      // Presence calls (WS-RPC) carry neither a query string nor headers.
      const entry = JSON.parse(line) as Partial<TraceEntry>
      return { ...entry, query: entry.query ?? {}, headers: entry.headers ?? {}, line: index + 1 } as TraceEntry
    })
}

/** The request's path with its query string, as the Studio sent it. */
export function tracePath(entry: TraceEntry): string {
  const search = new URLSearchParams(entry.query).toString()
  return search ? `${entry.path}?${search}` : entry.path
}

/** `data/query/production` from `/v2025-02-19/data/query/production`: what the shape checks key on. */
export function endpointOf(entry: TraceEntry): string {
  return entry.path.replace(/^\/v[^/]+\//, '')
}
