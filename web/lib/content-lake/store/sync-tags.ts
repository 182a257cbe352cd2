import { createHash } from 'node:crypto'
import { parse } from 'groq-js'
import type { CommittedTransaction, ContentDocument } from '../types'
import { isPublishedId, publishedIdOf } from './ids'
import { runQuery } from './query'

/**
 * Sync tags, as the Live Content API uses them: a query's answer carries the tags of what it depends
 * on (`syncTags`), and every committed change is announced with the tags it touches
 * (`/data/live/events`). A client refetches a query when a message names one of its tags.
 *
 * What a query depends on, here: for each `*` the document types (or ids) its filter requires
 * (`*[_type == "post" && …]`, `_type in [...]`, `_id == …`, through `&&`, `||` and parentheses), and
 * the type of every document a `->` reached while the query ran (a reference to a missing document:
 * that id). A `*` whose filter does not pin a type or id depends on every document (the `all` tag,
 * which every message carries). So a change that can alter an answer always names one of its tags;
 * a change elsewhere does not, and the query is not refetched for nothing.
 *
 * Tags are opaque to clients (`s1:` + 10 characters of a hash), as on hosted Sanity.
 */

export type TagKey = `type:${string}` | `id:${string}` | 'all'

const ALL: TagKey = 'all'

export function syncTag(key: TagKey): string {
  return `s1:${createHash('sha256').update(key).digest('base64url').slice(0, 10)}`
}

type Node = { type: string; [field: string]: unknown }
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** `_type` or `@._type` (the filtered document's own attribute). */
function ownAttribute(node: unknown, name: string): boolean {
  if (!isNode(node) || node.type !== 'AccessAttribute' || node.name !== name) return false
  return node.base === undefined || (isNode(node.base) && node.base.type === 'This')
}

/** The strings of a literal (`"post"`) or a literal array (`["a", "b"]`); null for anything else. */
function literalStrings(node: unknown): string[] | null {
  if (!isNode(node)) return null
  if (node.type === 'Value') return typeof node.value === 'string' ? [node.value] : Array.isArray(node.value) && node.value.every((item) => typeof item === 'string') ? (node.value as string[]) : null
  if (node.type !== 'Array' || !Array.isArray(node.elements)) return null
  const values: string[] = []
  for (const element of node.elements as Node[]) {
    if (element.isSplat) return null
    const inner = literalStrings(element.value)
    if (!inner || inner.length !== 1 || (element.value as Node).type !== 'Value') return null
    values.push(inner[0]!)
  }
  return values
}

function keysFor(attribute: '_type' | '_id', values: string[]): TagKey[] {
  return values.map((value) => (attribute === '_type' ? (`type:${value}` as const) : (`id:${publishedIdOf(value)}` as const)))
}

/** The tags a filter requires every matching document to have; null when it pins none. */
function requiredKeys(expr: unknown): TagKey[] | null {
  if (!isNode(expr)) return null
  switch (expr.type) {
    case 'Group':
      return requiredKeys(expr.base)
    case 'And': {
      const left = requiredKeys(expr.left)
      const right = requiredKeys(expr.right)
      // Both sides hold for every match: either is enough. Types first (a webhook names a type), then fewer.
      if (left && right) {
        const byType = (keys: TagKey[]) => keys.every((key) => key.startsWith('type:'))
        if (byType(left) !== byType(right)) return byType(left) ? left : right
        return left.length <= right.length ? left : right
      }
      return left ?? right
    }
    case 'Or': {
      const left = requiredKeys(expr.left)
      const right = requiredKeys(expr.right)
      return left && right ? [...left, ...right] : null
    }
    case 'OpCall': {
      if (expr.op !== '==' && expr.op !== 'in') return null
      for (const attribute of ['_type', '_id'] as const) {
        const [own, other] = ownAttribute(expr.left, attribute) ? [expr.left, expr.right] : ownAttribute(expr.right, attribute) && expr.op === '==' ? [expr.right, expr.left] : [null, null]
        if (!own) continue
        const values = literalStrings(other)
        if (!values || (expr.op === '==' && values.length !== 1)) return null
        return keysFor(attribute, values)
      }
      return null
    }
    default:
      return null
  }
}

/**
 * The document types a reference field may point to (from the schema), or null when unknown. With it,
 * a `->` is resolved before the query runs (`author->` → the types `author` references); without it, or
 * for a `->` whose field is not known, the query depends on every document.
 */
export type ReferenceTargets = (field: string) => readonly string[] | null

/** The field a `->` follows: `author->`, `image.asset->`, or `@->` over the items of `services[]`. */
function dereferencedField(base: unknown, element: string | null): string | null {
  if (!isNode(base)) return null
  if (base.type === 'AccessAttribute' && typeof base.name === 'string') return base.name
  if (base.type === 'This') return element
  return null
}

/** The array field whose items `@` stands for inside a `Map` (`services[]->…`, `items[]{…}`). */
function elementField(base: unknown): string | null {
  if (!isNode(base)) return null
  if (base.type === 'ArrayCoerce') return elementField(base.base)
  return base.type === 'AccessAttribute' && typeof base.name === 'string' ? base.name : null
}

/**
 * What a parsed query (parameters already in it) depends on before it runs: see the top of this file.
 * With `referenceTargets`, the `->`s are included (else they are left to `dereferenceRecorder`).
 */
export function staticDependencies(tree: unknown, referenceTargets?: ReferenceTargets): Set<TagKey> {
  const keys = new Set<TagKey>()
  const visit = (node: unknown, element: string | null): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, element))
    if (typeof node !== 'object' || node === null) return
    const record = node as Node
    if (record.type === 'Everything') keys.add(ALL)
    if (record.type === 'Filter' && isNode(record.base) && record.base.type === 'Everything') {
      const required = requiredKeys(record.expr)
      if (required) required.forEach((key) => keys.add(key))
      else keys.add(ALL)
      return visit(record.expr, null)
    }
    if (record.type === 'Deref' && referenceTargets) {
      const field = dereferencedField(record.base, element)
      const targets = field ? referenceTargets(field) : null
      if (targets) targets.forEach((type) => keys.add(`type:${type}`))
      else keys.add(ALL)
    }
    // Inside these, `@` is an item of their base: an array field's item, or what `@` was already.
    if (record.type === 'Map' || record.type === 'Filter' || record.type === 'Projection') {
      visit(record.base, element)
      const inner = isNode(record.base) && record.base.type === 'This' ? element : elementField(record.base)
      return visit(record.expr, inner)
    }
    for (const value of Object.values(record)) visit(value, element)
  }
  visit(tree, null)
  return keys
}

