import { copyAs, type DocumentBody } from './documents'
import { ItemError, alreadyExists, notFound } from './errors'
import { publishedIdOf, releaseOf } from './ids'
import { isPlainObject } from './json'
import { applyPatchOperations } from './patch'
import type { ParsedReleaseAction } from './request-schemas'
import type { WorkingSet } from './working-set'

/**
 * Content releases, as the Actions API's `sanity.action.release.*` manages them: a release is the
 * system document `_.releases.<id>` (`_type: 'system.release'`, `state`, `metadata`, `publishAt`,
 * `publishedAt`), and its content is the document versions `versions.<id>.<documentId>` (made with the
 * document version actions, read with the release in a perspective stack).
 *
 * - create → `active`; edit changes `metadata` (title, description, releaseType, intendedPublishAt);
 * - schedule (`publishAt`) → `scheduled`; unschedule → `active`; a scheduled release is published at its
 *   time by release-scheduler.ts, once, whichever instance gets there first;
 * - publish (active or scheduled) → every version replaces its published document (a version marked
 *   for unpublishing removes it), the versions are gone, → `published` with `publishedAt` and
 *   `finalDocumentStates`, all in one transaction;
 * - archive (active) → the versions are deleted (they stay in the history), → `archived`, with their ids
 *   as `finalDocumentStates` (the studio lists an archived release's documents from the history by them);
 * - unarchive (archived) → those versions are back as they were when archived, → `active`; the store
 *   reads them from the history before the write (`archivedVersions`, content-store.ts);
 * - delete (archived or published) → the release document and what is left of its versions are gone.
 */

const RELEASE_ID = /^[A-Za-z0-9_-]{1,64}$/

export const releaseDocumentId = (releaseId: string) => `_.releases.${releaseId}`

export function assertReleaseId(releaseId: string): void {
  if (!RELEASE_ID.test(releaseId)) throw new ItemError('invalidActionError', `"${releaseId}" is not a release ID (a-z, A-Z, 0-9, "_" and "-", at most 64)`)
}

type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived'

function release(working: WorkingSet, releaseId: string): DocumentBody & { state: ReleaseState } {
  const document = working.get(releaseDocumentId(releaseId))
  if (!document) throw notFound(releaseDocumentId(releaseId), 'Release')
  return document as DocumentBody & { state: ReleaseState }
}

function requireState(document: { state: ReleaseState; _id: string }, allowed: ReleaseState[], action: string): void {
  if (!allowed.includes(document.state)) {
    throw new ItemError('conflictError', `Cannot ${action} release "${document._id}": it is ${document.state} (must be ${allowed.join(' or ')})`, document._id)
  }
}

function save(working: WorkingSet, document: DocumentBody): void {
  working.put(document._id, document, [{ createOrReplace: document }])
}

/** The loaded versions of a release (the write loaded every `versions.<id>.*`). */
function versionsOf(working: WorkingSet, releaseId: string): string[] {
  return working.loadedIds().filter((id) => releaseOf(id) === releaseId && working.exists(id))
}

function markedForUnpublish(version: DocumentBody): boolean {
  return isPlainObject(version._system) && version._system.delete === true
}

/** The versions an archived release had when it was archived: what unarchiving it restores. */
export function archivedVersionIds(releaseDocument: DocumentBody | null | undefined, releaseId: string): string[] {
  if (releaseDocument?.state !== 'archived' || !Array.isArray(releaseDocument.finalDocumentStates)) return []
  return releaseDocument.finalDocumentStates
    .map((state) => (isPlainObject(state) && typeof state.id === 'string' ? state.id : ''))
    .filter((id) => releaseOf(id) === releaseId)
}

/** Bodies of archived versions, by id, as the history holds them (read before the write). */
export type ArchivedVersions = ReadonlyMap<string, DocumentBody>

