import 'server-only'
import { createHash, randomBytes } from 'node:crypto'

/**
 * An API token's secret: `lsk_` and 43 base62 characters (256 random bits). The prefix makes a leaked
 * token recognisable (secret scanners, logs) and tells the Content API it is not a studio token; base62
 * survives a double-click, a shell and a YAML file without quoting. Only the SHA-256 of the secret is
 * stored; the list shows its first characters (the hint).
 */
export const API_TOKEN_PREFIX = 'lsk_'
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const RANDOM_LENGTH = 43
const HINT_LENGTH = 6
const SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}$`)

export function newApiTokenSecret(): string {
  let secret = API_TOKEN_PREFIX
  while (secret.length < API_TOKEN_PREFIX.length + RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      // 248 = 4 × 62: bytes above it would make the first characters likelier than the others.
      if (byte < 248 && secret.length < API_TOKEN_PREFIX.length + RANDOM_LENGTH) secret += ALPHABET[byte % 62]
    }
  }
  return secret
}

/** Whether a bearer token has the shape of an API token (studio tokens never do: 43 base64url characters). */
export function isApiTokenSecret(token: string): boolean {
  return SHAPE.test(token)
}

export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

/** `lsk_` and the first six characters: enough to tell tokens apart, nothing to guess the rest from. */
export function apiTokenHint(secret: string): string {
  return secret.slice(0, API_TOKEN_PREFIX.length + HINT_LENGTH)
}
