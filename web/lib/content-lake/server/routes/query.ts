import { z } from 'zod'
import type { SourceMapMode } from '../../store/source-map'
import type { Perspective } from '../../types'
import type { ServerContext } from '../context'
import type { ApiExchange } from '../http/exchange'
import { MAX_QUERY_LENGTH, paramsSchema, perspectiveSchema, queryStringParams } from '../http/groq-request'
import { readJsonBody } from '../http/json-body'
import { booleanFlag, parseQuery, parseWith } from '../http/query-string'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'

const queryOptions = z.object({
  perspective: perspectiveSchema.optional(),
  returnQuery: booleanFlag(true),
  tag: z.string().max(500).optional(),
  // A live event's id (routes/live.ts): answer with at least that transaction in the result.
  lastLiveEventId: z.string().regex(/^\d{1,15}$/, 'not a live event id').optional(),
  // Content source maps (store/source-map.ts): `true` with index paths, `withKeyArraySelector` with `_key`s.
  resultSourceMap: z
    .enum(['true', 'false', 'withKeyArraySelector'])
    .optional()
    .transform((value): SourceMapMode | undefined => (value === 'true' ? 'paths' : value === 'withKeyArraySelector' ? 'keys' : undefined)),
})
/** How long a query waits for a transaction named by `lastLiveEventId` that this instance has not heard of. */
const LIVE_EVENT_WAIT_MS = 2_000
const getRequest = queryOptions.extend({ query: z.string().min(1).max(MAX_QUERY_LENGTH) })
const postBody = z.object({
  query: z.string().min(1).max(MAX_QUERY_LENGTH),
  params: paramsSchema.optional(),
  options: z.object({ perspective: perspectiveSchema.optional() }).optional(),
})

export function defaultPerspective(apiVersion: string): Perspective {
  return apiVersion >= '2025-02-19' ? 'published' : 'raw'
}

/**
 * Runs the query in a query worker (never on this thread: see query-pool.ts), per client — the person or
 * token asking — and answers `{query, result, syncTags, ms}` with the result as the worker serialised it
 * and the sync tags of what it depends on (the Live Content API, routes/live.ts).
 */
async function answer(
  exchange: ApiExchange,
  context: ServerContext,
  query: string,
  params: Record<string, unknown>,
  options: z.output<typeof queryOptions>,
) {
  const perspective = options.perspective ?? defaultPerspective(exchange.apiVersion)
  const started = performance.now()
  if (options.lastLiveEventId) await context.listeners.seen(Number(options.lastLiveEventId), LIVE_EVENT_WAIT_MS)
  const { json, syncTags, sourceMapJson } = await context.queries.run({ query, params, perspective, sourceMap: options.resultSourceMap }, exchange.identity!.id)
  const ms = Math.round(performance.now() - started)
  const head = options.returnQuery ? `{"query":${JSON.stringify(query)},"result":` : '{"result":'
  const sourceMap = sourceMapJson ? `,"resultSourceMap":${sourceMapJson}` : ''
  return { status: 200, text: `${head}${json}${sourceMap},"syncTags":${JSON.stringify(syncTags)},"ms":${ms}}`, contentType: 'application/json; charset=utf-8' }
}

export const queryRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'data/query/:dataset',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const request = parseQuery(exchange.url, getRequest)
      return answer(exchange, context, request.query, queryStringParams(exchange.url), request)
    },
  },
  {
    method: 'POST',
    pattern: 'data/query/:dataset',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const options = parseQuery(exchange.url, queryOptions)
      const body = parseWith(postBody, await readJsonBody(exchange.request), 'body')
      return answer(exchange, context, body.query, body.params ?? {}, {
        ...options,
        perspective: options.perspective ?? body.options?.perspective,
      })
    },
  },
]
