import { revalidateTag } from 'next/cache'
import { z } from 'zod'
import { contentConfig } from '@/lib/content/config'
import { changedDocumentsSyncTags, revalidateOwnPagesOnceSettled } from '@/lib/content-lake'
import { env } from '@/lib/env'
import { jsonTextRefusal, readJsonText } from '@/lib/http/read-json-text'
import { checkSanitySignature, SANITY_SIGNATURE_HEADER } from '@/lib/http/sanity-webhook-signature'

/**
 * On-demand revalidation for Sanity webhooks: the body must be signed with SANITY_REVALIDATE_SECRET
 * (the webhook's secret); the pages whose content reads carry a sync tag of the changed document are
 * refreshed (web/lib/content/sync-tags.ts). Configure the webhook with the projection `{_id, _type}`
 * (`{_type}` alone still refreshes every page that reads the type). The signature is compared in constant time and
 * must be at most five minutes old (no replays of recorded calls). Without a hosted Sanity project the
 * endpoint does not exist (404): the local Content Lake refreshes the pages itself.
 */
const bodySchema = z.object({ _type: z.string().min(1).max(100), _id: z.string().min(1).max(200).optional() })

const notHere = () => Response.json({ error: 'Not found: this site has no hosted Sanity project to take webhooks from.' }, { status: 404 })

export async function POST(request: Request) {
  if (contentConfig.source !== 'sanity') return notHere()
  const secret = env.SANITY_REVALIDATE_SECRET
  if (!secret) {
    return Response.json({ error: 'Revalidation is not configured (SANITY_REVALIDATE_SECRET).' }, { status: 503 })
  }
  const body = await readJsonText(request, 64_000)
  if (!body.ok) {
    const { status, error } = jsonTextRefusal(body.reason)
    return Response.json({ error }, { status })
  }
  const signature = checkSanitySignature(body.text, request.headers.get(SANITY_SIGNATURE_HEADER), secret)
  if (signature === 'invalid') return Response.json({ error: 'Invalid signature.' }, { status: 401 })
  if (signature === 'expired') return Response.json({ error: 'The signature is more than five minutes old (a replay, or a clock far off).' }, { status: 401 })
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
  const { _type, _id } = parsed.data
  const tags = changedDocumentsSyncTags([{ _id, _type }])
  for (const tag of tags) revalidateTag(tag, 'max')
  // A page being rendered right now read the content before this change: refreshed once more after it.
  revalidateOwnPagesOnceSettled(tags)
  return Response.json({ revalidated: tags, now: Date.now() })
}

export function GET() {
  if (contentConfig.source !== 'sanity') return notHere()
  return Response.json({ error: 'Use POST.' }, { status: 405, headers: { allow: 'POST' } })
}
