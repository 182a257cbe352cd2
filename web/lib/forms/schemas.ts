import { z } from 'zod'

/**
 * One zod schema per form, shared by the browser (instant feedback) and the server (the authority).
 * Error messages are message keys under `forms.errors` (web/messages), translated where shown.
 */
export type FormErrorKey = 'required' | 'email' | 'url' | 'tooLong' | 'phone'

const required = (max: number) =>
  z.string().trim().min(1, { error: 'required' satisfies FormErrorKey }).max(max, { error: 'tooLong' satisfies FormErrorKey })
const optional = (max: number) => z.string().trim().max(max, { error: 'tooLong' satisfies FormErrorKey }).default('')

const email = z
  .string()
  .trim()
  .min(1, { error: 'required' satisfies FormErrorKey })
  .max(254, { error: 'tooLong' satisfies FormErrorKey })
  .pipe(z.email({ error: 'email' satisfies FormErrorKey }))

/** A website address; "www.firma.de" is accepted and completed to "https://www.firma.de". */
const website = z
  .string()
  .trim()
  .min(1, { error: 'required' satisfies FormErrorKey })
  .max(300, { error: 'tooLong' satisfies FormErrorKey })
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'url' satisfies FormErrorKey }))

const phone = z
  .string()
  .trim()
  .max(40, { error: 'tooLong' satisfies FormErrorKey })
  .refine((value) => value === '' || /^\+?[0-9 ()/.-]{6,}$/.test(value), { error: 'phone' satisfies FormErrorKey })
  .default('')

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
export function fieldErrors(error: z.ZodError): Record<string, { key: FormErrorKey; max?: number }> {
  const result: Record<string, { key: FormErrorKey; max?: number }> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!field || result[field]) continue
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined
    result[field] = { key: issue.message as FormErrorKey, ...(max ? { max } : {}) }
  }
  return result
}
