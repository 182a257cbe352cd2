import { ItemError } from './errors'

/**
 * JSON helpers for documents: what PostgreSQL's jsonb can store (no NUL characters, finite numbers,
 * bounded depth), equality, and a stable serialization (sorted keys) for exports and comparisons.
 */

const MAX_DEPTH = 64

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function describePath(path: string): string {
  return path === '' ? 'the document' : `"${path}"`
}

/** Throws an `invalidDocumentError` unless `value` is JSON that jsonb stores unchanged. */
export function assertStorableJson(value: unknown, documentId: string | undefined, path = '', depth = 0): void {
  if (depth > MAX_DEPTH) throw new ItemError('invalidDocumentError', `Nesting deeper than ${MAX_DEPTH} levels at ${describePath(path)}`, documentId)
  if (value === null || typeof value === 'boolean') return
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ItemError('invalidDocumentError', `Not a finite number at ${describePath(path)}`, documentId)
    return
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new ItemError('invalidDocumentError', `NUL character in string at ${describePath(path)}`, documentId)
    return
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertStorableJson(item, documentId, `${path}[${index}]`, depth + 1))
    return
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw new ItemError('invalidDocumentError', `NUL character in a key at ${describePath(path)}`, documentId)
      if (item === undefined) continue
      assertStorableJson(item, documentId, path ? `${path}.${key}` : key, depth + 1)
    }
    return
  }
  throw new ItemError('invalidDocumentError', `Not a JSON value at ${describePath(path)}`, documentId)
}

/** A deep copy without `undefined` members (as JSON would store it). */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

const TOP_LEVEL_ORDER = ['_id', '_type', '_rev', '_createdAt', '_updatedAt']

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function orderedKeys(value: Record<string, unknown>, topLevel: boolean): string[] {
  const keys = Object.keys(value).filter((key) => value[key] !== undefined)
  if (!topLevel) return keys.sort(compareKeys)
  const first = TOP_LEVEL_ORDER.filter((key) => keys.includes(key))
  return [...first, ...keys.filter((key) => !TOP_LEVEL_ORDER.includes(key)).sort(compareKeys)]
}

/**
 * JSON with a stable key order (a document's system fields first, then every object's keys sorted), so
 * equal documents serialize to equal bytes whatever order their keys were written in.
 */
export function stableStringify(value: unknown, topLevel = false): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : stableStringify(item))).join(',')}]`
  if (isPlainObject(value)) {
    const members = orderedKeys(value, topLevel).map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`)
    return `{${members.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, index) => jsonEqual(item, b[index]))
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false
    const keysA = Object.keys(a).filter((key) => a[key] !== undefined)
    const keysB = Object.keys(b).filter((key) => b[key] !== undefined)
    if (keysA.length !== keysB.length) return false
    return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual(a[key], b[key]))
  }
  return false
}

/** Freezes a value deeply: snapshot documents are shared by every reader and must never change. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}
