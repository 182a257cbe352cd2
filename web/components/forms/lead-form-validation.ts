import type { FormErrorKey } from '@/lib/forms/schemas'

export type LeadFormKind = 'audit' | 'contact' | 'meeting' | 'review'
export type FieldErrors = Record<string, { key: FormErrorKey; max?: number }>
export type Validation = { success: true; data: Record<string, unknown> } | { success: false; errors: FieldErrors }

/**
 * The browser validates with the server's zod schemas, but loads them (and zod) only when a visitor
 * starts on a form, so that they are not part of every page's first load.
 */
let schemas: Promise<typeof import('@/lib/forms/schemas')> | undefined
export const preloadLeadFormSchemas = () => (schemas ??= import('@/lib/forms/schemas'))

export async function validateLeadForm(form: LeadFormKind, fields: Record<string, unknown>): Promise<Validation> {
  const values = form === 'review' ? withNumericRating(fields) : fields
  let forms: typeof import('@/lib/forms/schemas')
  try {
    forms = await preloadLeadFormSchemas()
  } catch {
    // The schemas could not be loaded (network): the server validates anyway and answers with field errors.
    schemas = undefined
    return { success: true, data: values }
  }
  const schema = {
    audit: forms.auditRequestSchema,
    contact: forms.contactSchema,
    meeting: forms.meetingRequestSchema,
    review: forms.reviewSchema,
  }[form]
  const parsed = schema.safeParse(values)
  return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: forms.fieldErrors(parsed.error) }
}

/** Form fields are strings; the review schema (and the API) take the star rating as a number. */
function withNumericRating(values: Record<string, unknown>): Record<string, unknown> {
  const { rating } = values
  return { ...values, rating: typeof rating === 'string' && /^\d+$/.test(rating) ? Number(rating) : rating }
}
