import { runQuery, runQueryWithSourceMap } from '../../store/query'
import type { ContentSourceMap } from '@sanity/client/csm'
import { normalizePerspective } from '../../store/perspectives'
import type { ContentSnapshot } from '../../store/snapshot'
import { ContentLakeError, type ContentDocument, type Perspective } from '../../types'
import { ContentApiError } from '../http/content-lake-error'
import { assertQueryParses, isQueryEvaluationError } from '../http/groq-request'
import { rewriteTextSearch, usesTextSearch } from '../search/rewrite-text-search'
import { dereferenceRecorder, staticDependencies, syncTagsOf, type TagKey } from '../../store/sync-tags'
import type { QueryAnswer, QueryFailure, QueryRequest } from './query-messages'

/**
 * One Content API query over a snapshot, as a query worker runs it: the Studio's text search rewritten
 * for groq-js, the query evaluated in its perspective, the result serialised here (off the request
 * thread) and refused when it is larger than the limit.
 */
export async function runApiQuery(snapshot: ContentSnapshot, { query, params, perspective, sourceMap }: QueryRequest, maxResultBytes: number): Promise<QueryAnswer> {
  assertQueryParses(query, params)
  const view = (of: Perspective) => snapshot.view(normalizePerspective(of))
  const loadCandidates = async (types: string[] | null, of: Perspective) =>
    types ? ((await runQuery(view(of), { query: '*[_type in $types]', params: { types } }, null)) as ContentDocument[]) : view(of)
  const request = usesTextSearch(query) ? await rewriteTextSearch(query, params, perspective, loadCandidates) : { query, params }
  let result: unknown
  let resultSourceMap: ContentSourceMap | undefined
  let dependencies: Set<TagKey> = new Set()
  const dereferenced = dereferenceRecorder()
  try {
    ;({ result, resultSourceMap } = await runQueryWithSourceMap(view(perspective), request, null, sourceMap ?? null, {
      onParsed: (tree) => (dependencies = staticDependencies(tree)),
      onDereference: dereferenced.record,
    }))
  } catch (error) {
    if (isQueryEvaluationError(error)) throw new ContentApiError(400, 'queryError', (error as Error).message, { query })
    throw error
  }
  const json = JSON.stringify(result ?? null)
  const sourceMapJson = resultSourceMap ? JSON.stringify(resultSourceMap) : undefined
  const size = json.length + (sourceMapJson?.length ?? 0)
  if (size > maxResultBytes || Buffer.byteLength(json) + Buffer.byteLength(sourceMapJson ?? '') > maxResultBytes) {
    throw new ContentApiError(400, 'queryResultTooLarge', `The query's result is larger than ${Math.round(maxResultBytes / 1_048_576)} MB: select fewer documents or fields (slices, projections)`, { query })
  }
  return { json, syncTags: syncTagsOf([...dependencies, ...dereferenced.keys]), sourceMapJson }
}

/** How an error crosses from the worker to the request: our errors as they are, anything else as a bug. */
export function failureOf(error: unknown): QueryFailure {
  if (error instanceof ContentApiError || error instanceof ContentLakeError) {
    return { statusCode: error.statusCode, type: error.type, description: error.message, details: error.details }
  }
  return null
}
