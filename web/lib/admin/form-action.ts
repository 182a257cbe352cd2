import 'server-only'
import type * as z from 'zod/mini'
import type { Locale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { formLocale } from '@/lib/auth/action-helpers'
import { getCurrentUser } from '@/lib/auth/session'
import type { ActionState } from '@/lib/forms/action-state'
import { parseForm } from '@/lib/forms/parse-form'
import { ContractStateError } from '@/lib/contracts/lifecycle'
import { InvoiceStateError } from '@/lib/invoices/lifecycle'
import { QuoteStateError } from '@/lib/quotes/lifecycle'
import { AccessDenied, type Admin, assertAdmin } from './access'

/**
 * The one wrapper of every admin form's server action: the page language, the admin role (checked on
 * the server, every time), the form parsed with its zod schema (all field errors, translated), then
 * the operation. Known refusals become a message in the page's language, never a 500.
 */
export function adminFormAction<Schema extends z.ZodMiniType>(
  schema: Schema,
  run: (admin: Admin, data: z.output<Schema>, locale: Locale, values: Record<string, string>) => Promise<ActionState>,
  keep: readonly string[] = [],
) {
  return async function action(_state: ActionState, formData: FormData): Promise<ActionState> {
    const locale = formLocale(formData)
    const t = translator(locale, 'admin')
    const user = await getCurrentUser()
    try {
      assertAdmin(user)
    } catch {
      return { status: 'error', message: t('errors.accessDenied') }
    }
    const parsed = parseForm(schema, formData, locale, keep)
    if (!parsed.ok) return parsed.state
    try {
      return await run(user, parsed.data, locale, parsed.values)
    } catch (error) {
      if (error instanceof AccessDenied) return { status: 'error', message: t('errors.accessDenied') }
      if (error instanceof InvoiceStateError) return { status: 'error', message: t(`errors.invoice.${error.reason}`), values: parsed.values }
      if (error instanceof QuoteStateError) return { status: 'error', message: t(`errors.quote.${error.reason}`), values: parsed.values }
      if (error instanceof ContractStateError) return { status: 'error', message: t(`errors.contract.${error.reason}`), values: parsed.values }
      throw error
    }
  }
}

export const saved = (locale: Locale, key: 'saved' | 'created' | 'deleted' = 'saved'): ActionState => ({
  status: 'success',
  message: translator(locale, 'admin')(`common.${key}`),
})
