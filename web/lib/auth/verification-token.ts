/**
 * What a better-auth e-mail verification token is for, read from its payload: a change of address
 * carries the new one (`updateTo`), a new account's confirmation only its address. Reading the payload
 * does not check the token; better-auth does that when the link is opened (signature, expiry, account).
 */
export interface VerificationToken {
  purpose: 'emailChange' | 'registration'
  /** The account's address when the token was made (for a change: the old one). */
  email: string
}

export function readVerificationToken(token: string): VerificationToken | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown; updateTo?: unknown }
    if (typeof claims.email !== 'string') return null
    return { purpose: typeof claims.updateTo === 'string' ? 'emailChange' : 'registration', email: claims.email.toLowerCase() }
  } catch {
    return null
  }
}
