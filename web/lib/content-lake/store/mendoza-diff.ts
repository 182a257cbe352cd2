import { isPlainObject, jsonEqual, stableStringify } from './json'

/**
 * A differ producing Mendoza patches (github.com/sanity-io/mendoza; the npm `mendoza` package only
 * applies them). The Studio applies `effects.apply` to rebuild documents from listener events and
 * walks history with them, attributing each changed field to its author, so the patches touch only
 * what changed: unchanged fields stay, changed objects are descended into, arrays reuse slices of the
 * old array and matching `_key`ed items, long strings keep their common prefix and suffix.
 *
 * Patch semantics (node_modules/mendoza/src/internal-patcher.ts): an input stack (the old value) and
 * an output stack (the value being built, starting as the old root); object fields are addressed by
 * their index among the input object's keys sorted by code unit; string slices by UTF-8 byte offsets.
 */
export type MendozaPatch = unknown[]

// Opcodes (index into the patcher's OPS table).
const VALUE = 0
const PUSH_FIELD_COPY = 10
const PUSH_FIELD_BLANK = 11
const PUSH_ELEMENT_COPY = 12
const PUSH_ELEMENT_BLANK = 13
const RETURN_INTO_OBJECT_SAME_KEY_POP = 15
const RETURN_INTO_ARRAY_POP = 16
const OBJECT_SET_FIELD_VALUE = 17
const OBJECT_DELETE_FIELD = 19
const ARRAY_APPEND_VALUE = 20
const ARRAY_APPEND_SLICE = 21
const STRING_APPEND_STRING = 22
const STRING_APPEND_SLICE = 23

/** Below this many unchanged UTF-8 bytes a string is replaced whole (slices would not be smaller). */
const MIN_STRING_REUSE = 16

function size(value: unknown): number {
  return JSON.stringify(value)?.length ?? 4
}

function sortedKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).sort()
}

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** Ops that turn the object on top of the input stack (copied onto the output) into `right`. */
function objectOps(left: Record<string, unknown>, right: Record<string, unknown>): unknown[] {
  const ops: unknown[] = []
  const keys = sortedKeys(left)
  keys.forEach((key, index) => {
    if (!Object.prototype.hasOwnProperty.call(right, key) || right[key] === undefined) ops.push(OBJECT_DELETE_FIELD, index)
  })
  for (const key of Object.keys(right)) {
    const value = right[key]
    if (value === undefined) continue
    const index = keys.indexOf(key)
    if (index === -1) {
      ops.push(OBJECT_SET_FIELD_VALUE, value, key)
      continue
    }
    if (jsonEqual(left[key], value)) continue
    const nested = nestedOps(left[key], value)
    if (nested && size(nested.ops) < size(value)) {
      ops.push(nested.blank ? PUSH_FIELD_BLANK : PUSH_FIELD_COPY, index, ...nested.ops, RETURN_INTO_OBJECT_SAME_KEY_POP)
    } else {
      ops.push(OBJECT_SET_FIELD_VALUE, value, key)
    }
  }
  return ops
}

/**
 * Ops that build `right` from `left` once it is on the input stack: objects are changed in a copy,
 * arrays and strings are built into a blank output (a blank that receives nothing would end as null,
 * so empty results are left to the caller to set as values).
 */
function nestedOps(left: unknown, right: unknown): { ops: unknown[]; blank: boolean } | null {
  if (isPlainObject(left) && isPlainObject(right)) return { ops: objectOps(left, right), blank: false }
  if (Array.isArray(left) && Array.isArray(right) && right.length > 0) return { ops: arrayOps(left, right), blank: true }
  if (typeof left === 'string' && typeof right === 'string' && right.length > 0) {
    const ops = stringOps(left, right)
    return ops ? { ops, blank: true } : null
  }
  return null
}

function keyOf(value: unknown): string | undefined {
  return isPlainObject(value) && typeof value._key === 'string' ? value._key : undefined
}

function arrayOps(left: unknown[], right: unknown[]): unknown[] {
  const ops: unknown[] = []
  const positionsByValue = new Map<string, number[]>()
  const positionByKey = new Map<string, number>()
  left.forEach((item, index) => {
    const serialized = stableStringify(item)
    const positions = positionsByValue.get(serialized)
    if (positions) positions.push(index)
    else positionsByValue.set(serialized, [index])
    const key = keyOf(item)
    if (key !== undefined && !positionByKey.has(key)) positionByKey.set(key, index)
  })

  let slice: { start: number; end: number } | null = null
  const flush = () => {
    if (slice) ops.push(ARRAY_APPEND_SLICE, slice.start, slice.end)
    slice = null
  }

  right.forEach((item, index) => {
    const positions = positionsByValue.get(stableStringify(item))
    if (positions) {
      const current = slice as { start: number; end: number } | null
      if (current && positions.includes(current.end)) {
        current.end += 1
        return
      }
      flush()
      const start = positions[0]!
      slice = { start, end: start + 1 }
      return
    }
    flush()
    // A changed item: descend into its old counterpart (same `_key`, or the same position for items
    // without keys) when that is smaller than writing it out again.
    const key = keyOf(item)
    const counterpart = key !== undefined ? positionByKey.get(key) : keyOf(left[index]) === undefined && index < left.length ? index : undefined
    if (counterpart !== undefined) {
      const nested = nestedOps(left[counterpart], item)
      if (nested && size(nested.ops) < size(item)) {
        ops.push(nested.blank ? PUSH_ELEMENT_BLANK : PUSH_ELEMENT_COPY, counterpart, ...nested.ops, RETURN_INTO_ARRAY_POP)
        return
      }
    }
    ops.push(ARRAY_APPEND_VALUE, item)
  })
  flush()
  return ops
}

/** Keeps the common prefix and suffix (whole code points, UTF-8 byte offsets); null if not worth it. */
function stringOps(left: string, right: string): unknown[] | null {
  const a = Array.from(left)
  const b = Array.from(right)
  let prefix = 0
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1
  let suffix = 0
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) {
    suffix += 1
  }
  const prefixBytes = utf8Length(a.slice(0, prefix).join(''))
  const leftBytes = utf8Length(left)
  const suffixStartBytes = utf8Length(a.slice(0, a.length - suffix).join(''))
  if (prefixBytes + (leftBytes - suffixStartBytes) < MIN_STRING_REUSE) return null
  const ops: unknown[] = []
  if (prefix > 0) ops.push(STRING_APPEND_SLICE, 0, prefixBytes)
  const middle = b.slice(prefix, b.length - suffix).join('')
  if (middle !== '') ops.push(STRING_APPEND_STRING, middle)
  if (suffix > 0) ops.push(STRING_APPEND_SLICE, suffixStartBytes, leftBytes)
  return ops
}

/** A patch that turns `left` into `right` (null: no document). */
export function diffValues(left: unknown, right: unknown): MendozaPatch {
  if (left === undefined) left = null
  if (right === undefined) right = null
  if (jsonEqual(left, right)) return []
  if (isPlainObject(left) && isPlainObject(right)) return objectOps(left, right)
  return [VALUE, right]
}

/** Mendoza effects of a change from `previous` to `result` (null: the document does not exist). */
export function documentEffects(previous: unknown, result: unknown): { apply: MendozaPatch; revert: MendozaPatch } {
  return { apply: diffValues(previous, result), revert: diffValues(result, previous) }
}
