import type { ServerContext } from './context'
import type { ApiExchange, RouteResult } from './http/exchange'

export type RouteHandler = (exchange: ApiExchange, context: ServerContext) => Promise<RouteResult>

export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Segments after `/v<version>/`: `:name` is one segment, a final `*` the rest. */
  pattern: string
  /** Answers without a token (the Studio's network probes). */
  anonymous?: boolean
  /** Changes content or stored settings: a read-only identity (a viewer token) gets 403 `permissionDenied`. */
  write?: true
  handler: RouteHandler
}

export type RouteMatch = { route: Route; params: Record<string, string> }

/** The route for a method and path (segments already split), or why none: no path, or another method. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  segments: readonly string[],
): RouteMatch | { allowed: string[] } | null {
  const allowed: string[] = []
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments)
    if (!params) continue
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { route, params }
    allowed.push(route.method)
  }
  return allowed.length > 0 ? { allowed } : null
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/')
  const params: Record<string, string> = {}
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!
    if (part === '*') {
      params.rest = segments.slice(index).join('/')
      return params
    }
    const segment = segments[index]
    if (segment === undefined || segment === '') return null
    if (part.startsWith(':')) params[part.slice(1)] = segment
    else if (part !== segment) return null
  }
  return segments.length === parts.length ? params : null
}
