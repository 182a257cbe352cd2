/** Mail settings from the environment (docs/forms-and-email.md). */

/** The SMTP server, e.g. smtp://user:pass@mail.example.com:587. Without it, mails wait in the outbox. */
export function smtpUrl(): string | undefined {
  return process.env.SMTP_URL || undefined
}

export function mailFrom(): string {
  return process.env.MAIL_FROM || 'Lokalsicht <no-reply@lokalsicht.de>'
}

/** The agency's inbox for new leads and reviews. */
export function agencyInbox(): string {
  return process.env.LEAD_NOTIFICATION_EMAIL || 'anfragen@lokalsicht.de'
}
