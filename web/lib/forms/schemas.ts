import * as z from 'zod/mini'

/**
 * One zod schema per form, shared by the browser (instant feedback) and the server (the authority).
 * `zod/mini` keeps the browser bundle small. Error messages are message keys under `forms.errors`
 * (web/messages), translated where they are shown.
 */
export type FormErrorKey = 'required' | 'email' | 'url' | 'tooLong' | 'phone'

const error = (key: FormErrorKey) => ({ error: key })

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, error('tooLong')))
const required = (max: number) => text(max).check(z.minLength(1, error('required')))
const optional = (max: number) => z._default(text(max), '')

const email = z.string().check(
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

export type AuditRequestInput = z.input<typeof auditRequestSchema>
export type ContactInput = z.input<typeof contactSchema>

/** Field → first error key, for showing one message next to each field. */
export function fieldErrors(failure: z.core.$ZodError): Record<string, { key: FormErrorKey; max?: number }> {
  const result: Record<string, { key: FormErrorKey; max?: number }> = {}
  for (const issue of failure.issues) {
    const field = String(issue.path[0] ?? '')
    if (!field || result[field]) continue
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined
    result[field] = { key: issue.message as FormErrorKey, ...(max ? { max } : {}) }
  }
  return result
}
