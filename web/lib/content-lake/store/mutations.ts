import { randomUUID } from 'node:crypto'
import { ContentLakeError } from '../types'
import { assertDocumentId, checkDocumentBody, type DocumentBody } from './documents'
import { ItemError, alreadyExists, notFound, requestFailed, revisionMismatch } from './errors'
import { applyPatchOperations } from './patch'
import { mutationSchema, parseItem, type PatchOperations } from './request-schemas'
import type { WorkingSet } from './working-set'

/**
 * The Mutate API (`/data/mutate`): create, createOrReplace, createIfNotExists, delete and patch by
 * document id or by query (query-targets.ts resolves those to ids first), applied in order; the first
 * failing mutation fails the whole transaction.
 */
type Target = {
  id: string
  /** The request's mutation this comes from (a mutation by query plans one per selected document). */
  index: number
}
export type PlannedMutation = Target &
  (
    | { kind: 'create' | 'createOrReplace' | 'createIfNotExists'; body: DocumentBody }
    | { kind: 'delete' }
    /** `selected`: chosen by a query; gone by the time the transaction locks it, it is skipped. */
    | { kind: 'patch'; operations: PatchOperations; selected: boolean }
  )

/** `_id` of a created document: given, generated (none given), or a generated one under a `prefix.` */
function createdId(body: Record<string, unknown>): string {
  const id = body._id
  if (id === undefined) return randomUUID()
  if (typeof id === 'string' && id.endsWith('.') && id.length > 1) return `${id}${randomUUID()}`
  assertDocumentId(id)
  return id
}

/** The ids a delete or patch applies to: its own, or those its query selected. */
function targetIds(target: { id?: string; query?: string }, selected: string[] | undefined, index: number): string[] {
  if (target.query !== undefined) {
    if (target.id !== undefined) throw new ItemError('invalidPatchError', 'A mutation names either "id" or "query", not both')
    if (!selected) throw new Error(`content store: the query of mutation ${index} was not resolved`)
    return selected
  }
  if (target.id === undefined) throw new ItemError('invalidPatchError', 'A mutation needs "id" or "query"')
  assertDocumentId(target.id)
  return [target.id]
}

function planOne(raw: unknown, index: number, selected: string[] | undefined): PlannedMutation[] {
  const mutation = parseItem(mutationSchema, raw, 'invalidPatchError', 'mutation')
  if ('create' in mutation) {
    const id = createdId(mutation.create)
    return [{ kind: 'create', id, index, body: checkDocumentBody(mutation.create, id) }]
  }
  if ('createOrReplace' in mutation || 'createIfNotExists' in mutation) {
    const kind = 'createOrReplace' in mutation ? 'createOrReplace' : 'createIfNotExists'
    const body = 'createOrReplace' in mutation ? mutation.createOrReplace : mutation.createIfNotExists
    if (body._id === undefined) throw new ItemError('invalidDocumentError', `${kind} needs a document with "_id"`)
    assertDocumentId(body._id)
    return [{ kind, id: body._id, index, body: checkDocumentBody(body, body._id) }]
  }
  if ('delete' in mutation) {
    return targetIds(mutation.delete, selected, index).map((id) => ({ kind: 'delete', id, index }))
  }
  const { id, query, params, ...operations } = mutation.patch
  void params
  if (Object.keys(operations).filter((key) => key !== 'ifRevisionID').length === 0) {
    throw new ItemError('invalidPatchError', `The patch of "${id ?? query}" has no operation`, id)
  }
  return targetIds({ id, query }, selected, index).map((target) => ({ kind: 'patch', id: target, index, operations, selected: query !== undefined }))
}

/**
 * Checks every mutation before anything is locked; ids are known (and generated) afterwards.
 * `selected`: the documents each mutation by query selected (by index, resolveQueryTargets).
 */
export function planMutations(raw: unknown, selected: ReadonlyMap<number, string[]> = new Map()): PlannedMutation[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new ContentLakeError(400, 'mutationError', 'The request needs a non-empty array of mutations')
  }
  return raw.flatMap((item, index) => {
    try {
      return planOne(item, index, selected.get(index))
    } catch (error) {
      if (error instanceof ItemError) throw requestFailed('mutationError', index, error)
      throw error
    }
  })
}

function applyOne(working: WorkingSet, mutation: PlannedMutation): void {
  const existing = working.get(mutation.id)
  switch (mutation.kind) {
    case 'create': {
      if (existing) throw alreadyExists(mutation.id)
      working.put(mutation.id, mutation.body, [{ create: mutation.body }])
      return
    }
    case 'createIfNotExists': {
      if (existing) return
      working.put(mutation.id, mutation.body, [{ createIfNotExists: mutation.body }])
      return
    }
    case 'createOrReplace': {
      // A replaced document keeps its creation time (the body then carries it, so that listeners
      // applying this mutation get the same document).
      const body = existing && mutation.body._createdAt === undefined ? { ...mutation.body, _createdAt: existing._createdAt } : mutation.body
      working.put(mutation.id, body, [{ createOrReplace: body }])
      return
    }
    case 'delete': {
      if (existing) working.put(mutation.id, null, [{ delete: { id: mutation.id } }])
      return
    }
    case 'patch': {
      if (!existing && mutation.selected) return
      if (!existing) throw notFound(mutation.id)
      const expected = mutation.operations.ifRevisionID
      const stored = working.storedRevision(mutation.id)
      if (expected !== undefined && expected !== stored) throw revisionMismatch(mutation.id, expected, stored)
      const patched = applyPatchOperations(existing, mutation.operations)
      working.put(mutation.id, patched, [{ patch: { ...mutation.operations, id: mutation.id } }])
      return
    }
  }
}

export function applyPlannedMutations(working: WorkingSet, mutations: PlannedMutation[]): void {
  for (const mutation of mutations) {
    try {
      applyOne(working, mutation)
    } catch (error) {
      if (error instanceof ItemError) throw requestFailed('mutationError', mutation.index, error)
      throw error
    }
  }
}

export function mutationTargets(mutations: PlannedMutation[]): string[] {
  return [...new Set(mutations.map((mutation) => mutation.id))]
}
