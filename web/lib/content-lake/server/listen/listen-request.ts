import { z } from 'zod'
import { ContentApiError } from '../http/content-lake-error'
import { MAX_QUERY_LENGTH, queryStringParams } from '../http/groq-request'
import { booleanFlag, parseQuery } from '../http/query-string'
import { compileDocumentFilter, type DocumentFilter } from './listen-filter'

/** `GET /data/listen/:ds` options; a missing boolean means false, except `includeMutations`. */
const listenQuery = z.object({
  query: z.string().min(1).max(MAX_QUERY_LENGTH),
  includeResult: booleanFlag(false),
  includePreviousRevision: booleanFlag(false),
  includeMutations: booleanFlag(true),
  includeAllVersions: booleanFlag(false),
  effectFormat: z.enum(['mendoza']).optional(),
  visibility: z.enum(['sync', 'async', 'query', 'transaction']).optional(),
  enableResume: booleanFlag(false),
  tag: z.string().max(500).optional(),
})

export type ListenOptions = Omit<z.output<typeof listenQuery>, 'query' | 'tag'>

export type ListenRequest = { options: ListenOptions; filter: DocumentFilter; query: string }

/**
 * Validates a listen request. Malformed options are a 400 before the stream opens; a query that
 * does not parse is reported in the stream as `channelError`, as the Content Lake does (the thrown
 * error carries `channel: true`).
 */
export function parseListenRequest(url: URL): ListenRequest {
  const { query, tag: _tag, ...options } = parseQuery(url, listenQuery)
  const params = queryStringParams(url)
  let filter: DocumentFilter
  try {
    filter = compileDocumentFilter(query, params)
  } catch (error) {
    throw new ContentApiError(400, 'queryParseError', (error as Error).message || 'Invalid listen query', {
      query,
      channel: true,
    })
  }
  return { options, filter, query }
}
