import { ContentLakeError } from '../types'
import { assertDocumentId, checkDocumentBody, copyAs, type DocumentBody } from './documents'
import { ItemError, alreadyExists, notFound, requestFailed, revisionMismatch } from './errors'
import { draftIdOf, isDraftId, isPublishedId, isVariantOf, isVersionId, publishedIdOf } from './ids'
import { applyPatchOperations } from './patch'
import { applyReleaseAction, type ArchivedVersions, assertReleaseId, releaseDocumentId } from './release-actions'
import { actionSchema, isReleaseAction, parseItem, type ParsedAction } from './request-schemas'
import type { WorkingSet } from './working-set'

/**
 * The Actions API (`/data/actions`) as the Studio uses it: drafts (`drafts.x`) and release versions
 * (`versions.<release>.x`) beside the published document `x`; the releases themselves in
 * release-actions.ts. Variant actions are not implemented.
 */

/**
 * The documents an action reads or writes: they are locked and loaded before it runs (`releases`: a
 * release's document, all its versions and their published documents).
 */
export type ActionTargets = { ids: string[]; variantsOf: string[]; releases?: string[] }

function invalid(description: string, id?: string): ItemError {
  return new ItemError('invalidActionError', description, id)
}

function assertPublishedId(id: string): void {
  assertDocumentId(id, 'published ID')
  if (!isPublishedId(id)) throw invalid(`"${id}" is not a published document ID`, id)
}

/** A draft or version id of `publishedId`, as `draftId`/`versionId` must be. */
function assertVariant(variantId: string, publishedId: string, what = 'draft ID'): void {
  assertDocumentId(variantId, what)
  if (!isVariantOf(variantId, publishedId)) throw invalid(`${what} "${variantId}" does not belong to "${publishedId}"`, variantId)
}

function assertDraftOrVersion(id: string, what: string): void {
  assertDocumentId(id, what)
  if (!isDraftId(id) && !isVersionId(id)) throw invalid(`${what} "${id}" is neither a draft nor a version`, id)
}

function bodyId(body: Record<string, unknown>, fallback: string | undefined, what: string): string {
  const id = body._id ?? fallback
  if (id === undefined) throw invalid(`${what} needs "_id"`)
  assertDocumentId(id)
  return id
}

/** Checks an action's ids and returns what it touches. */
function targetsOf(action: ParsedAction): ActionTargets {
  if (isReleaseAction(action)) {
    assertReleaseId(action.releaseId)
    return { ids: [releaseDocumentId(action.releaseId)], variantsOf: [], releases: [action.releaseId] }
  }
  switch (action.actionType) {
    case 'sanity.action.document.create':
    case 'sanity.action.document.replaceDraft': {
      assertPublishedId(action.publishedId)
      const targetId = bodyId(action.attributes, draftIdOf(action.publishedId), 'attributes')
      assertVariant(targetId, action.publishedId, 'attributes._id')
      return { ids: [action.publishedId, targetId], variantsOf: [] }
    }
    case 'sanity.action.document.edit':
    case 'sanity.action.document.publish':
    case 'sanity.action.document.unpublish':
      assertPublishedId(action.publishedId)
      assertVariant(action.draftId, action.publishedId)
      return { ids: [action.publishedId, action.draftId], variantsOf: [] }
    case 'sanity.action.document.discard':
      assertDraftOrVersion(action.draftId, 'draft ID')
      return { ids: [action.draftId], variantsOf: [] }
    case 'sanity.action.document.delete':
      assertPublishedId(action.publishedId)
      action.includeDrafts.forEach((id) => assertVariant(id, action.publishedId, 'includeDrafts ID'))
      return { ids: [action.publishedId, draftIdOf(action.publishedId), ...action.includeDrafts], variantsOf: [action.publishedId] }
    case 'sanity.action.document.version.create': {
      assertPublishedId(action.publishedId)
      if (action.document) {
        const id = bodyId(action.document, undefined, 'document')
        assertVariant(id, action.publishedId, 'document._id')
        return { ids: [id], variantsOf: [] }
      }
      if (action.baseId === undefined || action.versionId === undefined) {
        throw invalid('version.create needs either "document" or "baseId" and "versionId"')
      }
      assertDocumentId(action.baseId, 'base ID')
      if (publishedIdOf(action.baseId) !== action.publishedId) throw invalid(`base "${action.baseId}" does not belong to "${action.publishedId}"`)
      assertVariant(action.versionId, action.publishedId, 'version ID')
      return { ids: [action.baseId, action.versionId], variantsOf: [] }
    }
    case 'sanity.action.document.version.discard':
      assertDraftOrVersion(action.versionId, 'version ID')
      return { ids: [action.versionId], variantsOf: [] }
    case 'sanity.action.document.version.replace': {
      const id = bodyId(action.document, undefined, 'document')
      assertDraftOrVersion(id, 'document._id')
      return { ids: [id], variantsOf: [] }
    }
    case 'sanity.action.document.version.unpublish':
      assertPublishedId(action.publishedId)
      assertVariant(action.versionId, action.publishedId, 'version ID')
      if (!isVersionId(action.versionId)) throw invalid(`"${action.versionId}" is not a release version`, action.versionId)
      return { ids: [action.publishedId, action.versionId], variantsOf: [] }
  }
}

