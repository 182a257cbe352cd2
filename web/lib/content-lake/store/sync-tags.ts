import { createHash } from 'node:crypto'
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
      if (left && right) return left.length <= right.length ? left : right
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

/** What a parsed query (parameters already in it) depends on before it runs: see the top of this file. */
export function staticDependencies(tree: unknown): Set<TagKey> {
  const keys = new Set<TagKey>()
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (typeof node !== 'object' || node === null) return
    const record = node as Node
    if (record.type === 'Everything') keys.add(ALL)
    if (record.type === 'Filter' && isNode(record.base) && record.base.type === 'Everything') {
      const required = requiredKeys(record.expr)
      if (required) required.forEach((key) => keys.add(key))
      else keys.add(ALL)
      visit(record.expr)
      return
    }
    for (const value of Object.values(record)) visit(value)
  }
  visit(tree)
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
  const keys = new Set<TagKey>()
  for (const change of transaction.changes) {
    if (!includeDrafts && !isPublishedId(change.documentId)) continue
    keys.add(`id:${publishedIdOf(change.documentId)}`)
    if (change.previous) keys.add(`type:${change.previous._type}`)
    if (change.result) keys.add(`type:${change.result._type}`)
  }
  if (keys.size === 0) return []
  keys.add(ALL)
  return syncTagsOf(keys)
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
