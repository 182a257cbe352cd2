import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import { smtpUrl } from './config'

/**
 * SMTP connections each instance keeps open to the mail server (nodemailer's pool), and so the mails it
 * sends at once. One connection per mail (a TCP and TLS handshake, EHLO and AUTH each time) sent 19
 * mails/s; see scripts/bench/outbox.ts.
 */
export const SMTP_CONNECTIONS = 4

/** The SMTP transport from SMTP_URL, pooled, or none: then mails wait in the outbox (demo mailbox). */
export function smtpTransport(): Transporter | null {
  const url = smtpUrl()
  if (!url) return null
  return nodemailer.createTransport({ url, pool: true, maxConnections: SMTP_CONNECTIONS })
}
