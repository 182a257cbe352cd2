import { randomUUID } from 'node:crypto'
import { ContentLakeError } from '../types'
import { assertDocumentId, checkDocumentBody, type DocumentBody } from './documents'
import { ItemError, alreadyExists, notFound, requestFailed, revisionMismatch } from './errors'
import { applyPatchOperations } from './patch'
import { mutationSchema, parseItem, type PatchOperations } from './request-schemas'
import type { WorkingSet } from './working-set'

/**
 * The Mutate API (`/data/mutate`): create, createOrReplace, createIfNotExists, delete and patch by
 * document id, applied in order; the first failing mutation fails the whole transaction.
 */
export type PlannedMutation =
  | { kind: 'create' | 'createOrReplace' | 'createIfNotExists'; id: string; body: DocumentBody }
  | { kind: 'delete'; id: string }
  | { kind: 'patch'; id: string; operations: PatchOperations }

function unsupported(what: string): ItemError {
  return new ItemError('unsupportedError', `${what} is not supported by the local Content Lake; address documents by id`)
}

/** `_id` of a created document: given, generated (none given), or a generated one under a `prefix.` */
function createdId(body: Record<string, unknown>): string {
  const id = body._id
  if (id === undefined) return randomUUID()
  if (typeof id === 'string' && id.endsWith('.') && id.length > 1) return `${id}${randomUUID()}`
  assertDocumentId(id)
  return id
}

function planOne(raw: unknown): PlannedMutation {
  const mutation = parseItem(mutationSchema, raw, 'invalidPatchError', 'mutation')
  if ('create' in mutation) {
    const id = createdId(mutation.create)
    return { kind: 'create', id, body: checkDocumentBody(mutation.create, id) }
  }
  if ('createOrReplace' in mutation || 'createIfNotExists' in mutation) {
    const kind = 'createOrReplace' in mutation ? 'createOrReplace' : 'createIfNotExists'
    const body = 'createOrReplace' in mutation ? mutation.createOrReplace : mutation.createIfNotExists
    if (body._id === undefined) throw new ItemError('invalidDocumentError', `${kind} needs a document with "_id"`)
    assertDocumentId(body._id)
    return { kind, id: body._id, body: checkDocumentBody(body, body._id) }
  }
  if ('delete' in mutation) {
    if (mutation.delete.query !== undefined) throw unsupported('Deleting by query')
    assertDocumentId(mutation.delete.id)
    return { kind: 'delete', id: mutation.delete.id }
  }
  const { id, query, params, ...operations } = mutation.patch
  void params
  if (query !== undefined) throw unsupported('Patching by query')
  assertDocumentId(id)
  if (Object.keys(operations).filter((key) => key !== 'ifRevisionID').length === 0) {
    throw new ItemError('invalidPatchError', `The patch of "${id}" has no operation`, id)
  }
  return { kind: 'patch', id, operations }
}

/** Checks every mutation before anything is locked; ids are known (and generated) afterwards. */
export function planMutations(raw: unknown): PlannedMutation[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new ContentLakeError(400, 'mutationError', 'The request needs a non-empty array of mutations')
  }
  return raw.map((item, index) => {
    try {
      return planOne(item)
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
  mutations.forEach((mutation, index) => {
    try {
      applyOne(working, mutation)
    } catch (error) {
      if (error instanceof ItemError) throw requestFailed('mutationError', index, error)
      throw error
    }
  })
}

export function mutationTargets(mutations: PlannedMutation[]): string[] {
  return [...new Set(mutations.map((mutation) => mutation.id))]
}
