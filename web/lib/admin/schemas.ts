import * as z from 'zod/mini'
import { INVOICE_UNITS } from '@/lib/db/schema'
export { parseEuroToCents, parseQuantity } from '@/lib/invoices/parse'

/**
 * The admin forms, validated on the server. Issue messages are message keys (web/lib/forms/parse-form.ts).
 */
const key = (message: string) => ({ error: message })
const REQUIRED = key('forms.errors.required')
const TOO_LONG = key('forms.errors.tooLong')

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, TOO_LONG))
const required = (max: number) => text(max).check(z.minLength(1, REQUIRED))
const optional = (max: number) => z._default(text(max), '')
const checked = z.pipe(z.optional(z.string()), z.transform((value) => value === 'on' || value === 'true'))
const uuid = z.uuid(key('admin.errors.notFound'))
const language = z.enum(['de', 'en'])

const email = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, TOO_LONG), z.refine((value) => value === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value), key('forms.errors.email'))),
  z.transform((value: string) => value.toLowerCase()),
)
const requiredEmail = z.pipe(
  z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(254, TOO_LONG), z.email(key('forms.errors.email'))),
  z.transform((value: string) => value.toLowerCase()),
)

/** A calendar day as YYYY-MM-DD that exists; empty → null. */
const optionalDay = z.pipe(
  z._default(text(10), '').check(
    z.refine((value) => {
      if (value === '') return true
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
      const day = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
    }, key('forms.errors.date')),
  ),
  z.transform((value: string) => (value === '' ? null : value)),
)
const requiredDay = optionalDay.check(z.refine((value) => value !== null, REQUIRED))

/** German VAT IDs: DE + 9 digits; other EU IDs: country code + 2–13 letters or digits. */
const vatId = z.pipe(
  text(20),
  z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
).check(z.refine((value) => value === '' || (/^DE\d{9}$/.test(value) || (/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/.test(value) && !value.startsWith('DE'))), key('admin.errors.vatId')))

export const customerSchema = z.object({
  name: required(200),
  company: required(200),
  email,
  phone: optional(40),
  street: optional(200),
  postalCode: optional(10),
  city: optional(100),
  country: z._default(z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, key('admin.errors.country'))), 'DE'),
  vatId,
  language,
})
export const newCustomerSchema = z.extend(customerSchema, { invite: checked })
export const idSchema = z.object({ id: uuid })

const line = z.object({
  description: text(500),
  quantity: text(12),
  unit: z.enum(INVOICE_UNITS),
  unitPrice: text(20),
})

export const draftInvoiceSchema = z.object({
  customerId: uuid,
  description: required(300),
  language,
  servicePeriodStart: optionalDay,
  servicePeriodEnd: optionalDay,
  vatRate: z.enum(['19', '7', '0'], key('admin.errors.vatRate')),
  paymentTermDays: z.pipe(text(3), z.transform((value) => Number(value))).check(
    z.refine((value) => Number.isInteger(value) && value >= 0 && value <= 90, key('admin.errors.paymentTerms')),
  ),
  lines: z.array(line).check(z.maxLength(50, TOO_LONG)),
})
export type DraftInvoiceForm = z.output<typeof draftInvoiceSchema>

export const markPaidSchema = z.object({ id: uuid, paidOn: requiredDay })

const milestone = z.object({ title: text(200), dueDate: optionalDay, done: checked, doneOn: optionalDay })

export const projectSchema = z.object({
  customerId: uuid,
  name: required(200),
  description: optional(2000),
  status: z.enum(['planning', 'in_progress', 'review', 'completed']),
  progress: z.pipe(text(3), z.transform((value) => Number(value))).check(
    z.refine((value) => Number.isInteger(value) && value >= 0 && value <= 100, key('admin.errors.progress')),
  ),
  startDate: optionalDay,
  deadline: optionalDay,
  notify: checked,
  milestones: z.array(milestone).check(z.maxLength(30, TOO_LONG)),
})

export const leadStatusSchema = z.object({ id: uuid, status: z.enum(['new', 'contacted', 'won', 'lost', 'spam']) })
export const leadNoteSchema = z.object({ id: uuid, note: required(5000) })
export const reviewDecisionSchema = z.object({ id: uuid, decision: z.enum(['approved', 'rejected']) })
export const inviteStaffSchema = z.object({ name: required(200), email: requiredEmail, role: z.enum(['admin', 'editor']), language })
export const userToggleSchema = z.object({ id: uuid, disabled: z.enum(['true', 'false']) })

const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(text(3), z.transform((value) => (value === '' ? null : Number(value)))).check(
    z.refine((value) => value === null || (Number.isInteger(value) && value >= min && value <= max), key(message)),
  )

/**
 * A new contract: a service from the price list (its name, price and minimum term fill what is left
 * empty) or one written by hand; the start date and the billing day always.
 */
export const contractSchema = z.object({
  customerId: uuid,
  serviceId: optional(100),
  description: optional(200),
  monthlyPrice: optional(20),
  vatRate: z.enum(['19', '7', '0'], key('admin.errors.vatRate')),
  startDate: requiredDay,
  minimumTermMonths: wholeNumber(1, 60, 'admin.errors.contract.minimumTerm'),
  noticePeriodMonths: wholeNumber(0, 12, 'admin.errors.contract.noticePeriod'),
  billingDay: wholeNumber(1, 28, 'admin.errors.contract.billingDay'),
})
export type ContractForm = z.output<typeof contractSchema>

export const endContractSchema = z.object({ id: uuid, endDate: requiredDay })

const quoteLine = z.object({
  serviceId: optional(100),
  description: optional(300),
  billing: z.enum(['monthly', 'once']),
  quantity: optional(12),
  unitPrice: optional(20),
  term: optional(3),
})

/** A quote as the office writes it; lines left empty are ignored, the price list fills what a picked service leaves open. */
export const quoteSchema = z.object({
  customerId: uuid,
  leadId: z._default(z.union([z.literal(''), z.uuid(key('admin.errors.notFound'))]), ''),
  title: required(200),
  note: optional(2000),
  validUntil: requiredDay,
  startDate: requiredDay,
  vatRate: z.enum(['19', '7', '0'], key('admin.errors.vatRate')),
  items: z.array(quoteLine).check(z.maxLength(10, TOO_LONG)),
})
export type QuoteForm = z.output<typeof quoteSchema>
