import type { ContentSourceMap } from '@sanity/client/csm'
import { evaluate, type ExprNode } from 'groq-js'
import type { ContentDocument } from '../types'

/**
 * Content source maps (`resultSourceMap` on the Query API, as hosted Sanity answers it): for each value of a
 * query's result, the document and the path in it that the value came from. Stega and the Presentation
 * tool's click-to-edit overlays read them (web/lib/content/preview-source-maps.ts).
 *
 * groq-js gives no provenance, so the query is walked a second time here: the nodes that pass document
 * values through (attribute and element access, `->`, projections, object and array literals, `[]`
 * maps, filters, slices, `order()`, `select()`, `coalesce()`) are followed with each value's origin; every
 * other node (operators, other functions, conditions) is handed to groq-js in the same scope and its value
 * counts as computed, without a source. The walk's value must equal groq-js's result, which stays the
 * answer; if it ever differs the map is left empty instead of pointing an editor at a wrong field.
 */

type KeyedSegment = { _key: string; _index: number }
type Segment = string | number | KeyedSegment
type Origin = { document: ContentDocument; path: Segment[] }

/** A value on the walk with where it came from: a document's field (origin), or assembled from parts. */
type Traced = {
  value: unknown
  origin: Origin | null
  /** The dataset itself (`*`): its items are whole documents. */
  isDataset?: boolean
  parts?: Traced[] | Map<string, Traced>
}

/** A groq-js scope, mirrored: `@` and the chain that `^` walks (hidden scopes are those of `[]` maps). */
type Scope = { value: Traced; parent: Scope | null; hidden: boolean; local?: boolean }

type Walk = {
  documents: ContentDocument[]
  params: Record<string, unknown>
  dereference: (reference: { _ref: string }) => ContentDocument | null
}

const NULL: Traced = { value: null, origin: null }
const computed = (value: unknown): Traced => ({ value: value === undefined ? null : value, origin: null })
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function nested(scope: Scope, value: Traced, hidden = false, local = false): Scope {
  return { value, parent: scope.hidden ? scope.parent : scope, hidden, local }
}

/** A part of a traced value: the attribute or item, with its origin one step deeper. */
function child(traced: Traced, key: string | number): Traced {
  const { value } = traced
  let item: unknown
  if (typeof key === 'string') item = isObject(value) && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : null
  else item = Array.isArray(value) ? value[key] : null
  if (item === undefined) item = null
  if (traced.parts) {
    const part = traced.parts instanceof Map ? traced.parts.get(String(key)) : traced.parts[key as number]
    return part ?? computed(item)
  }
  if (traced.isDataset) return isObject(item) ? { value: item, origin: { document: item as ContentDocument, path: [] } } : computed(item)
  if (!traced.origin) return computed(item)
  const segment: Segment = typeof key === 'number' && isObject(item) && typeof item._key === 'string' ? { _key: item._key, _index: key } : key
  return { value: item, origin: { document: traced.origin.document, path: [...traced.origin.path, segment] } }
}

/** Items of an array that groq-js selected or reordered, matched back to the traced items they are. */
function matchItems(base: Traced, result: unknown[], keepOrder: boolean): Traced {
  const items = base.value as unknown[]
  const used = new Set<number>()
  let next = 0
  const parts = result.map((value) => {
    for (let index = keepOrder ? next : 0; index < items.length; index++) {
      if (used.has(index) || items[index] !== value) continue
      used.add(index)
      next = index + 1
      return child(base, index)
    }
    return computed(value)
  })
  return { value: result, origin: null, parts }
}

function fromIdentity(walk: Walk, value: unknown): Traced {
  if (isObject(value) && typeof value._id === 'string' && walk.dereference({ _ref: value._id }) === value) {
    return { value, origin: { document: value as ContentDocument, path: [] } }
  }
  return computed(value)
}

/**
 * A node to hand to groq-js with `@` = the scope's value: every `^` that reaches out of the node is
 * replaced by a parameter holding the value it names here (groq-js starts the node at a scope of its own).
 */
