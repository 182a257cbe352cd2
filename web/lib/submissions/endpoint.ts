import 'server-only'
import * as z from 'zod/mini'
import type { Locale } from '@/i18n/routing'
import { type Database, getDb } from '@/lib/db/client'
import { fieldErrors } from '@/lib/forms/schemas'
import { type SubmissionMeta, submissionMetaSchema } from '@/lib/forms/submission'
import { HONEYPOT_FIELD, MINIMUM_FILL_TIME_MS } from '@/lib/forms/submission-constants'
import { clientAddress } from '@/lib/http/client-address'
import { readJsonBody } from '@/lib/http/read-json-body'
import { translator } from '@/i18n/translator'
import { isDatabaseUnavailable, isUniqueViolation } from '@/lib/db/errors'
import { hitRateLimit } from '@/lib/http/rate-limit'
import type { StoreResult } from './store'

/** Largest accepted request body; the longest form (5,000-character message) fits several times. */
export const MAX_BODY_BYTES = 32 * 1024

export type FormName = 'audit' | 'contact' | 'meeting' | 'review'

export interface AcceptContext {
  db: Database
  meta: SubmissionMeta
  idempotencyKey: string | null
  receivedAt: Date
}

const idempotencyKeySchema = z.string().check(z.minLength(8), z.maxLength(200), z.regex(/^[\w.:-]+$/))

/** The request's language before its body is read: Accept-Language, German by default. */
function headerLocale(request: Request): Locale {
  const preferred = request.headers.get('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? ''
  return preferred.startsWith('en') ? 'en' : 'de'
}

function json(status: number, locale: Locale, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, {
    status,
    headers: { 'content-language': locale, 'cache-control': 'no-store', ...headers },
  })
}

function failure(status: number, locale: Locale, code: Parameters<ReturnType<typeof translator<'api'>>>[0], extra = {}) {
  return json(status, locale, { error: code, message: translator(locale, 'api')(code), ...extra })
}

/**
 * A form's POST handler. In order: JSON only (415), size limit (413), parseable body and meta fields
 * (400), honeypot (pretends success, stores nothing), minimum fill time (400), rate limit per form and
 * client (429 + Retry-After), the form's zod schema (400 with a localized message per field), then
 * `accept` stores it (201, or 200 for a duplicate); database outage → 503, and the server carries on.
 */
export function submissionEndpoint<Schema extends z.ZodMiniType>({
  form,
  schema,
  accept,
}: {
  form: FormName
  schema: Schema
  accept: (data: z.output<Schema>, context: AcceptContext) => Promise<StoreResult>
}) {
  return async function POST(request: Request): Promise<Response> {
    const receivedAt = new Date()
    let locale = headerLocale(request)

    const body = await readJsonBody(request, MAX_BODY_BYTES)
    if (!body.ok) return failure(body.reason === 'unsupportedMediaType' ? 415 : body.reason === 'payloadTooLarge' ? 413 : 400, locale, body.reason)

    const meta = submissionMetaSchema.safeParse(body.value)
    if (!meta.success) return failure(400, locale, 'malformed')
    locale = meta.data.locale

    const rawKey = request.headers.get('idempotency-key')
    const idempotencyKey = rawKey === null ? null : idempotencyKeySchema.safeParse(rawKey)
    if (idempotencyKey && !idempotencyKey.success) return failure(400, locale, 'malformed')

    // A bot filled the field people never see: answer like a success, keep nothing.
    if (meta.data[HONEYPOT_FIELD]) return json(201, locale, { status: 'created', message: translator(locale, 'api')('created') })
    if (meta.data.elapsedMs < MINIMUM_FILL_TIME_MS) return failure(400, locale, 'tooFast')

    try {
      const db = await getDb()
      const limit = await hitRateLimit(db, form, clientAddress(request), receivedAt)
      if (!limit.allowed) {
        const minutes = Math.ceil(limit.retryAfterSeconds / 60)
        return json(
          429,
          locale,
          { error: 'rateLimited', message: translator(locale, 'api')('rateLimited', { minutes }), retryAfterSeconds: limit.retryAfterSeconds },
          { 'retry-after': String(limit.retryAfterSeconds) },
        )
      }

      const parsed = schema.safeParse(body.value)
      if (!parsed.success) {
        const errors = translator(locale, 'forms')
        const fields = Object.fromEntries(
          Object.entries(fieldErrors(parsed.error)).map(([field, error]) => [
            field,
            error.key === 'tooLong' ? errors('errors.tooLong', { max: error.max ?? 0 }) : errors(`errors.${error.key}`),
          ]),
        )
        return failure(400, locale, 'invalid', { fields })
      }

      const result = await accept(parsed.data, {
        db,
        meta: meta.data,
        idempotencyKey: idempotencyKey?.data ?? null,
        receivedAt,
      })
      if (result.outcome === 'keyReused') return failure(409, locale, 'duplicate')
      const t = translator(locale, 'api')
      return result.outcome === 'created'
        ? json(201, locale, { status: 'created', id: result.id, message: t('created') })
        : json(200, locale, { status: 'duplicate', id: result.id, message: t('duplicate') })
    } catch (error) {
      if (isUniqueViolation(error)) return failure(409, locale, 'duplicate')
      if (isDatabaseUnavailable(error)) {
        console.warn(`[${form}] database unavailable:`, (error as Error).message)
        return json(503, locale, { error: 'unavailable', message: translator(locale, 'api')('unavailable') }, { 'retry-after': '60' })
      }
      throw error
    }
  }
}
