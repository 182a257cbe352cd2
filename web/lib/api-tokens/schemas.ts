import * as z from 'zod/mini'

/**
 * What an API token is made of, checked on the server: the admin form (issue messages are message
 * keys, web/lib/forms/parse-form.ts) and the operations themselves (whoever calls them).
 */
export const API_TOKEN_ROLES = ['viewer', 'editor'] as const
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number]

/** The lifetimes the form offers, in days; `never`: until revoked. */
export const API_TOKEN_LIFETIMES = ['30', '90', '365', 'never'] as const

const key = (message: string) => ({ error: message })
const label = z.string().check(z.trim(), z.minLength(1, key('forms.errors.required')), z.maxLength(100, key('forms.errors.tooLong')))

export const createApiTokenSchema = z.object({
  label,
  role: z.enum(API_TOKEN_ROLES, key('admin.apiTokens.errors.role')),
  lifetime: z.enum(API_TOKEN_LIFETIMES, key('admin.apiTokens.errors.lifetime')),
})

export const revokeApiTokenSchema = z.object({ id: z.uuid(key('admin.errors.notFound')) })

/** A new token as the operation takes it: `expiresAt` null never expires, else a time in the future. */
export const apiTokenInput = z.object({
  label,
  role: z.enum(API_TOKEN_ROLES),
  expiresAt: z.nullable(z.date()),
})
export type ApiTokenInput = z.input<typeof apiTokenInput>

/** The end of a lifetime chosen in the form, counted from `now`. */
export function expiryOf(lifetime: (typeof API_TOKEN_LIFETIMES)[number], now = new Date()): Date | null {
  return lifetime === 'never' ? null : new Date(now.getTime() + Number(lifetime) * 86_400_000)
}
