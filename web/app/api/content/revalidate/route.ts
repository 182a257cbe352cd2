import { revalidateTag } from 'next/cache'
import { z } from 'zod'
import { isValidRevalidationSignature, REVALIDATE_SIGNATURE_HEADER } from '@/lib/content-lake'
import { jsonTextRefusal, readJsonText } from '@/lib/http/read-json-text'

/**
 * Internal: the local Content Lake asks its own instance to refresh the pages whose content reads carry
 * a sync tag that a published change touched (web/lib/content-lake/site-revalidation.ts). Expired at
 * once, so the next visitor already gets the new page (not the stale one while it re-renders).
 */
const bodySchema = z.object({ tags: z.array(z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/)).min(1).max(2_000) })

export async function POST(request: Request) {
  const body = await readJsonText(request, 64_000)
  if (!body.ok) {
    const { status, error } = jsonTextRefusal(body.reason)
    return Response.json({ error }, { status })
  }
  if (!isValidRevalidationSignature(body.text, request.headers.get(REVALIDATE_SIGNATURE_HEADER))) {
    return Response.json({ error: 'Invalid signature.' }, { status: 401 })
  }
  let json: unknown
  try {
    json = JSON.parse(body.text)
  } catch {
    return Response.json({ error: 'The body must be JSON.' }, { status: 400 })
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success) return Response.json({ error: 'The body must list the tags to revalidate.' }, { status: 400 })
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: parsed.data.tags })
}
