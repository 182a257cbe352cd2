import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header Sanity's webhooks sign with: `t=<ms timestamp>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`. */
export const SANITY_SIGNATURE_HEADER = 'sanity-webhook-signature'

/** @sanity/webhook's lower bound for `t` (2021-01-01): anything earlier is not a signature it made. */
const MINIMUM_TIMESTAMP = 1_609_459_200_000
const SIGNATURE = /^t=(\d{1,16})[, ]+v1=[^, ]+$/

/**
 * Checks a webhook signature as @sanity/webhook's `isValidSignature` does (the same header must come
 * out when the body is signed again with the secret), but compares in constant time: the toolkit
 * compares the strings with `!==`, which tells a patient attacker how much of a guess was right.
 */
export function isValidSanitySignature(body: string, header: string | null, secret: string): boolean {
  if (!header || !body || !secret) return false
  const match = SIGNATURE.exec(header.trim())
  if (!match) return false
  const timestamp = Number.parseInt(match[1]!, 10)
  if (timestamp < MINIMUM_TIMESTAMP) return false
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  const expected = Buffer.from(`t=${timestamp},v1=${signature}`)
  const given = Buffer.from(header)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
