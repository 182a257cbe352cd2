import * as z from 'zod/mini'

/**
 * The account forms (sign-in, registration, password reset, settings), validated on the server. Issue
 * messages are message keys (see web/lib/forms/parse-form.ts); the password policy (length, common
 * passwords) is checked after parsing, in web/lib/auth/password-policy.ts.
 */
const key = (message: string) => ({ error: message })
const REQUIRED = key('forms.errors.required')
const TOO_LONG = key('forms.errors.tooLong')

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, TOO_LONG))
const required = (max: number) => text(max).check(z.minLength(1, REQUIRED))
const optional = (max: number) => z._default(text(max), '')

export const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(254, TOO_LONG), z.email(key('forms.errors.email'))),
  z.transform((value: string) => value.toLowerCase()),
)

/** Any non-empty password up to 128 characters; the policy for new passwords is checked separately. */
const password = z.string().check(z.minLength(1, REQUIRED), z.maxLength(128, TOO_LONG))

const phone = z._default(
  text(40).check(z.refine((value) => value === '' || /^\+?[0-9 ()/.-]{6,}$/.test(value), key('forms.errors.phone'))),
  '',
)

/** German postal codes have five digits; other countries' codes 3–10 letters, digits, spaces or hyphens. */
const postalCode = z._default(
  text(10).check(z.refine((value) => value === '' || /^[A-Za-z0-9 -]{3,10}$/.test(value), key('auth.errors.postalCode'))),
  '',
)

const checked = z.pipe(z.optional(z.string()), z.transform((value) => value === 'on' || value === 'true'))

const locale = z.enum(['de', 'en'])

export const signInSchema = z.object({
  email: emailField,
  password,
  rememberMe: checked,
  next: z.optional(z.string().check(z.maxLength(1000))),
})

const passwordPair = {
  password,
  confirmPassword: z.string().check(z.minLength(1, REQUIRED), z.maxLength(128, TOO_LONG)),
}

/** "Passwords do not match" on the repeat field, shown together with any other field's error. */
function passwordsMatch<T extends { password: string; confirmPassword: string }>(schema: z.ZodMiniType<T>) {
  return schema.check(
    z.refine((data) => data.password === data.confirmPassword, {
      ...key('auth.errors.passwordMismatch'),
      path: ['confirmPassword'],
      // Also when other fields have errors (zod skips object refinements then by default).
      when: (payload) => {
        const value = payload.value as Partial<Record<'password' | 'confirmPassword', unknown>> | undefined
        return typeof value?.password === 'string' && typeof value.confirmPassword === 'string'
      },
    }),
  )
}

export const registerSchema = passwordsMatch(
  z.object({
    name: required(200),
    email: emailField,
    ...passwordPair,
    company: required(200),
    phone,
    address: optional(200),
    city: optional(100),
    postalCode,
    agreeToTerms: z.literal('on', key('auth.errors.terms')),
  }),
)

export const forgotPasswordSchema = z.object({ email: emailField })

export const resetPasswordSchema = passwordsMatch(
  z.object({
    token: z.string().check(z.minLength(1, key('auth.errors.tokenInvalid')), z.maxLength(200, key('auth.errors.tokenInvalid'))),
    ...passwordPair,
  }),
)

export const profileSchema = z.object({
  name: required(200),
  company: required(200),
  phone,
  address: optional(200),
  city: optional(100),
  postalCode,
  /** Language of the portal and of the account's e-mails. */
  language: locale,
})

export const changePasswordSchema = passwordsMatch(
  z.object({
    currentPassword: z.string().check(z.minLength(1, REQUIRED), z.maxLength(128, TOO_LONG)),
    ...passwordPair,
  }),
)

export const changeEmailSchema = z.object({ newEmail: emailField, currentPassword: z.string().check(z.minLength(1, REQUIRED), z.maxLength(128, TOO_LONG)) })

export const revokeSessionSchema = z.object({ sessionId: z.uuid() })

export const deleteAccountSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, REQUIRED), z.maxLength(128, TOO_LONG)),
  confirmation: z.literal('on', key('auth.errors.deleteConfirmation')),
})

export type RegisterData = z.output<typeof registerSchema>
export type ProfileData = z.output<typeof profileSchema>
