import * as z from 'zod/mini'
import { CONSENT_BANNER_VERSION } from './consent'

/** What the browser logs on the server with each choice (validated by POST /api/consent). */
export const consentLogSchema = z.object({
  visitorId: z.uuid(),
  bannerVersion: z.literal(CONSENT_BANNER_VERSION),
  choices: z.strictObject({ externalMedia: z.boolean() }),
  locale: z.enum(['de', 'en']),
})
export type ConsentLogEntry = z.infer<typeof consentLogSchema>
