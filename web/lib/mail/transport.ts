import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import { smtpUrl } from './config'

/** The SMTP transport from SMTP_URL, or none: then mails wait in the outbox (demo mailbox). */
export function smtpTransport(): Transporter | null {
  const url = smtpUrl()
  if (!url) return null
  return nodemailer.createTransport(url)
}
