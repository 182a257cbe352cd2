import { fetchSecretQuery, urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants'
import { draftMode } from 'next/headers'
import { z } from 'zod'
import { safeNextPath } from '@/lib/auth/next-path'
import { getCurrentUser } from '@/lib/auth/session'

/**
 * Draft preview for editors: the studio's Presentation tool stores a short-lived secret in the Content
 * Lake (a `sanity.previewUrlSecret` draft, valid an hour) and opens this URL with it. A valid secret,
 * from a browser signed in as an editor or admin, switches on Next's draft mode for this browser, whose
 * pages then show drafts while that session lasts (web/lib/content/fetch.ts); visitors never do.
 */
const querySchema = z.object({
  [urlSearchParamPreviewSecret]: z.string().min(16).max(200),
  [urlSearchParamPreviewPathname]: z.string().max(2000).optional(),
})

export async function GET(request: Request) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return Response.json({ error: 'A preview secret is required.' }, { status: 400 })
  const { queryContent } = await import('@/lib/content-lake')
  const secret = await queryContent<{ _id: string } | null>(fetchSecretQuery, { secret: query.data[urlSearchParamPreviewSecret] }, { perspective: 'raw' })
  if (!secret) return Response.json({ error: 'The preview secret is unknown or expired.' }, { status: 401 })
  const user = await getCurrentUser()
  if (user?.role !== 'editor' && user?.role !== 'admin') {
    return Response.json({ error: 'Sign in as an editor to preview drafts.' }, { status: 401 })
  }
  ;(await draftMode()).enable()
  const target = safeNextPath(query.data[urlSearchParamPreviewPathname] ?? '/') ?? '/'
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } })
}