export type PlannedActions = { actions: ParsedAction[]; targets: ActionTargets }

export function planActions(raw: unknown): PlannedActions {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new ContentLakeError(400, 'actionError', 'The request needs a non-empty array of actions')
  }
  const ids = new Set<string>()
  const variantsOf = new Set<string>()
  const releases = new Set<string>()
  const actions = raw.map((item, index) => {
    try {
      const action = parseItem(actionSchema, item, 'invalidActionError', 'action')
      const targets = targetsOf(action)
      targets.ids.forEach((id) => ids.add(id))
      targets.variantsOf.forEach((id) => variantsOf.add(id))
      targets.releases?.forEach((id) => releases.add(id))
      return action
    } catch (error) {
      if (error instanceof ItemError) throw requestFailed('actionError', index, error)
      throw error
    }
  })
  return { actions, targets: { ids: [...ids], variantsOf: [...variantsOf], releases: [...releases] } }
}

function checkRevision(working: WorkingSet, id: string, expected: string | undefined): void {
  if (expected === undefined) return
  const stored = working.storedRevision(id)
  if (stored !== expected) throw revisionMismatch(id, expected, stored)
}

/** The draft (or version) to edit: the existing one, or a new copy of the published document. */
function draftForEdit(working: WorkingSet, draftId: string, publishedId: string): { draft: DocumentBody; created: boolean } {
  const existing = working.get(draftId)
  if (existing) return { draft: existing, created: false }
  const published = working.get(publishedId)
  if (!published) throw notFound(draftId)
  return { draft: copyAs(published, draftId), created: true }
}

