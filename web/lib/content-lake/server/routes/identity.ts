import { z } from 'zod'
import type { ContentIdentity } from '../../types'
import { bearerToken } from '../http/access'
import { json } from '../http/exchange'
import { unauthorized } from '../http/content-lake-error'
import { parseQuery, parseWith } from '../http/query-string'
import type { Route } from '../route-table'

const ROLE_TITLES: Record<ContentIdentity['role'], string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  viewer: 'Viewer',
  system: 'System',
}

/** `/users/me` as the Studio's auth store reads it (it needs `id`; `roles` drive role checks). */
export function currentUserBody(identity: ContentIdentity) {
  return {
    id: identity.id,
    name: identity.name,
    email: identity.email,
    profileImage: null,
    provider: 'local',
    role: identity.role,
    roles: [{ name: identity.role, title: ROLE_TITLES[identity.role] }],
  }
}

/** A project user as `/users/:ids` describes one (presence avatars, history authors). */
function projectUserBody(identity: ContentIdentity, projectId: string, currentUserId: string) {
  return {
    id: identity.id,
    projectId,
    displayName: identity.name,
    email: identity.email,
    imageUrl: null,
    isCurrentUser: identity.id === currentUserId,
  }
}

const userIds = z
  .string()
  .max(8_000)
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.string().max(200)).min(1).max(400))

export const identityRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'users/me',
    handler: async (exchange) => json(currentUserBody(exchange.identity!)),
  },
  {
    method: 'GET',
    pattern: 'users/:ids',
    handler: async (exchange, { access, options }) => {
      const ids = parseWith(userIds, exchange.param('ids'), 'user ids')
      const known = new Map<string, ContentIdentity | null>(ids.map((id) => [id, id === 'me' ? exchange.identity : access.knownUser(id)]))
      const unknown = [...known].filter(([, user]) => user === null).map(([id]) => id)
      if (unknown.length > 0 && options.lookUpUsers) for (const user of await options.lookUpUsers(unknown)) known.set(user.id, user)
      const users = ids
        .map((id) => known.get(id) ?? null)
        .filter((user): user is ContentIdentity => user !== null)
        .map((user) => projectUserBody(user, options.projectId, exchange.identity!.id))
      // The API answers one object for one id and an array for several; the Studio accepts both.
      return json(ids.length === 1 ? (users[0] ?? null) : users)
    },
  },
  {
    method: 'GET',
    pattern: 'auth/id',
    handler: async (exchange) => json({ id: exchange.identity!.id }),
  },
  {
    method: 'GET',
    pattern: 'auth/providers',
    anonymous: true,
    // Sign-in happens on the site; the Studio is opened with a token.
    handler: async () => json({ providers: [], thirdPartyLogin: false, sso: {} }),
  },
  {
    method: 'GET',
    pattern: 'auth/fetch',
    anonymous: true,
    handler: async (exchange, { options }) => {
      const { sid } = parseQuery(exchange.url, z.object({ sid: z.string().min(16).max(200) }))
      const token = options.exchangeLoginCode ? await options.exchangeLoginCode(sid) : null
      if (!token) throw unauthorized('Unauthorized - the sign-in code is unknown or has expired')
      return json({ token })
    },
  },
  {
    method: 'POST',
    pattern: 'auth/logout',
    anonymous: true,
    // The Studio's "Sign out" ends its token (the site session stays; signing out of the site ends
    // every token of that session). Without a token there is nothing to end.
    handler: async (exchange, { options }) => {
      const token = bearerToken(exchange.request)
      if (token && options.revokeToken) await options.revokeToken(token)
      return json({ ok: true })
    },
  },
]
