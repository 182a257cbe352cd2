/**
 * The constants of every form submission, without zod, so that the browser can use them without
 * loading the schemas (see web/lib/forms/submission.ts for what they mean).
 */

/** Bump when the privacy notice next to the form buttons changes (messages: forms.privacyNotice). */
export const PRIVACY_NOTICE_VERSIONS = ['2026-11-22'] as const
export const CURRENT_PRIVACY_NOTICE_VERSION = PRIVACY_NOTICE_VERSIONS.at(-1)!

/** A person needs longer than this to fill in even the shortest form. */
export const MINIMUM_FILL_TIME_MS = 2_500

export const HONEYPOT_FIELD = 'fax'
