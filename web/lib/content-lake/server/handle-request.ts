import type { ServerContext } from './context'
import { ContentApiError, badRequest, errorAnswer, notFound } from './http/content-lake-error'
import { corsFor, preflightHeaders } from './http/cors'
import type { ApiExchange, RawRequest, RawResponse, RouteResult } from './http/exchange'
import { matchRoute, type Route } from './route-table'

/** `/v2025-02-19/…`, `/v1/…`, `/vX/…` (the experimental version). */
const VERSIONED_PATH = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)\/(.*)$/

function send(response: RawResponse, result: Exclude<RouteResult, { streamed: true }>, corsHeaders: Record<string, string>, method = 'GET') {
  if ('bytes' in result) {
    response.writeHead(result.status, {
      ...corsHeaders,
      ...result.headers,
      'content-type': result.contentType,
      'content-length': String(result.bytes.byteLength),
    })
    response.end(method === 'HEAD' ? undefined : result.bytes)
    return
  }
  if ('json' in result) {
    const body = JSON.stringify(result.json)
    response.writeHead(result.status, {
      ...corsHeaders,
      ...result.headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(body)
    return
  }
  response.writeHead(result.status, { ...corsHeaders, 'content-type': result.contentType, 'cache-control': 'no-store' })
  response.end(result.text)
}

function segmentsOf(path: string): string[] {
  try {
    return path.split('/').map((segment) => decodeURIComponent(segment))
  } catch {
    throw badRequest('The path is not correctly encoded')
  }
}

/**
 * One request: CORS (only the configured origins), preflights, the versioned route (or, for paths
 * without a version, the CDN's asset routes), the access check (every route but the anonymous probes
 * and assets needs a staff member's or an API token; routes marked `write` refuse read-only tokens),
 * the route, and errors in the Content Lake's shape.
 * Anything unexpected is logged and answered 500 without details.
 */
export function createRequestHandler(routes: readonly Route[], context: ServerContext, unversionedRoutes: readonly Route[] = []) {
  const allowedOrigins = new Set(context.options.allowedOrigins)

  return async (request: RawRequest, response: RawResponse) => {
    let corsHeaders: Record<string, string> = {}
    try {
      const cors = corsFor(request, allowedOrigins)
      if (cors.kind === 'refused') {
        request.resume()
        throw new ContentApiError(403, 'corsError', `The origin ${cors.origin.slice(0, 200)} may not use this API`)
      }
      if (cors.kind === 'allowed') corsHeaders = cors.headers
      const method = request.method ?? 'GET'
      if (method === 'OPTIONS') {
        response.writeHead(204, { ...corsHeaders, ...preflightHeaders(request) })
        response.end()
        return
      }
      const url = new URL(request.url ?? '/', 'https://localhost')
      const versioned = VERSIONED_PATH.exec(url.pathname)
      const unversioned = versioned ? null : matchRoute(unversionedRoutes, method, segmentsOf(url.pathname.slice(1)))
      if (!versioned && !unversioned) throw notFound('Unknown path: the API is under /v<version>/')
      const [, apiVersion = '1', path = url.pathname.slice(1)] = versioned ?? []
      const match = unversioned ?? matchRoute(routes, method, segmentsOf(path))
      if (!match) throw notFound(`Unknown endpoint /${path.slice(0, 200)}`)
      if ('allowed' in match) throw new ContentApiError(405, 'methodNotAllowed', `Use ${[...new Set(match.allowed)].join(' or ')}`)
      const identity = match.route.anonymous ? null : await context.access.requireIdentity(request, match.route.write ? 'write' : 'read')
      const exchange: ApiExchange = {
        method,
        url,
        apiVersion,
        param: (name) => {
          const value = match.params[name]
          if (value === undefined) throw new Error(`route ${match.route.pattern} has no parameter ${name}`)
          return value
        },
        request,
        response,
        identity,
        corsHeaders,
      }
      const result = await match.route.handler(exchange, context)
      if (!('streamed' in result)) send(response, result, corsHeaders, method)
    } catch (error) {
      const answer = errorAnswer(error)
      if (answer.status === 500) console.error('content API:', request.method, request.url?.slice(0, 200), error)
      if (response.headersSent) {
        response.end()
        return
      }
      // Whatever of a body the client is still sending is read and dropped, so it gets the answer.
      request.resume()
      send(response, { status: answer.status, json: answer.body, headers: answer.headers }, corsHeaders)
    }
  }
}