function withOuterParents(node: ExprNode, scope: Scope, params: Record<string, unknown>): ExprNode {
  let outerValues = 0
  const rewrite = (current: unknown, at: Scope): unknown => {
    if (Array.isArray(current)) return current.map((item) => rewrite(item, at))
    if (!isObject(current)) return current
    const record = current as Record<string, unknown>
    if (record.type === 'Parent') {
      let target: Scope | null = at
      for (let hop = 0; hop < (record.n as number) && target; hop++) target = target.parent
      if (target?.local) return record
      const name = `__sourceMapScope${outerValues++}`
      params[name] = target ? target.value.value : null
      return { type: 'Parameter', name }
    }
    const inner = (key: string, hidden: boolean) => rewrite(record[key], nested(at, NULL, hidden, true))
    switch (record.type) {
      case 'Filter':
      case 'Projection':
        return { ...record, base: rewrite(record.base, at), expr: inner('expr', false) }
      case 'Map':
      case 'FlatMap':
        return { ...record, base: rewrite(record.base, at), expr: inner('expr', true) }
      case 'PipeFuncCall':
        return { ...record, base: rewrite(record.base, at), args: inner('args', false) }
      default:
        return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, rewrite(value, at)]))
    }
  }
  return rewrite(node, scope) as ExprNode
}

async function groqValue(walk: Walk, node: ExprNode, scope: Scope, extraParams: Record<string, unknown> = {}): Promise<unknown> {
  const params: Record<string, unknown> = { ...walk.params, ...extraParams }
  const tree = withOuterParents(node, scope, params)
  const value = await evaluate(tree, { root: scope.value.value, dataset: walk.documents, params, dereference: walk.dereference })
  return value.get()
}

async function trace(walk: Walk, node: ExprNode, scope: Scope): Promise<Traced> {
  switch (node.type) {
    case 'This':
      return scope.value
    case 'Parent': {
      let target: Scope | null = scope
      for (let hop = 0; hop < node.n && target; hop++) target = target.parent
      return target ? target.value : NULL
    }
    case 'Everything':
      return { value: walk.documents, origin: null, isDataset: true }
    case 'Group':
      return trace(walk, node.base, scope)
    case 'Value':
      return computed(node.value)
    case 'Parameter':
      return computed(walk.params[node.name])
    case 'AccessAttribute': {
      const base = await trace(walk, node.base ?? { type: 'This' }, scope)
      return isObject(base.value) ? child(base, node.name) : NULL
    }
    case 'AccessElement': {
      const base = await trace(walk, node.base, scope)
      if (!Array.isArray(base.value)) return NULL
      const index = node.index < 0 ? node.index + base.value.length : node.index
      return index >= 0 && index < base.value.length ? child(base, index) : NULL
    }
    case 'Slice': {
      const base = await trace(walk, node.base, scope)
      if (!Array.isArray(base.value)) return NULL
      const length = base.value.length
      let left = node.left < 0 ? length + node.left : node.left
      let right = node.right < 0 ? length + node.right : node.right
      if (node.isInclusive) right++
      left = Math.max(left, 0)
      right = Math.max(right, 0)
      const parts = base.value.slice(left, right).map((_, offset) => child(base, left + offset))
      return { value: parts.map((part) => part.value), origin: null, parts }
    }
    case 'ArrayCoerce': {
      const base = await trace(walk, node.base, scope)
      return Array.isArray(base.value) ? base : NULL
    }
    case 'Deref': {
      const base = await trace(walk, node.base, scope)
      if (!isObject(base.value) || typeof base.value._ref !== 'string') return NULL
      const document = walk.dereference({ _ref: base.value._ref })
      return document ? { value: document, origin: { document, path: [] } } : NULL
    }
    case 'Projection': {
      const base = await trace(walk, node.base, scope)
      return isObject(base.value) ? trace(walk, node.expr, nested(scope, base)) : NULL
    }
    case 'Object':
      return traceObject(walk, node, scope)
    case 'Array': {
      const parts: Traced[] = []
      for (const element of node.elements) {
        const traced = await trace(walk, element.value, scope)
        if (!element.isSplat) parts.push(traced)
        else if (Array.isArray(traced.value)) traced.value.forEach((_, index) => parts.push(child(traced, index)))
      }
      return { value: parts.map((part) => part.value), origin: null, parts }
    }
    case 'Select': {
      for (const alternative of node.alternatives) {
        if ((await groqValue(walk, alternative.condition, scope)) === true) return trace(walk, alternative.value, scope)
      }
      return node.fallback ? trace(walk, node.fallback, scope) : NULL
    }
    case 'FuncCall': {
      if (node.namespace !== 'global' || node.name !== 'coalesce') return fromIdentity(walk, await groqValue(walk, node, scope))
      for (const argument of node.args) {
        const traced = await trace(walk, argument, scope)
        if (traced.value !== null) return traced
      }
      return NULL
    }
    case 'Map':
    case 'FlatMap': {
      const base = await trace(walk, node.base, scope)
      if (!Array.isArray(base.value)) return NULL
      const parts: Traced[] = []
      for (let index = 0; index < base.value.length; index++) {
        const traced = await trace(walk, node.expr, nested(scope, child(base, index), true))
        if (node.type === 'FlatMap' && Array.isArray(traced.value)) traced.value.forEach((_, inner) => parts.push(child(traced, inner)))
        else parts.push(traced)
      }
      return { value: parts.map((part) => part.value), origin: null, parts }
    }
    case 'Filter':
    case 'PipeFuncCall': {
      // groq-js filters or orders the traced array (handed over as a parameter); the items it keeps are
      // the same values, found again by identity.
      const base = await trace(walk, node.base, scope)
      if (!Array.isArray(base.value)) return NULL
      const name = '__sourceMapBase'
      const result = await groqValue(walk, { ...node, base: { type: 'Parameter', name } } as ExprNode, scope, { [name]: base.value })
      return Array.isArray(result) ? matchItems(base, result, node.type === 'Filter') : computed(result)
    }
    default:
      return fromIdentity(walk, await groqValue(walk, node, scope))
  }
}

