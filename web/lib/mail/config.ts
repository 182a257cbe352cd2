import 'server-only'
import { env } from '@/lib/env'

/** Mail settings from the environment (docs/forms-and-email.md). */

/** The SMTP server, e.g. smtp://user:pass@mail.example.com:587. Without it, mails wait in the outbox. */
export function smtpUrl(): string | undefined {
  return env.SMTP_URL
}

export function mailFrom(): string {
  return env.MAIL_FROM
}

/** The agency's inbox for new leads and reviews. */
export function agencyInbox(): string {
  return env.LEAD_NOTIFICATION_EMAIL
}
