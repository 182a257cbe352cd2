import { staticSyncTags, type ReferenceTargets } from '@/lib/content-lake/outside-next'
import schema from './schema.json'

/**
 * The cache tags of the site's content reads: the Live Content API's sync tags of each query, known
 * before it runs (web/lib/content-lake/store/sync-tags.ts), with the `->`s resolved through the
 * schema (which types each reference field may point to: schema.json, written by `npm run typegen`).
 * A published change is announced with the sync tags it touches, and the pages whose reads carry one
 * of them are refreshed; tests/unit/revalidation-tags.test.ts checks that every change that alters a
 * page's content meets its tags.
 */

type SchemaValue = {
  type: string
  name?: string
  of?: SchemaValue | SchemaValue[]
  attributes?: Record<string, { value: SchemaValue }>
  /** An array item's fields beyond `_key` (an inline type). */
  rest?: SchemaValue
  dereferencesTo?: string
}
type SchemaEntry = { name: string; type: string; value?: SchemaValue; attributes?: Record<string, { value: SchemaValue }> }

function referenceTargetsOf(entries: readonly SchemaEntry[]): Map<string, string[]> {
  const named = new Map(entries.map((entry) => [entry.name, entry.value ?? ({ type: 'object', attributes: entry.attributes } as SchemaValue)]))
  const byField = new Map<string, Set<string>>()
  const targets = (value: SchemaValue | undefined, seen: Set<string>): string[] => {
    if (!value) return []
    if (value.dereferencesTo) return [value.dereferencesTo]
    if (value.type === 'inline' && value.name && !seen.has(value.name)) return targets(named.get(value.name), new Set([...seen, value.name]))
    if (value.type === 'array' || value.type === 'union') return [value.of ?? []].flat().flatMap((item) => targets(item, seen))
    return value.rest ? targets(value.rest, seen) : []
  }
  const visitAttributes = (attributes: SchemaValue['attributes'], seen: Set<string>) => {
    for (const [field, attribute] of Object.entries(attributes ?? {})) {
      const found = targets(attribute.value, seen)
      if (found.length > 0) found.forEach((type) => byField.set(field, (byField.get(field) ?? new Set()).add(type)))
    }
  }
  const visit = (value: SchemaValue | undefined) => {
    if (!value) return
    visitAttributes(value.attributes, new Set())
    for (const item of [value.of ?? []].flat()) visit(item)
    visit(value.rest)
    for (const attribute of Object.values(value.attributes ?? {})) visit(attribute.value)
  }
  for (const value of named.values()) visit(value)
  return new Map([...byField].map(([field, types]) => [field, [...types].sort()]))
}

const targetsByField = referenceTargetsOf(schema as unknown as SchemaEntry[])
export const schemaReferenceTargets: ReferenceTargets = (field) => targetsByField.get(field) ?? null

const known = new Map<string, string[]>()

/** The sync tags of a query with its params (remembered: the site asks the same few queries). */
export function contentSyncTags(query: string, params: Record<string, unknown>): string[] {
  const key = `${query}\u0000${JSON.stringify(params)}`
  let tags = known.get(key)
  if (!tags) {
    tags = staticSyncTags(query, params, schemaReferenceTargets)
    if (known.size >= 1_000) known.clear()
    known.set(key, tags)
  }
  return tags
}