async function traceObject(walk: Walk, node: Extract<ExprNode, { type: 'Object' }>, scope: Scope): Promise<Traced> {
  const value: Record<string, unknown> = {}
  const parts = new Map<string, Traced>()
  const spread = (traced: Traced) => {
    if (!isObject(traced.value)) return
    for (const key of Object.keys(traced.value)) {
      value[key] = traced.value[key]
      parts.set(key, child(traced, key))
    }
  }
  for (const attribute of node.attributes) {
    if (attribute.type === 'ObjectAttributeValue') {
      const traced = await trace(walk, attribute.value, scope)
      value[attribute.name] = traced.value
      parts.set(attribute.name, traced)
    } else if (attribute.type === 'ObjectSplat') {
      spread(await trace(walk, attribute.value, scope))
    } else if ((await groqValue(walk, attribute.condition, scope)) === true) {
      spread(await trace(walk, attribute.value, scope))
    }
  }
  return { value, origin: null, parts }
}

const ESCAPES: Record<string, string> = { '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' }
const quoted = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (match) => ESCAPES[match]!)

/** A JSONPath as source maps write them: `$['body'][0]`, or `$['body'][?(@._key=='a1')]` when keys are asked for. */
function jsonPath(path: Segment[], withKeys: boolean): string {
  return `$${path
    .map((segment) => {
      if (typeof segment === 'string') return `['${quoted(segment)}']`
      if (typeof segment === 'number') return `[${segment}]`
      return withKeys ? `[?(@._key=='${quoted(segment._key)}')]` : `[${segment._index}]`
    })
    .join('')}`
}

function buildSourceMap(root: Traced, withKeys: boolean): ContentSourceMap {
  const documents: ContentSourceMap['documents'] = []
  const documentIndex = new Map<ContentDocument, number>()
  const paths: string[] = []
  const pathIndex = new Map<string, number>()
  const mappings: ContentSourceMap['mappings'] = {}
  const indexOf = <Key>(map: Map<Key, number>, key: Key, add: () => void) => {
    let index = map.get(key)
    if (index === undefined) {
      index = map.size
      map.set(key, index)
      add()
    }
    return index
  }
  const visit = (traced: Traced, resultPath: Segment[]) => {
    if (traced.origin) {
      const { document, path } = traced.origin
      const documentAt = indexOf(documentIndex, document, () =>
        documents.push({ _id: typeof document._originalId === 'string' ? document._originalId : document._id, _type: document._type }),
      )
      const sourcePath = jsonPath(path, withKeys)
      const pathAt = indexOf(pathIndex, sourcePath, () => paths.push(sourcePath))
      mappings[jsonPath(resultPath, false)] = { type: 'value', source: { type: 'documentValue', document: documentAt, path: pathAt } }
      return
    }
    if (traced.parts instanceof Map) for (const [key, part] of traced.parts) visit(part, [...resultPath, key])
    else traced.parts?.forEach((part, index) => visit(part, [...resultPath, index]))
  }
  visit(root, [])
  return { documents, paths, mappings }
}

export type SourceMapMode = 'paths' | 'keys'

/**
 * The source map of a query's result over these documents (a perspective's view). `result` is groq-js's
 * answer to the same query; `keys` writes array items in source paths by `_key` (`withKeyArraySelector`).
 */
export async function contentSourceMap(
  tree: ExprNode,
  walk: Walk,
  result: unknown,
  mode: SourceMapMode,
): Promise<ContentSourceMap> {
  const traced = await trace(walk, tree, { value: NULL, parent: null, hidden: false })
  if (JSON.stringify(traced.value) !== JSON.stringify(result ?? null)) return { documents: [], paths: [], mappings: {} }
  return buildSourceMap(traced, mode === 'keys')
}
