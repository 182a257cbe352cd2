import 'server-only'
import { createHmac } from 'node:crypto'
import { serverSecret } from '@/lib/secrets'

/**
 * A keyed hash (HMAC-SHA256) of a client address or e-mail address: stable enough to count attempts
 * and spot patterns, useless for finding out whom it belongs to without the server's secret.
 */
export function pseudonym(kind: 'client' | 'email', value: string): string {
  return createHmac('sha256', serverSecret('RATE_LIMIT_SECRET'))
    .update(`${kind}:${kind === 'email' ? value.trim().toLowerCase() : value}`)
    .digest('base64url')
}
