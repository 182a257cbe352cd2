import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'

/**
 * Looks up what a form stored. With DATABASE_URL (CI) the test reads the PostgreSQL database the
 * server uses; with the embedded PGlite (owned by the server process) it reads the demo mailbox, which
 * shows the outbox written in the same transaction as the lead.
 */
export async function storedLeadKinds(request: APIRequestContext, email: string): Promise<string[]> {
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
  const mailbox = await (await request.get('/api/dev/mailbox')).text()
  const confirmations = mailbox.split('<article>').filter((article) => article.includes(`<strong>To:</strong> ${email}`))
  return confirmations.map((article) =>
    /audit/i.test(article) ? 'audit' : /Termin|meeting/i.test(article) ? 'meeting' : 'contact',
  )
}

export async function storedReviews(request: APIRequestContext, name: string): Promise<{ status: string; rating: number }[]> {
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
  const mailbox = await (await request.get('/api/dev/mailbox')).text()
  return mailbox
    .split('<article>')
    .filter((article) => article.includes(`Bewertung von ${name}`))
    .map((article) => ({ status: 'pending', rating: Number(/\((\d)\/5\)/.exec(article)?.[1] ?? 0) }))
}
