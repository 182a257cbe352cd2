import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header Sanity's webhooks sign with: `t=<ms timestamp>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`. */
export const SANITY_SIGNATURE_HEADER = 'sanity-webhook-signature'

/** @sanity/webhook's lower bound for `t` (2021-01-01): anything earlier is not a signature it made. */
const MINIMUM_TIMESTAMP = 1_609_459_200_000
const SIGNATURE = /^t=(\d{1,16})[, ]+v1=[^, ]+$/
/**
 * How far a signature's time may lie from ours: a recorded call replayed later is refused (Sanity signs
 * each delivery, retries included, when it sends it). Within the window a replay only refreshes the same
 * pages again.
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

export type SignatureCheck = 'valid' | 'invalid' | 'expired'

/**
 * Checks a webhook signature as @sanity/webhook's `isValidSignature` does (the same header must come
 * out when the body is signed again with the secret), but compares in constant time: the toolkit
 * compares the strings with `!==`, which tells a patient attacker how much of a guess was right. A
 * genuine signature made more than five minutes from `now` is 'expired'.
 */
export function checkSanitySignature(body: string, header: string | null, secret: string, now = Date.now()): SignatureCheck {
  if (!header || !body || !secret) return 'invalid'
  const match = SIGNATURE.exec(header.trim())
  if (!match) return 'invalid'
  const timestamp = Number.parseInt(match[1]!, 10)
  if (timestamp < MINIMUM_TIMESTAMP) return 'invalid'
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  const expected = Buffer.from(`t=${timestamp},v1=${signature}`)
  const given = Buffer.from(header)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  return Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS ? 'expired' : 'valid'
}
