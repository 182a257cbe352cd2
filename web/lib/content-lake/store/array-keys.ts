import { randomBytes } from 'node:crypto'
import { isPlainObject } from './json'

/**
 * `autoGenerateArrayKeys=true` of the Mutate API: every object inside an array that has no `_key`
 * gets a random one, unique within its array, so that the Studio and patches can address it
 * (`items[_key=="…"]`). Applied to what a mutation writes: the documents of the create mutations and
 * the values of a patch's `set`, `setIfMissing` and `insert`. Items that are not objects (strings,
 * numbers) cannot carry a key and stay as they are. Returns new values; the input is not changed.
 */

/** 12 hexadecimal characters, as the Studio's own keys. */
function randomKey(): string {
  return randomBytes(6).toString('hex')
}

function keyed(value: unknown): unknown {
  if (Array.isArray(value)) {
    const used = new Set(value.flatMap((item) => (isPlainObject(item) && typeof item._key === 'string' ? [item._key] : [])))
    return value.map((item) => {
      const inner = keyed(item)
      if (!isPlainObject(inner) || typeof inner._key === 'string') return inner
      let key = randomKey()
      while (used.has(key)) key = randomKey()
      used.add(key)
      return { _key: key, ...inner }
    })
  }
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, keyed(inner)]))
  return value
}

function keyedValues(map: unknown): unknown {
  return isPlainObject(map) ? Object.fromEntries(Object.entries(map).map(([path, value]) => [path, keyed(value)])) : map
}

/** One mutation with keys added where it writes arrays; anything malformed is left for the parser to refuse. */
export function withArrayKeys(mutation: unknown): unknown {
  if (!isPlainObject(mutation)) return mutation
  const [kind, body] = Object.entries(mutation)[0] ?? []
  if (kind === undefined || !isPlainObject(body)) return mutation
  if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') return { [kind]: keyed(body) }
  if (kind !== 'patch') return mutation
  const patch: Record<string, unknown> = { ...body }
  if (patch.set !== undefined) patch.set = keyedValues(patch.set)
  if (patch.setIfMissing !== undefined) patch.setIfMissing = keyedValues(patch.setIfMissing)
  if (isPlainObject(patch.insert) && Array.isArray(patch.insert.items)) patch.insert = { ...patch.insert, items: keyed(patch.insert.items) }
  return { patch }
}
