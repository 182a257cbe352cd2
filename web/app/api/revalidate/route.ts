import { revalidateTag } from 'next/cache'
import { z } from 'zod'
import { revalidateOwnPagesOnceSettled } from '@/lib/content-lake'
import { env } from '@/lib/env'
import { jsonTextRefusal, readJsonText } from '@/lib/http/read-json-text'
import { isValidSanitySignature, SANITY_SIGNATURE_HEADER } from '@/lib/http/sanity-webhook-signature'

/**
 * On-demand revalidation for Sanity webhooks: the body must be signed with SANITY_REVALIDATE_SECRET
 * (the webhook's secret); the document's `_type` is the cache tag of every page that shows it.
 * Configure the webhook with the projection `{_type}`. The signature is compared in constant time.
 */
const bodySchema = z.object({ _type: z.string().min(1).max(100) })

export async function POST(request: Request) {
  const secret = env.SANITY_REVALIDATE_SECRET
  if (!secret) {
    return Response.json({ error: 'Revalidation is not configured (SANITY_REVALIDATE_SECRET).' }, { status: 503 })
  }
  const body = await readJsonText(request, 64_000)
  if (!body.ok) {
    const { status, error } = jsonTextRefusal(body.reason)
    return Response.json({ error }, { status })
  }
  if (!isValidSanitySignature(body.text, request.headers.get(SANITY_SIGNATURE_HEADER), secret)) {
    return Response.json({ error: 'Invalid signature.' }, { status: 401 })
  }
  let json: unknown
  try {
    json = JSON.parse(body.text)
  } catch {
    return Response.json({ error: 'The body must be JSON.' }, { status: 400 })
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success) {
    return Response.json({ error: 'The body must contain the document _type.' }, { status: 400 })
  }
  revalidateTag(parsed.data._type, 'max')
  // A page being rendered right now read the content before this change: refreshed once more after it.
  revalidateOwnPagesOnceSettled([parsed.data._type])
  return Response.json({ revalidated: [parsed.data._type], now: Date.now() })
}

export function GET() {
  return Response.json({ error: 'Use POST.' }, { status: 405, headers: { allow: 'POST' } })
}
