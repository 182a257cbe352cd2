import { getDb } from '@/lib/db/client'
import { consentLog } from '@/lib/db/schema'
import { consentLogSchema } from '@/lib/consent/log-schema'
import { clientAddress } from '@/lib/http/client-address'
import { readJsonBody } from '@/lib/http/read-json-body'
import { isDatabaseUnavailable } from '@/lib/db/errors'
import { hitRateLimit } from '@/lib/http/rate-limit'

/** Logs a consent choice: pseudonymous visitor id, banner version, choices, language, time. */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request, 2 * 1024)
  if (!body.ok) {
    const status = body.reason === 'unsupportedMediaType' ? 415 : body.reason === 'payloadTooLarge' ? 413 : 400
    return Response.json({ error: body.reason }, { status })
  }
  const entry = consentLogSchema.safeParse(body.value)
  if (!entry.success) return Response.json({ error: 'invalid' }, { status: 400 })
  try {
    const db = await getDb()
    const limit = await hitRateLimit(db, 'consent', clientAddress(request), new Date(), 60)
    if (!limit.allowed) {
      return Response.json({ error: 'rateLimited' }, { status: 429, headers: { 'retry-after': String(limit.retryAfterSeconds) } })
    }
    await db.insert(consentLog).values(entry.data)
    return new Response(null, { status: 201 })
  } catch (error) {
    if (isDatabaseUnavailable(error)) return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'retry-after': '60' } })
    throw error
  }
}
