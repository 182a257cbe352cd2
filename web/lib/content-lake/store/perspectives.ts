import { ContentLakeError, type ContentDocument, type Perspective } from '../types'
import { draftIdOf, isDraftId, isPublishedId, isVersionId, publishedIdOf, releaseOf, versionIdOf } from './ids'

/**
 * The Content Lake's perspectives over the stored documents:
 * - `raw`: every document as stored (drafts and versions under their own ids);
 * - `published`: published documents only;
 * - `drafts`: each document's draft if it has one, else the published document, under the published
 *   id, with `_originalId` naming the stored document;
 * - a stack such as `['rSummer', 'drafts']`: the first of those layers that has the document wins, the
 *   published document below all of them; a release version marked for unpublishing hides it.
 * Results are sorted by `_id`, so queries without `order()` answer in a stable order.
 */
export type NormalizedPerspective = 'raw' | 'published' | string[]

const LAYER = /^[A-Za-z0-9_-]+$/

function invalidPerspective(value: unknown): ContentLakeError {
  return new ContentLakeError(400, 'invalidPerspective', `Invalid perspective ${JSON.stringify(value)}: use raw, published, drafts or a stack of release ids`)
}

export function normalizePerspective(perspective: Perspective | 'previewDrafts' | undefined): NormalizedPerspective {
  if (perspective === undefined || perspective === 'published') return 'published'
  if (perspective === 'raw') return 'raw'
  if (perspective === 'drafts' || perspective === 'previewDrafts') return ['drafts']
  if (!Array.isArray(perspective) || perspective.length === 0) throw invalidPerspective(perspective)
  const layers = perspective.map((layer) => (layer === 'previewDrafts' ? 'drafts' : layer))
  if (layers.some((layer) => typeof layer !== 'string' || layer === 'raw' || !LAYER.test(layer))) throw invalidPerspective(perspective)
  // `published` is the bottom of every stack anyway.
  const stack = layers.filter((layer) => layer !== 'published')
  return stack.length === 0 ? 'published' : stack
}

export function perspectiveKey(perspective: NormalizedPerspective): string {
  return typeof perspective === 'string' ? perspective : JSON.stringify(perspective)
}

function byId(a: { _id: string }, b: { _id: string }): number {
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0
}

function markedForUnpublish(document: ContentDocument): boolean {
  const system = document._system
  return typeof system === 'object' && system !== null && (system as { delete?: unknown }).delete === true
}

/** The documents a query sees in `perspective`. */
export function buildView(documents: Map<string, ContentDocument>, perspective: NormalizedPerspective): ContentDocument[] {
  const all = [...documents.values()]
  if (perspective === 'raw') return all.sort(byId)
  if (perspective === 'published') return all.filter((document) => isPublishedId(document._id)).sort(byId)
  const groups = new Set(
    all
      .filter((document) => isPublishedId(document._id) || isDraftId(document._id) || (isVersionId(document._id) && perspective.includes(releaseOf(document._id)!)))
      .map((document) => publishedIdOf(document._id)),
  )
  const view: ContentDocument[] = []
  for (const publishedId of groups) {
    const layerIds = perspective.map((layer) => (layer === 'drafts' ? draftIdOf(publishedId) : versionIdOf(layer, publishedId)))
    const chosen = [...layerIds, publishedId].map((id) => documents.get(id)).find((document) => document !== undefined)
    if (!chosen || (isVersionId(chosen._id) && markedForUnpublish(chosen))) continue
    view.push(Object.freeze({ ...chosen, _id: publishedId, _originalId: chosen._id }))
  }
  return view.sort(byId)
}
