import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { revalidateTag } from 'next/cache'
import { z } from 'zod'

/**
 * On-demand revalidation for Sanity webhooks: the body must be signed with SANITY_REVALIDATE_SECRET
 * (the webhook's secret); the document's `_type` is the cache tag of every page that shows it.
 * Configure the webhook with the projection `{_type}`.
 */
const bodySchema = z.object({ _type: z.string().min(1).max(100) })

export async function POST(request: Request) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret) {
    return Response.json({ error: 'Revalidation is not configured (SANITY_REVALIDATE_SECRET).' }, { status: 503 })
  }
  const body = await request.text()
  if (body.length > 64_000) return Response.json({ error: 'Payload too large.' }, { status: 413 })
  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!signature || !(await isValidSignature(body, signature, secret))) {
    return Response.json({ error: 'Invalid signature.' }, { status: 401 })
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return Response.json({ error: 'The body must be JSON.' }, { status: 400 })
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success) {
    return Response.json({ error: 'The body must contain the document _type.' }, { status: 400 })
  }
  revalidateTag(parsed.data._type, 'max')
  return Response.json({ revalidated: [parsed.data._type], now: Date.now() })
}

export function GET() {
  return Response.json({ error: 'Use POST.' }, { status: 405, headers: { allow: 'POST' } })
}
