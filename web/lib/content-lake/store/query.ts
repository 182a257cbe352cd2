import type { ContentSourceMap } from '@sanity/client/csm'
import { evaluate, GroqSyntaxError, parse } from 'groq-js'
import { ContentLakeError, type ContentDocument } from '../types'
import type { QueryRewriter } from './public-types'
import { contentSourceMap, type SourceMapMode } from './source-map'

/**
 * GROQ over the snapshot with groq-js, Sanity's own GROQ engine. A registered rewriter (the search's
 * `text::query()`/`score()`) runs first. Malformed queries, unknown functions and parameters the query
 * uses but the request lacks are the client's mistake: 400 `queryParseError` as the Content Lake
 * answers it (description, start, end, query).
 */

function parseError(query: string, description: string, start = 0, end = start + 1): ContentLakeError {
  return new ContentLakeError(400, 'queryParseError', description, { query, start, end: Math.min(Math.max(end, start), query.length) })
}

/** Names of the `$parameters` a parsed query uses. */
function parameterNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => parameterNames(item, names))
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>
    if (record.type === 'Parameter' && typeof record.name === 'string') names.add(record.name)
    for (const value of Object.values(record)) parameterNames(value, names)
  }
  return names
}

function parseQuery(query: string, params: Record<string, unknown>) {
  try {
    const tree = parse(query, { params })
    const missing = [...parameterNames(tree)].filter((name) => !Object.prototype.hasOwnProperty.call(params, name))
    if (missing.length > 0) {
      throw parseError(query, `param $${missing[0]} referenced, but not provided`, Math.max(query.indexOf(`$${missing[0]}`), 0), query.indexOf(`$${missing[0]}`) + missing[0]!.length + 1)
    }
    return tree
  } catch (error) {
    if (error instanceof ContentLakeError) throw error
    if (error instanceof GroqSyntaxError) throw parseError(query, error.message, error.position)
    // groq-js throws GroqQueryError (unknown function or namespace, wrong argument count) at parse
    // time; every other parse failure is also about the query text.
    throw parseError(query, error instanceof Error ? error.message : String(error))
  }
}

/**
 * `->` by id lookup. Without it groq-js walks the dataset for every reference, which is quadratic in
 * the number of documents (scripts/bench/content-query.ts: the blog list at 10,000 documents went from
 * seconds to milliseconds). One map per view; views are rebuilt, and so the map, when content changes.
 */
const idMaps = new WeakMap<ContentDocument[], Map<string, ContentDocument>>()
function dereferencerFor(documents: ContentDocument[], onDereference?: DereferenceHook) {
  let byId = idMaps.get(documents)
  if (!byId) {
    byId = new Map(documents.map((document) => [document._id, document]))
    idMaps.set(documents, byId)
  }
  const lookup = byId
  if (!onDereference) return ({ _ref }: { _ref: string }) => lookup.get(_ref) ?? null
  return ({ _ref }: { _ref: string }) => {
    const found = lookup.get(_ref) ?? null
    onDereference(_ref, found)
    return found
  }
}

/** Told of every `->` while a query runs, and of the parsed query (sync tags, sync-tags.ts). */
type DereferenceHook = (reference: string, found: ContentDocument | null) => void
export type QueryTracking = { onParsed?: (tree: unknown) => void; onDereference?: DereferenceHook }

export async function runQuery(
  documents: ContentDocument[],
  request: { query: string; params: Record<string, unknown> },
  rewriter: QueryRewriter | null,
  tracking: QueryTracking = {},
): Promise<unknown> {
  return (await runQueryWithSourceMap(documents, request, rewriter, null, tracking)).result
}

/**
 * The query's result and, when asked (`resultSourceMap`), its content source map: where each value came
 * from (source-map.ts).
 */
export async function runQueryWithSourceMap(
  documents: ContentDocument[],
  request: { query: string; params: Record<string, unknown> },
  rewriter: QueryRewriter | null,
  sourceMap: SourceMapMode | null,
  tracking: QueryTracking = {},
): Promise<{ result: unknown; resultSourceMap?: ContentSourceMap }> {
  if (typeof request.query !== 'string' || request.query.trim() === '') throw parseError(String(request.query ?? ''), 'The query is empty')
  const { query, params } = rewriter ? rewriter(request) : request
  const tree = parseQuery(query, params)
  tracking.onParsed?.(tree)
  try {
    const value = await evaluate(tree, { dataset: documents, params, dereference: dereferencerFor(documents, tracking.onDereference) })
    const result = await value.get()
    if (!sourceMap) return { result }
    const walk = { documents, params, dereference: dereferencerFor(documents) }
    return { result, resultSourceMap: await contentSourceMap(tree, walk, result, sourceMap) }
  } catch (error) {
    // groq-js leaves a few functions unimplemented (e.g. text::query without the search rewriter).
    if (error instanceof Error && /not implemented/i.test(error.message)) {
      throw parseError(query, `The query uses a function the local Content Lake does not implement: ${error.message}`)
    }
    throw error
  }
}
