import * as z from 'zod/mini'
import { HONEYPOT_FIELD, PRIVACY_NOTICE_VERSIONS } from './submission-constants'

/**
 * What every form sends besides its fields: the page's language and path, the version of the privacy
 * notice shown next to the button, how long the form was open (bots fill forms in milliseconds) and
 * the honeypot field `fax`, which is hidden from people and left empty by them.
 */

export const submissionMetaSchema = z.object({
  locale: z.enum(['de', 'en']),
  page: z.string().check(z.minLength(1), z.maxLength(300), z.startsWith('/')),
  privacyNoticeVersion: z.enum(PRIVACY_NOTICE_VERSIONS),
  elapsedMs: z.int().check(z.minimum(0)),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(1000))),
})

export type SubmissionMeta = z.infer<typeof submissionMetaSchema>
