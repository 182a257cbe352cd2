import type { ContentIdentity } from '../../types'
import type { RawRequest } from './exchange'
import { ContentApiError, forbidden, unauthorized } from './content-lake-error'

/** Roles that may read content through the API (the Studio's users and API tokens)… */
const READ_ROLES: ReadonlySet<ContentIdentity['role']> = new Set(['administrator', 'editor', 'viewer'])
/** …and those that may also change it (a `viewer` token only reads). */
const WRITE_ROLES: ReadonlySet<ContentIdentity['role']> = new Set(['administrator', 'editor'])

/** What a request does: reads, or changes content or stored settings (routes marked `write`). */
export type AccessNeed = 'read' | 'write'

export type Authenticate = (bearerToken: string) => Promise<ContentIdentity | null>

export function bearerToken(request: RawRequest): string | null {
  const header = request.headers.authorization
  if (typeof header !== 'string') return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

/**
 * The person (or API token) behind a request, or 401 (no or unknown token) / 403 (a role without
 * content access; `permissionDenied` for a read-only token on a write). `identify` without a need asks
 * for write access: the presence socket, where a Studio announces itself, is for people who edit.
 * Every identity seen is remembered so that `/users/:ids` can describe the people present in a
 * document (presence avatars) without another lookup.
 */
export function createAccessCheck(authenticate: Authenticate) {
  const knownUsers = new Map<string, ContentIdentity>()

  async function identify(token: string | null, need: AccessNeed = 'write'): Promise<ContentIdentity> {
    if (!token) throw unauthorized()
    let identity: ContentIdentity | null
    try {
      identity = await authenticate(token)
    } catch {
      // The accounts database is unreachable: a 401 would sign the Studio out, a 503 makes it retry.
      throw new ContentApiError(503, 'serviceUnavailable', 'The sign-in check is unavailable, try again shortly')
    }
    if (!identity) throw unauthorized('Unauthorized - the token is unknown or has expired')
    if (!READ_ROLES.has(identity.role)) throw forbidden()
    if (need === 'write' && !WRITE_ROLES.has(identity.role)) {
      throw new ContentApiError(403, 'permissionDenied', 'Insufficient permissions - this token may read but not change content')
    }
    knownUsers.set(identity.id, identity)
    return identity
  }

  return {
    identify,
    requireIdentity: (request: RawRequest, need: AccessNeed) => identify(bearerToken(request), need),
    knownUser: (id: string) => knownUsers.get(id) ?? null,
  }
}

export type AccessCheck = ReturnType<typeof createAccessCheck>
