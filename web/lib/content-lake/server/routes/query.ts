import { z } from 'zod'
import { queryContent } from '../../store'
import type { ContentDocument, Perspective } from '../../types'
import { ContentApiError } from '../http/content-lake-error'
import type { ApiExchange } from '../http/exchange'
import {
  MAX_QUERY_LENGTH,
  assertQueryParses,
  isQueryEvaluationError,
  paramsSchema,
  perspectiveSchema,
  queryStringParams,
} from '../http/groq-request'
import { readJsonBody } from '../http/json-body'
import { booleanFlag, parseQuery, parseWith } from '../http/query-string'
import type { Route } from '../route-table'
import { rewriteTextSearch, usesTextSearch } from '../search/rewrite-text-search'
import { requireDataset } from './dataset'

const queryOptions = z.object({
  perspective: perspectiveSchema.optional(),
  returnQuery: booleanFlag(true),
  tag: z.string().max(500).optional(),
})
const getRequest = queryOptions.extend({ query: z.string().min(1).max(MAX_QUERY_LENGTH) })
const postBody = z.object({
  query: z.string().min(1).max(MAX_QUERY_LENGTH),
  params: paramsSchema.optional(),
  options: z.object({ perspective: perspectiveSchema.optional() }).optional(),
})

/** The candidates of a text search: the searched types' documents as the query's perspective shows them. */
function loadCandidates(types: string[] | null, perspective: Perspective) {
  return types
    ? queryContent<ContentDocument[]>('*[_type in $types]', { types }, { perspective })
    : queryContent<ContentDocument[]>('*', {}, { perspective })
}

/**
 * Runs a GROQ query in a perspective. Default `raw` for the API versions the Studio uses (before
 * v2025-02-19 the hosted API answered `raw` by default too; from then on `published`).
 */
export async function runQuery(query: string, params: Record<string, unknown>, perspective: Perspective) {
  assertQueryParses(query, params)
  const request = usesTextSearch(query) ? await rewriteTextSearch(query, params, perspective, loadCandidates) : { query, params }
  try {
    return await queryContent(request.query, request.params, { perspective })
  } catch (error) {
    if (isQueryEvaluationError(error)) {
      throw new ContentApiError(400, 'queryError', (error as Error).message, { query })
    }
    throw error
  }
}

export function defaultPerspective(apiVersion: string): Perspective {
  return apiVersion >= '2025-02-19' ? 'published' : 'raw'
}

async function answer(exchange: ApiExchange, query: string, params: Record<string, unknown>, options: z.output<typeof queryOptions>) {
  const perspective = options.perspective ?? defaultPerspective(exchange.apiVersion)
  const started = performance.now()
  const result = await runQuery(query, params, perspective)
  const ms = Math.round(performance.now() - started)
  return { status: 200, json: options.returnQuery ? { query, result, ms } : { result, ms } }
}

export const queryRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'data/query/:dataset',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const request = parseQuery(exchange.url, getRequest)
      return answer(exchange, request.query, queryStringParams(exchange.url), request)
    },
  },
  {
    method: 'POST',
    pattern: 'data/query/:dataset',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const options = parseQuery(exchange.url, queryOptions)
      const body = parseWith(postBody, await readJsonBody(exchange.request), 'body')
      return answer(exchange, body.query, body.params ?? {}, {
        ...options,
        perspective: options.perspective ?? body.options?.perspective,
      })
    },
  },
]
