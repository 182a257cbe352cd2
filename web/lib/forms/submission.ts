import * as z from 'zod/mini'

/**
 * What every form sends besides its fields: the page's language and path, the version of the privacy
 * notice shown next to the button, how long the form was open (bots fill forms in milliseconds) and
 * the honeypot field `fax`, which is hidden from people and left empty by them.
 */

/** Bump when the privacy notice next to the form buttons changes (messages: forms.privacyNotice). */
export const PRIVACY_NOTICE_VERSIONS = ['2026-11-22'] as const
export const CURRENT_PRIVACY_NOTICE_VERSION = PRIVACY_NOTICE_VERSIONS.at(-1)!

/** A person needs longer than this to fill in even the shortest form. */
export const MINIMUM_FILL_TIME_MS = 2_500

export const HONEYPOT_FIELD = 'fax'

export const submissionMetaSchema = z.object({
  locale: z.enum(['de', 'en']),
  page: z.string().check(z.minLength(1), z.maxLength(300), z.startsWith('/')),
  privacyNoticeVersion: z.enum(PRIVACY_NOTICE_VERSIONS),
  elapsedMs: z.int().check(z.minimum(0)),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(1000))),
})

export type SubmissionMeta = z.infer<typeof submissionMetaSchema>
