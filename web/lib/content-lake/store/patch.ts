import { Mutation } from '@sanity/mutator'
import { ItemError } from './errors'
import { type DocumentBody, isValidType } from './documents'
import { assertStorableJson, cloneJson, isPlainObject } from './json'
import type { PatchOperations } from './request-schemas'

/**
 * Applies patch operations to a document with @sanity/mutator, the library the Studio itself uses to
 * apply the same patches optimistically, so both sides agree on the result. `ifRevisionID` is checked
 * by the caller (it knows the stored revision).
 */
/**
 * @sanity/mutator reads malformed paths leniently (`a[` sets `a` to `{}`); the Content Lake refuses
 * them. Brackets and quotes must balance and no segment may be empty.
 */
export function isWellFormedPath(path: string): boolean {
  if (path === '' || path.startsWith('.') || path.endsWith('.')) return false
  let inBrackets = false
  let quote: string | null = null
  for (let index = 0; index < path.length; index += 1) {
    const character = path[index]
    if (quote) {
      if (character === '\\') index += 1
      else if (character === quote) quote = null
      continue
    }
    if (character === '"' || character === "'") {
      if (!inBrackets) return false
      quote = character
    } else if (character === '[') {
      if (inBrackets || index === 0) return false
      inBrackets = true
    } else if (character === ']') {
      if (!inBrackets || path[index - 1] === '[') return false
      inBrackets = false
    }
  }
  return !inBrackets && quote === null
}

function patchPaths(operations: Omit<PatchOperations, 'ifRevisionID'>): string[] {
  const { set, setIfMissing, unset, inc, dec, insert, diffMatchPatch } = operations
  const keyed = [set, setIfMissing, inc, dec, diffMatchPatch].flatMap((map) => (map ? Object.keys(map) : []))
  const inserted = insert ? ['before' in insert ? insert.before : 'after' in insert ? insert.after : insert.replace] : []
  return [...keyed, ...(unset ?? []), ...inserted]
}

export function applyPatchOperations(document: DocumentBody, operations: PatchOperations): DocumentBody {
  const { ifRevisionID, ...patch } = operations
  void ifRevisionID
  const malformed = patchPaths(patch).find((path) => !isWellFormedPath(path))
  if (malformed !== undefined) throw new ItemError('invalidPatchError', `Malformed path ${JSON.stringify(malformed)}`, document._id)
  assertStorableJson(patch, document._id)
  let result: unknown
  try {
    result = new Mutation({ mutations: [{ patch: { ...cloneJson(patch), id: document._id } }] }).apply(cloneJson(document))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ItemError('invalidPatchError', `Cannot apply patch to "${document._id}": ${reason}`, document._id)
  }
  if (!isPlainObject(result)) throw new ItemError('invalidPatchError', `The patch did not leave a document "${document._id}"`, document._id)
  const type = result._type
  if (result._id !== document._id) throw new ItemError('invalidPatchError', `A patch cannot change "_id" of "${document._id}"`, document._id)
  if (!isValidType(type)) {
    throw new ItemError('invalidPatchError', `The patch left "${document._id}" without a valid "_type"`, document._id)
  }
  assertStorableJson(result, document._id)
  return cloneJson(result) as DocumentBody
}