/** Collects what `->` reaches while a query runs. */
export function dereferenceRecorder() {
  const keys = new Set<TagKey>()
  return {
    keys,
    record(reference: string, found: ContentDocument | null) {
      keys.add(found ? `type:${found._type}` : `id:${publishedIdOf(reference)}`)
    },
  }
}

export function syncTagsOf(keys: Iterable<TagKey>): string[] {
  return [...new Set([...keys].map(syncTag))].sort()
}

/**
 * The tags a committed transaction touches: each changed document's type (before and after) and id,
 * and `all`. Only published documents unless `includeDrafts` (drafts and release versions too).
 */
export function transactionSyncTags(transaction: CommittedTransaction, includeDrafts: boolean): string[] {
  const documents = transaction.changes.flatMap((change) => [change.previous, change.result].flatMap((document) => (document ? [document] : [])))
  return changedDocumentsSyncTags(documents.filter((document) => includeDrafts || isPublishedId(document._id)))
}

/**
 * The tags of a change to these documents (a hosted project's webhook names them: `{_id, _type}`;
 * without `_id`, what reads the type or everything).
 */
export function changedDocumentsSyncTags(documents: readonly { _id?: string; _type: string }[]): string[] {
  if (documents.length === 0) return []
  const keys = new Set<TagKey>([ALL])
  for (const document of documents) {
    if (document._id !== undefined) keys.add(`id:${publishedIdOf(document._id)}`)
    keys.add(`type:${document._type}`)
  }
  return syncTagsOf(keys)
}

/**
 * The sync tags of a query's answer known before it runs, with the schema's reference targets for its
 * `->`s: what a cache needs that must be tagged before it stores the answer (the site's pages).
 * Never fewer than the tags of the answer itself (`queryWithSyncTags`), sometimes more.
 */
export function staticSyncTags(query: string, params: Record<string, unknown>, referenceTargets: ReferenceTargets): string[] {
  return syncTagsOf(staticDependencies(parse(query, { params }), referenceTargets))
}

/**
 * A query over the given documents (one perspective's view), with the sync tags of its answer: what
 * the Content API answers as `syncTags`, for callers that hold the documents themselves (a build that
 * reads the dataset file, tests).
 */
export async function queryWithSyncTags(documents: ContentDocument[], query: string, params: Record<string, unknown> = {}): Promise<{ result: unknown; syncTags: string[] }> {
  let dependencies = new Set<TagKey>()
  const dereferenced = dereferenceRecorder()
  const result = await runQuery(documents, { query, params }, null, { onParsed: (tree) => (dependencies = staticDependencies(tree)), onDereference: dereferenced.record })
  return { result, syncTags: syncTagsOf([...dependencies, ...dereferenced.keys]) }
}
