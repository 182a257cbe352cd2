import 'server-only'
import { userFromHeaders } from '@/lib/auth/session'

/**
 * Next's draft-mode cookie is one value for every browser of a build and never expires. It counts only
 * together with the session of someone who edits content (an editor or admin, signed in now): for any
 * other request the proxy (web/proxy.ts) drops it before Next sees it, and clears it in the browser, so
 * a copied cookie, or one left after signing out, shows the published pages.
 */
export async function mayPreviewDrafts(headers: Headers): Promise<boolean> {
  const user = await userFromHeaders(headers)
  return user?.role === 'editor' || user?.role === 'admin'
}

