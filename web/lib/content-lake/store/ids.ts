/**
 * Sanity's document ids: `a-zA-Z0-9._-`, not starting with `-`, path segments separated by `.` that
 * are neither empty nor start with `-`. A published document `x` has its draft at `drafts.x` and its
 * release versions at `versions.<release>.x`.
 */
const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_-]*(\.[A-Za-z0-9_][A-Za-z0-9_-]*)*$/
/** Longer ids are refused; Sanity's own limit is in this range and the seed's longest id has 59. */
export const MAX_ID_LENGTH = 200

const DRAFTS_PREFIX = 'drafts.'
const VERSIONS_PREFIX = 'versions.'

export function isValidDocumentId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= MAX_ID_LENGTH && ID_PATTERN.test(id)
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX)
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSIONS_PREFIX)
}

export function isPublishedId(id: string): boolean {
  return !isDraftId(id) && !isVersionId(id)
}

export function draftIdOf(publishedId: string): string {
  return `${DRAFTS_PREFIX}${publishedId}`
}

/** The published id of a draft, version or published id (`versions.r1.x` → `x`). */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length)
  if (isVersionId(id)) {
    const rest = id.slice(VERSIONS_PREFIX.length)
    const dot = rest.indexOf('.')
    return dot === -1 ? rest : rest.slice(dot + 1)
  }
  return id
}

/** The release of a version id (`versions.r1.x` → `r1`), else null. */
export function releaseOf(id: string): string | null {
  if (!isVersionId(id)) return null
  const rest = id.slice(VERSIONS_PREFIX.length)
  const dot = rest.indexOf('.')
  return dot === -1 ? null : rest.slice(0, dot)
}

export function versionIdOf(release: string, publishedId: string): string {
  return `${VERSIONS_PREFIX}${release}.${publishedId}`
}

/** A draft or version id that belongs to `publishedId` (what the Actions API accepts as `draftId`). */
export function isVariantOf(variantId: string, publishedId: string): boolean {
  if (isDraftId(variantId)) return variantId === draftIdOf(publishedId)
  const release = releaseOf(variantId)
  return release !== null && variantId === versionIdOf(release, publishedId)
}
