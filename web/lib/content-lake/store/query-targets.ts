import { ItemError, requestFailed } from './errors'
import { isPlainObject } from './json'
import type { QueryResolver } from './public-types'

/**
 * Patches and deletes by query (`{patch: {query, params, set…}}`, `{delete: {query, params}}`): the
 * query runs first, in the raw perspective (drafts and release versions included, as the Mutate API
 * sees the dataset), and the mutation then applies to every document it selects, in the same
 * transaction as the other mutations of the request. A query that selects nothing is no error.
 *
 * The query reads the dataset as it is before the request's transaction starts; a document created
 * or deleted by another writer in between (milliseconds) is not seen. A query must select documents
 * (objects with an `_id`), at most MAX_QUERY_TARGETS of them.
 */

export const MAX_QUERY_TARGETS = 10_000

/** The query and params of mutation `raw`, if it addresses its documents by query. */
function queryOf(raw: unknown): { query: string; params: Record<string, unknown> } | null {
  if (!isPlainObject(raw)) return null
  const target = raw.patch ?? raw.delete
  if (!isPlainObject(target) || typeof target.query !== 'string') return null
  return { query: target.query, params: isPlainObject(target.params) ? target.params : {} }
}

function selectedIds(result: unknown): string[] {
  const items = result === null ? [] : Array.isArray(result) ? result : [result]
  const ids = items.map((item) => (isPlainObject(item) && typeof item._id === 'string' ? item._id : null))
  if (ids.some((id) => id === null)) {
    throw new ItemError('invalidPatchError', 'The query of a patch or delete must select documents (objects with "_id"), e.g. *[_type == "post"]')
  }
  const unique = [...new Set(ids as string[])]
  if (unique.length > MAX_QUERY_TARGETS) {
    throw new ItemError('invalidPatchError', `The query selects ${unique.length} documents; a mutation by query may change at most ${MAX_QUERY_TARGETS}`)
  }
  return unique
}

/** For each mutation by query (by index): the ids of the documents its query selects now. */
export async function resolveQueryTargets(mutations: unknown[], resolve: QueryResolver): Promise<Map<number, string[]>> {
  const targets = new Map<number, string[]>()
  for (const [index, mutation] of mutations.entries()) {
    const byQuery = queryOf(mutation)
    if (!byQuery) continue
    try {
      targets.set(index, selectedIds(await resolve(byQuery.query, byQuery.params)))
    } catch (error) {
      if (error instanceof ItemError) throw requestFailed('mutationError', index, error)
      throw error
    }
  }
  return targets
}
