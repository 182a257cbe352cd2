import * as z from 'zod/mini'
import { todayInBerlin } from '@/lib/dates'

/**
 * One zod schema per form, shared by the browser (instant feedback) and the server (the authority).
 * `zod/mini` keeps the browser bundle small. Error messages are message keys under `forms.errors`
 * (web/messages), translated where they are shown.
 */
const FORM_ERROR_KEYS = ['required', 'email', 'url', 'tooLong', 'phone', 'date', 'dateRange', 'timeSlot', 'rating'] as const
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number]

const error = (key: FormErrorKey) => ({ error: key })

/**
 * Characters nobody types into a form and PostgreSQL cannot store in text: control characters other than
 * tab and line breaks (NUL among them), and a lone half of a surrogate pair (made a replacement character).
 */
const typedText = z.overwrite((value: string) =>
  value.replace(/\p{Cs}/gu, '\uFFFD').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ''),
)

const text = (max: number) => z.string().check(typedText, z.trim(), z.maxLength(max, error('tooLong')))
const required = (max: number) => text(max).check(z.minLength(1, error('required')))
const optional = (max: number) => z._default(text(max), '')

const email = z.string().check(
  typedText,
  z.trim(),
  z.minLength(1, error('required')),
  z.maxLength(254, error('tooLong')),
  z.email(error('email')),
)

/** A website address; "www.firma.de" is accepted and completed to "https://www.firma.de". */
const website = z.pipe(
  z.pipe(
    required(300),
    z.transform((value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`)),
  ),
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, ...error('url') }),
)

const phone = z._default(
  text(40).check(z.refine((value) => value === '' || /^\+?[0-9 ()/.-]{6,}$/.test(value), error('phone'))),
  '',
)

export const auditRequestSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email,
  website,
  subject: optional(200),
  message: optional(5000),
})

export const contactSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email,
  phone,
  message: required(5000),
})

/** Preferred meeting times of the spec: morning 9–12, afternoon 12–17, evening 17–20. */
export const MEETING_TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const
export type MeetingTimeSlot = (typeof MEETING_TIME_SLOTS)[number]

/** A calendar day as YYYY-MM-DD (what `<input type="date">` sends) that really exists. */
const calendarDay = z.string().check(
  z.trim(),
  z.minLength(1, error('required')),
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  }, error('date')),
)

export { todayInBerlin } from '@/lib/dates'

/** Meetings can be asked for from today up to a year ahead. */
export const MEETING_BOOKING_DAYS_AHEAD = 365

const meetingDay = calendarDay.check(
  z.refine((value) => {
    const today = todayInBerlin()
    const latest = new Date(`${today}T00:00:00Z`)
    latest.setUTCDate(latest.getUTCDate() + MEETING_BOOKING_DAYS_AHEAD)
    return value >= today && value <= latest.toISOString().slice(0, 10)
  }, error('dateRange')),
)

export const meetingRequestSchema = z.object({
  name: required(200),
  email,
  phone,
  preferredDate: meetingDay,
  timeSlot: z.enum(MEETING_TIME_SLOTS, error('timeSlot')),
  message: optional(5000),
})

export const reviewSchema = z.object({
  name: required(100),
  comment: required(2000),
  rating: z.int(error('rating')).check(z.minimum(1, error('rating')), z.maximum(5, error('rating'))),
})

export type AuditRequestInput = z.input<typeof auditRequestSchema>
export type ContactInput = z.input<typeof contactSchema>
export type MeetingRequestInput = z.input<typeof meetingRequestSchema>
export type ReviewInput = z.input<typeof reviewSchema>
/** What the schemas return: trimmed, defaults filled in, website completed. */
export type AuditRequestData = z.output<typeof auditRequestSchema>
export type ContactData = z.output<typeof contactSchema>
export type MeetingRequestData = z.output<typeof meetingRequestSchema>
export type ReviewData = z.output<typeof reviewSchema>

/** Field → first error key, for showing one message next to each field. */
export function fieldErrors(failure: z.core.$ZodError): Record<string, { key: FormErrorKey; max?: number }> {
  const result: Record<string, { key: FormErrorKey; max?: number }> = {}
  for (const issue of failure.issues) {
    const field = String(issue.path[0] ?? '')
    if (!field || result[field]) continue
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined
    // Our checks carry a message key; zod's own type errors (a number where text belongs) read as "required".
    const key = (FORM_ERROR_KEYS as readonly string[]).includes(issue.message) ? (issue.message as FormErrorKey) : 'required'
    result[field] = { key, ...(max ? { max } : {}) }
  }
  return result
}
