import { fetchSecretQuery, urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants'
import { draftMode } from 'next/headers'
import { z } from 'zod'
import { safeNextPath } from '@/lib/auth/next-path'

/**
 * Draft preview for editors: the studio's Presentation tool stores a short-lived secret in the Content
 * Lake (a `sanity.previewUrlSecret` draft, valid an hour) and opens this URL with it. A valid secret
 * switches on Next's draft mode for this browser, whose pages then show drafts; visitors never do.
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
  ;(await draftMode()).enable()
  const target = safeNextPath(query.data[urlSearchParamPreviewPathname] ?? '/') ?? '/'
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } })
}
