import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'
import { waitForMail, mailsTo } from './support/mail'

/**
 * Looks up what a form stored. With DATABASE_URL (CI) the test reads the PostgreSQL database the
 * server uses; with the embedded PGlite (owned by the server process) it reads the e-mails the outbox
 * delivered to the test's SMTP server, which were written in the same transaction as the lead.
 */
export async function storedLeadKinds(_request: APIRequestContext, email: string): Promise<string[]> {
  const url = process.env.DATABASE_URL
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const result = await client.query<{ kind: string }>('select kind from leads where email = $1', [email])
      return result.rows.map((row) => row.kind)
    } finally {
      await client.end()
    }
  }
  await waitForMail(email, /./)
  const confirmations = await mailsTo(email)
  return confirmations.map((mail) => (/audit/i.test(mail.subject) ? 'audit' : /Termin|meeting/i.test(mail.subject) ? 'meeting' : 'contact'))
}

export async function storedReviews(_request: APIRequestContext, name: string): Promise<{ status: string; rating: number }[]> {
  const url = process.env.DATABASE_URL
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const result = await client.query<{ status: string; rating: number }>('select status, rating from reviews where name = $1', [name])
      return result.rows
    } finally {
      await client.end()
    }
  }
  // A review has no sender address: the agency's notification tells what arrived (a new review is pending).
  const notification = await waitForMail('anfragen@lokalsicht.de', new RegExp(`Bewertung von ${name}`))
  return [{ status: 'pending', rating: Number(/\((\d)\/5\)/.exec(notification.text)?.[1] ?? 0) }]
}
