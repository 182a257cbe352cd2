import 'server-only'
import type * as z from 'zod/mini'
import type { Locale } from '@/i18n/routing'
import { rootTranslator } from '@/i18n/translator'
import type { ActionState } from './action-state'

/**
 * Parses a submitted form with its zod schema. Issue messages are message keys (`forms.errors.required`,
 * `auth.errors.passwordMismatch`); zod's own type errors read as "required". Returns the data, or the
 * state to show: every field's first error, translated, and the values to keep (never passwords).
 */
export function parseForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  formData: FormData,
  locale: Locale,
  keep: readonly string[] = [],
): { ok: true; data: z.output<Schema>; values: Record<string, string> } | { ok: false; state: ActionState } {
  const raw: Record<string, string> = {}
  // A client can call an action with any arguments: something that is not a form is an empty one.
  const entries = formData instanceof FormData ? formData.entries() : []
  for (const [key, value] of entries) if (typeof value === 'string' && !key.startsWith('$')) raw[key] = value
  const values = Object.fromEntries(keep.filter((key) => key in raw).map((key) => [key, raw[key]!.slice(0, 1000)]))
  const parsed = schema.safeParse(nested(raw))
  if (parsed.success) return { ok: true, data: parsed.data, values }
  const t = rootTranslator(locale)
  const fieldErrors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.')
    if (!field || fieldErrors[field]) continue
    const key = t.has(issue.message as never) ? issue.message : 'forms.errors.required'
    const max = issue.code === 'too_big' ? Number(issue.maximum) : 0
    fieldErrors[field] = t(key as never, { max } as never)
  }
  return { ok: false, state: invalid(locale, fieldErrors, values) }
}

/**
 * `lines.0.description` → `{ lines: [{ description }] }`: repeated rows of a form (invoice lines,
 * milestones) arrive as dotted names. At most 100 rows per list; other keys stay as they are.
 */
export function nested(raw: Record<string, string>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    const match = /^(\w+)\.(\d{1,2})\.(\w+)$/.exec(key)
    if (!match) {
      result[key] = value
      continue
    }
    const [, list, index, field] = match
    const rows = (Array.isArray(result[list!]) ? result[list!] : (result[list!] = [])) as Record<string, string>[]
    rows[Number(index)] ??= {}
    rows[Number(index)]![field!] = value
  }
  for (const [key, value] of Object.entries(result)) if (Array.isArray(value)) result[key] = value.filter(Boolean)
  return result
}

export function invalid(locale: Locale, fieldErrors: Record<string, string>, values: Record<string, string> = {}): ActionState {
  return { status: 'invalid', message: rootTranslator(locale)('forms.errorSummary'), fieldErrors, values }
}
