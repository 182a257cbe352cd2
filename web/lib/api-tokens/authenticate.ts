import 'server-only'
import type { ContentIdentity } from '@/lib/content-lake'
import { studioIdentity } from '@/lib/studio/access'
import { apiTokenIdentity } from './identity'
import { isApiTokenSecret } from './secret'

/**
 * Every bearer token the Content API accepts: API tokens of scripts (`lsk_…`, web/lib/api-tokens) and
 * the studio's session-bound tokens (web/lib/studio/access.ts). The shapes never overlap.
 */
export function contentApiIdentity(token: string): Promise<ContentIdentity | null> {
  return isApiTokenSecret(token) ? apiTokenIdentity(token) : studioIdentity(token)
}