function applyOne(working: WorkingSet, action: ParsedAction, now: string, archivedVersions: ArchivedVersions): void {
  if (isReleaseAction(action)) return applyReleaseAction(working, action, now, archivedVersions)
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const id = (action.attributes._id as string | undefined) ?? draftIdOf(action.publishedId)
      if (working.exists(action.publishedId)) throw alreadyExists(action.publishedId)
      if (working.exists(id)) {
        if (action.ifExists === 'ignore') return
        throw alreadyExists(id)
      }
      const body = checkDocumentBody(action.attributes, id)
      working.put(id, body, [{ create: body }])
      return
    }
    case 'sanity.action.document.edit': {
      const { draft, created } = draftForEdit(working, action.draftId, action.publishedId)
      checkRevision(working, created ? action.publishedId : action.draftId, action.patch.ifRevisionID)
      const patched = applyPatchOperations(draft, action.patch)
      const mutations = [...(created ? [{ createIfNotExists: draft }] : []), { patch: { ...action.patch, id: action.draftId } }]
      working.put(action.draftId, patched, mutations)
      return
    }
    case 'sanity.action.document.publish': {
      const draft = working.get(action.draftId)
      if (!draft) throw notFound(action.draftId)
      checkRevision(working, action.draftId, action.ifDraftRevisionId)
      if (action.ifPublishedRevisionId !== undefined) checkRevision(working, action.publishedId, action.ifPublishedRevisionId)
      const published = working.get(action.publishedId)
      const body = copyAs(draft, action.publishedId)
      // The published document was created when it was first published; a re-publish keeps that time.
      if (published?._createdAt !== undefined) body._createdAt = published._createdAt
      working.put(action.publishedId, body, [{ createOrReplace: body }])
      working.put(action.draftId, null, [{ delete: { id: action.draftId } }])
      return
    }
    case 'sanity.action.document.unpublish': {
      const published = working.get(action.publishedId)
      if (!published) throw notFound(action.publishedId)
      if (!working.exists(action.draftId)) {
        const draft = copyAs(published, action.draftId)
        working.put(action.draftId, draft, [{ createIfNotExists: draft }])
      }
      working.put(action.publishedId, null, [{ delete: { id: action.publishedId } }])
      return
    }
    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const id = action.actionType === 'sanity.action.document.discard' ? action.draftId : action.versionId
      if (!working.exists(id)) throw notFound(id)
      working.put(id, null, [{ delete: { id } }])
      return
    }
    case 'sanity.action.document.delete': {
      const listed = new Set([action.publishedId, ...action.includeDrafts])
      const left = working
        .loadedIds()
        .filter((id) => publishedIdOf(id) === action.publishedId && !listed.has(id) && working.exists(id))
      if (left.length > 0) {
        throw new ItemError('conflictError', `"${action.publishedId}" has drafts or versions not listed in includeDrafts: ${left.join(', ')}`, action.publishedId)
      }
      const existing = [...listed].filter((id) => working.exists(id))
      if (existing.length === 0) throw notFound(action.publishedId)
      existing.forEach((id) => working.put(id, null, [{ delete: { id } }]))
      return
    }
    case 'sanity.action.document.replaceDraft': {
      const id = (action.attributes._id as string | undefined) ?? draftIdOf(action.publishedId)
      const existing = working.get(id)
      if (!existing && !working.exists(action.publishedId)) throw notFound(action.publishedId)
      const body = checkDocumentBody(action.attributes, id)
      if (existing && body._createdAt === undefined) body._createdAt = existing._createdAt
      working.put(id, body, [{ createOrReplace: body }])
      return
    }
    case 'sanity.action.document.version.create': {
      if (action.document) {
        const id = action.document._id as string
        if (working.exists(id)) throw alreadyExists(id)
        const body = checkDocumentBody(action.document, id)
        working.put(id, body, [{ create: body }])
        return
      }
      const baseId = action.baseId!
      const versionId = action.versionId!
      const base = working.get(baseId)
      if (!base) throw notFound(baseId)
      checkRevision(working, baseId, action.ifBaseRevisionId)
      if (working.exists(versionId)) throw alreadyExists(versionId)
      const body = copyAs(base, versionId)
      working.put(versionId, body, [{ create: body }])
      return
    }
    case 'sanity.action.document.version.replace': {
      const id = action.document._id as string
      const existing = working.get(id)
      if (!existing) throw notFound(id)
      const body = checkDocumentBody(action.document, id)
      if (body._createdAt === undefined) body._createdAt = existing._createdAt
      working.put(id, body, [{ createOrReplace: body }])
      return
    }
    case 'sanity.action.document.version.unpublish': {
      const published = working.get(action.publishedId)
      if (!published) throw notFound(action.publishedId)
      const existing = working.get(action.versionId)
      const version = existing ?? copyAs(published, action.versionId)
      const system = typeof version._system === 'object' && version._system !== null ? version._system : {}
      const marked = { ...version, _system: { ...system, delete: true } }
      const patch = { patch: { id: action.versionId, set: { '_system.delete': true } } }
      working.put(action.versionId, marked, existing ? [patch] : [{ createIfNotExists: version }, patch])
      return
    }
  }
}

export function applyPlannedActions(working: WorkingSet, actions: ParsedAction[], archivedVersions: ArchivedVersions): void {
  const now = new Date().toISOString()
  actions.forEach((action, index) => {
    try {
      applyOne(working, action, now, archivedVersions)
    } catch (error) {
      if (error instanceof ItemError) throw requestFailed('actionError', index, error)
      throw error
    }
  })
}
