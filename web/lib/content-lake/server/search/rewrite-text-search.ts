import type { ContentDocument, Perspective } from '../../types'
import { badRequest } from '../http/content-lake-error'
import { documentTexts, fieldPatterns, parseTextQuery, textsMatch } from './text-query-terms'

/**
 * The Studio's search (`// findability-mvi:5` queries) uses `text::query()`, which groq-js cannot
 * evaluate; `score()`, `boost()` and `match` it can. Before such a query runs, this rewrites it:
 *
 * - `[@, _id] match text::query(q)` (the whole document) becomes `_id in $ids`, the ids of the
 *   documents (of the query's `$__types`, in the same perspective) any of whose strings match `q`;
 * - every other `<field> match text::query(q)` becomes `<field> match $words` with q's words, so
 *   groq-js scores field matches and `boost(…, weight)` ranks title-like fields (the Studio gives
 *   them their weights from the schema's preview) above matches elsewhere in the document; with
 *   exclusions (`-word`) or phrases the document must also be among the ids above.
 */
export type LoadCandidates = (types: string[] | null, perspective: Perspective) => Promise<ContentDocument[]>

const TEXT_QUERY = /text::query\(\s*(\$[A-Za-z_]\w*|"(?:[^"\\]|\\.)*")\s*\)/g
const WHOLE_DOCUMENT_MATCH = /(?:\[\s*@\s*,\s*_id\s*\]|\[\s*_id\s*,\s*@\s*\]|@)\s+match\s+text::query\(\s*(\$[A-Za-z_]\w*|"(?:[^"\\]|\\.)*")\s*\)/g

export function usesTextSearch(query: string): boolean {
  return query.includes('text::')
}

export async function rewriteTextSearch(
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  loadCandidates: LoadCandidates,
): Promise<{ query: string; params: Record<string, unknown> }> {
  if (/text::(?!query\b)\w+/.test(query)) throw badRequest('Only text::query() is supported by this Content Lake')
  const nextParams = { ...params }
  const argumentNames = new Map<string, number>()
  const textOf = (argument: string): string => {
    if (argument.startsWith('$') && !(argument.slice(1) in params)) throw badRequest(`Parameter ${argument} is not defined`)
    const value = argument.startsWith('$') ? params[argument.slice(1)] : JSON.parse(argument)
    if (typeof value !== 'string') throw badRequest('text::query() takes a string')
    return value
  }
  const indexOf = (argument: string) => {
    if (!argumentNames.has(argument)) argumentNames.set(argument, argumentNames.size)
    return argumentNames.get(argument)!
  }

  let candidates: ContentDocument[] | null = null
  const wholeDocumentMatches: { placeholder: string; argument: string }[] = []
  let rewritten = query.replace(WHOLE_DOCUMENT_MATCH, (_match, argument: string) => {
    const placeholder = `__textSearchIds${indexOf(argument)}`
    wholeDocumentMatches.push({ placeholder, argument })
    return `(_id in $${placeholder})`
  })
  rewritten = rewritten.replace(TEXT_QUERY, (_match, argument: string) => {
    const index = indexOf(argument)
    const terms = parseTextQuery(textOf(argument))
    nextParams[`__textSearchWords${index}`] = fieldPatterns(terms)
    if (terms.excluded.length === 0 && terms.phrases.length === 0) return `$__textSearchWords${index}`
    // `match` cannot exclude words or require a phrase: the document must also pass the whole query.
    // (`match` binds tighter than `&&`, so `<field> match $words && …` keeps its meaning.)
    const placeholder = `__textSearchIds${index}`
    wholeDocumentMatches.push({ placeholder, argument })
    return `$__textSearchWords${index} && _id in $${placeholder}`
  })
  if (rewritten.includes('text::query')) throw badRequest('text::query() takes a parameter or a string literal')

  for (const { placeholder, argument } of wholeDocumentMatches) {
    if (placeholder in nextParams) continue
    const terms = parseTextQuery(textOf(argument))
    candidates ??= await loadCandidates(typesParam(params), perspective)
    nextParams[placeholder] = candidates
      .filter((document) => textsMatch(documentTexts(document), terms))
      .map((document) => document._id)
  }
  return { query: rewritten, params: nextParams }
}

/** The Studio names the searched types `$__types`; without it every document is a candidate. */
function typesParam(params: Record<string, unknown>): string[] | null {
  const types = params.__types
  return Array.isArray(types) && types.every((type) => typeof type === 'string') ? types : null
}
