import 'server-only'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * What a new password must be: 10 to 128 characters, not one of the ~49,000 most common passwords
 * (zxcvbn's list, plus common German ones), and not built from the site's name or the person's own
 * e-mail address. Checked on the server for registration, reset and change.
 */
export const MIN_PASSWORD_LENGTH = 10
export const MAX_PASSWORD_LENGTH = 128

const GERMAN_COMMON = [
  'passwort123',
  'passwort1234',
  'passwort12345',
  'hallo12345',
  'hallo123456',
  'ichliebedich',
  'schatz12345',
  'fussball123',
  'fußball123',
  'sommer2024!',
  'sommer2025!',
  'sommer2026!',
  'geheim12345',
  'willkommen1',
  'willkommen123',
  'deutschland',
  'deutschland1',
  'qwertzuiop',
  'qwertz12345',
  '1q2w3e4r5t6z',
]

let common: Set<string> | undefined
function commonPasswords(): Set<string> {
  common ??= new Set([...(dictionary['passwords-common'] as string[]), ...GERMAN_COMMON].map((entry) => entry.toLowerCase()))
  return common
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'personal'

export function passwordProblem(password: string, context: { email?: string | null } = {}): PasswordProblem | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) return 'tooShort'
  if (length > MAX_PASSWORD_LENGTH) return 'tooLong'
  const lowered = password.toLowerCase()
  if (commonPasswords().has(lowered)) return 'common'
  // "Passwort123!" is as guessable as "passwort123": strip trailing digits and punctuation too.
  const stem = lowered.replace(/[\d\W_]+$/u, '')
  if (stem.length >= 4 && commonPasswords().has(stem)) return 'common'
  if (lowered.includes('lokalsicht')) return 'personal'
  const localPart = context.email?.split('@')[0]?.toLowerCase()
  if (localPart && localPart.length >= 4 && lowered.includes(localPart)) return 'personal'
  return null
}
