import 'server-only'
import type { Locale } from '@/i18n/routing'
import { rootTranslator } from '@/i18n/translator'
import type { InvoiceUnit } from '@/lib/db/schema'
import type { DraftInput } from '@/lib/invoices/lifecycle'
import { parseEuroToCents, parseQuantity } from '@/lib/invoices/parse'
import type { DraftInvoiceForm } from './schemas'

/**
 * Turns the parsed draft form into a draft: empty rows are dropped, each other row needs a
 * description, a quantity (up to three decimals) and a price; errors are keyed `lines.<row>.<field>`
 * so the editor shows them at the cell. A service period must run forwards.
 */
export function draftFromForm(form: DraftInvoiceForm, locale: Locale): { ok: true; draft: DraftInput } | { ok: false; errors: Record<string, string> } {
  const t = rootTranslator(locale)
  const errors: Record<string, string> = {}
  const lines: DraftInput['lines'] = []
  form.lines.forEach((line, index) => {
    if (!line.description && !line.unitPrice && (!line.quantity || line.quantity === '1')) return
    const quantity = parseQuantity(line.quantity)
    const unitPriceCents = parseEuroToCents(line.unitPrice)
    if (!line.description) errors[`lines.${index}.description`] = t('forms.errors.required')
    if (quantity === null) errors[`lines.${index}.quantity`] = t('admin.errors.quantity')
    if (unitPriceCents === null || unitPriceCents < 0) errors[`lines.${index}.unitPrice`] = t('admin.errors.price')
    if (line.description && quantity !== null && unitPriceCents !== null && unitPriceCents >= 0) {
      lines.push({ description: line.description, quantity, unit: line.unit as InvoiceUnit, unitPriceCents })
    }
  })
  if (lines.length === 0 && Object.keys(errors).length === 0) errors['lines.0.description'] = t('admin.errors.noLines')
  if (form.servicePeriodStart && form.servicePeriodEnd && form.servicePeriodStart > form.servicePeriodEnd) {
    errors.servicePeriodEnd = t('admin.errors.periodOrder')
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    draft: {
      customerId: form.customerId,
      description: form.description,
      locale: form.language,
      servicePeriodStart: form.servicePeriodStart,
      servicePeriodEnd: form.servicePeriodEnd,
      vatRate: Number(form.vatRate) as 19 | 7 | 0,
      paymentTermDays: form.paymentTermDays,
      lines,
    },
  }
}