export function applyReleaseAction(working: WorkingSet, action: ParsedReleaseAction, now: string, archivedVersions: ArchivedVersions): void {
  const id = releaseDocumentId(action.releaseId)
  switch (action.actionType) {
    case 'sanity.action.release.create': {
      if (working.exists(id)) throw alreadyExists(id)
      const metadata = { ...action.metadata, releaseType: action.metadata?.releaseType ?? 'undecided' }
      save(working, { _id: id, _type: 'system.release', name: action.releaseId, state: 'active', metadata })
      return
    }
    case 'sanity.action.release.edit': {
      const document = release(working, action.releaseId)
      requireState(document, ['active', 'scheduled'], 'edit')
      const patched = applyPatchOperations(document, action.patch)
      const changed = Object.keys(patched).filter((key) => JSON.stringify(patched[key]) !== JSON.stringify(document[key]))
      if (changed.some((key) => key !== 'metadata')) throw new ItemError('invalidActionError', 'A release edit may only change "metadata"', id)
      save(working, patched)
      return
    }
    case 'sanity.action.release.schedule': {
      const document = release(working, action.releaseId)
      requireState(document, ['active'], 'schedule')
      save(working, { ...document, state: 'scheduled', publishAt: new Date(action.publishAt).toISOString() })
      return
    }
    case 'sanity.action.release.unschedule': {
      const document = release(working, action.releaseId)
      requireState(document, ['scheduled'], 'unschedule')
      const { publishAt, ...rest } = document
      void publishAt
      save(working, { ...rest, state: 'active' })
      return
    }
    case 'sanity.action.release.publish': {
      const document = release(working, action.releaseId)
      requireState(document, ['active', 'scheduled'], 'publish')
      const versions = versionsOf(working, action.releaseId)
      for (const versionId of versions) {
        const version = working.get(versionId)!
        const publishedId = publishedIdOf(versionId)
        const published = working.get(publishedId)
        if (markedForUnpublish(version)) {
          if (published) working.put(publishedId, null, [{ delete: { id: publishedId } }])
        } else {
          const { _system, ...content } = copyAs(version, publishedId)
          void _system
          if (published?._createdAt !== undefined) content._createdAt = published._createdAt
          working.put(publishedId, content as DocumentBody, [{ createOrReplace: content }])
        }
        working.put(versionId, null, [{ delete: { id: versionId } }])
      }
      const finalDocumentStates = versions.map((versionId) => ({ id: publishedIdOf(versionId) }))
      save(working, { ...document, state: 'published', publishedAt: now, finalDocumentStates })
      return
    }
    case 'sanity.action.release.archive': {
      const document = release(working, action.releaseId)
      requireState(document, ['active'], 'archive')
      const versions = versionsOf(working, action.releaseId)
      for (const versionId of versions) working.put(versionId, null, [{ delete: { id: versionId } }])
      save(working, { ...document, state: 'archived', finalDocumentStates: versions.map((versionId) => ({ id: versionId })) })
      return
    }
    case 'sanity.action.release.unarchive': {
      const document = release(working, action.releaseId)
      requireState(document, ['archived'], 'unarchive')
      for (const versionId of archivedVersionIds(document, action.releaseId)) {
        const body = archivedVersions.get(versionId)
        if (!body) throw new ItemError('conflictError', `Release "${document._id}" changed while it was being unarchived: try again`, document._id)
        // A version made in the release since it was archived is newer than the archived one: it stays.
        if (!working.exists(versionId)) working.put(versionId, body, [{ createOrReplace: body }])
      }
      const { finalDocumentStates, ...rest } = document
      void finalDocumentStates
      save(working, { ...rest, state: 'active' })
      return
    }
    case 'sanity.action.release.delete': {
      const document = release(working, action.releaseId)
      requireState(document, ['archived', 'published'], 'delete')
      for (const versionId of versionsOf(working, action.releaseId)) working.put(versionId, null, [{ delete: { id: versionId } }])
      working.put(id, null, [{ delete: { id } }])
      return
    }
  }
}
