import type { EventEmitter } from 'node:events'
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import type { Http2ServerRequest } from 'node:http2'
import type { ContentIdentity } from '../../types'

/** A request as the compatibility API gives it: HTTP/2, or HTTP/1.1 through `allowHTTP1`. */
export type RawRequest = IncomingMessage | Http2ServerRequest
/** What ServerResponse (HTTP/1.1) and Http2ServerResponse have in common, as we use it. */
export interface RawResponse extends EventEmitter {
  writeHead(statusCode: number, headers?: OutgoingHttpHeaders): unknown
  write(chunk: string | Uint8Array): boolean
  end(chunk?: string | Uint8Array): unknown
  readonly headersSent: boolean
}

/** One API request after routing: the path's parameters and, past the access check, who asks. */
export type ApiExchange = {
  method: string
  url: URL
  /** `2025-02-19` from `/v2025-02-19/…` (`1` for `/v1/…`). */
  apiVersion: string
  /** A parameter of the route's pattern (always present once the route matched). */
  param: (name: string) => string
  request: RawRequest
  response: RawResponse
  /** Set for every route that needs a token (all but the anonymous housekeeping). */
  identity: ContentIdentity | null
  /** The CORS headers this request's origin gets, added to every answer. */
  corsHeaders: Record<string, string>
}

/** What a route answers; `streamed` means the route wrote the response itself (listen, NDJSON). */
export type RouteResult =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; contentType: string }
  /** Binary bodies (assets) with their own caching headers instead of `no-store`. */
  | { status: number; bytes: Buffer; contentType: string; headers: Record<string, string> }
  | { streamed: true }

export const json = (body: unknown, status = 200): RouteResult => ({ status, json: body })
