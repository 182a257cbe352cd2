/**
 * npm run bench:outbox — how fast the e-mail outbox drains over real SMTP on this machine: a PostgreSQL
 * database of its own (seeded), a local SMTP server in this process that counts each message by its
 * X-Outbox-Id, and the outbox worker of the app (web/lib/mail/outbox-worker.ts) in three setups, one run:
 *
 * 1. before: one SMTP connection per mail, one mail at a time, one instance;
 * 2. now: two instances at once, each with its pooled transport (web/lib/mail/transport.ts);
 * 3. anchor: nodemailer alone, pooled, sending the same mails without a database: what SMTP itself
 *    allows here.
 *
 * Each setup checks that every message arrived exactly once and is marked sent. BENCH_MAILS (default
 * 2000) mails for setups 2 and 3, a tenth of them for setup 1.
 */
import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import { startSmtpServer } from '../../tests/helpers/smtp-sink'
import { allowServerOnlyModules } from '../admin/server-only-modules'
import { seededBenchDatabase } from './harness'

const MAILS = Number(process.env.BENCH_MAILS ?? 2000)

/** An SMTP server that counts what it receives, per X-Outbox-Id (read from the head, not parsed). */
async function startCountingSink() {
  const received = new Map<string, number>()
  let total = 0
  const server = await startSmtpServer(0, async (stream) => {
    let head = ''
    for await (const chunk of stream) if (head.length < 4096) head += (chunk as Buffer).toString('latin1')
    total++
    const id = /^X-Outbox-Id: *(\S+)/im.exec(head)?.[1]
    if (id) received.set(id, (received.get(id) ?? 0) + 1)
  })
  return {
    url: `smtp://127.0.0.1:${server.port}`,
    received,
    total: () => total,
    reset: () => {
      received.clear()
      total = 0
    },
    stop: server.stop,
  }
}

const sink = await startCountingSink()
const database = await seededBenchDatabase('lokalsicht_bench_outbox')
Object.assign(process.env, { DATABASE_URL: database.url, SMTP_URL: sink.url })
allowServerOnlyModules()
const { getDb } = await import('../../web/lib/db/client')
const { emailOutbox, users } = await import('../../web/lib/db/schema')
const { deliverDueMessages } = await import('../../web/lib/mail/outbox-worker')
const { SMTP_CONNECTIONS, smtpTransport } = await import('../../web/lib/mail/transport')
const { eq, inArray } = await import('drizzle-orm')

const db = await getDb()
// Only the benchmark's own mails (the seed may have queued some).
await db.delete(emailOutbox)
const [someone] = await db.select({ id: users.id }).from(users).limit(1)
if (!someone) throw new Error('the seeded database has no user')
// A mail the size of the site's own (a rendered confirmation is ~1.5 KB of text and ~9 KB of HTML).
const textBody = 'Guten Tag,\n\nvielen Dank für Ihre Anfrage. '.repeat(40)
const htmlBody = `<!doctype html><html><body>${'<p style="font-family:sans-serif;color:#1f2937">Vielen Dank für Ihre Anfrage.</p>'.repeat(110)}</body></html>`

async function queue(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    purpose: 'account' as const,
    userId: someone!.id,
    toAddress: `empfaenger-${index}@example.de`,
    locale: 'de' as const,
    subject: `Benchmark ${index}`,
    textBody,
    htmlBody,
  }))
  for (let start = 0; start < rows.length; start += 500) await db.insert(emailOutbox).values(rows.slice(start, start + 500))
  return rows.map((row) => row.id)
}

/** Every id arrived exactly once and is marked sent; nothing else arrived. */
async function checkDelivered(ids: string[]) {
  const twice = [...sink.received.values()].filter((count) => count > 1).length
  const missing = ids.filter((id) => !sink.received.has(id)).length
  let unsent = 0
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, ids.slice(start, start + 1000)))
    unsent += rows.filter((row) => row.status !== 'sent').length
  }
  if (twice || missing || unsent || sink.total() !== ids.length) {
    throw new Error(`delivery broken: ${twice} twice, ${missing} missing, ${unsent} not marked sent, ${sink.total()} received for ${ids.length}`)
  }
}

type Transport = Parameters<typeof deliverDueMessages>[1]

/** One instance's worker: rounds until nothing is due. */
async function drain(transport: Transport, concurrency?: number) {
  for (;;) {
    const round = await deliverDueMessages(db, transport, { concurrency })
    if (round.sent + round.retried + round.failed === 0) return
  }
}

async function timed(label: string, count: number, run: (ids: string[]) => Promise<void>, viaOutbox = true) {
  sink.reset()
  const ids = viaOutbox ? await queue(count) : Array.from({ length: count }, () => randomUUID())
  const started = performance.now()
  await run(ids)
  const seconds = (performance.now() - started) / 1000
  await checkDelivered(ids)
  const rss = Math.round(process.memoryUsage().rss / 1024 / 1024)
  console.log(`${label.padEnd(58)} ${String(count).padStart(5)} mails ${seconds.toFixed(2).padStart(7)} s ${(count / seconds).toFixed(0).padStart(6)} mails/s  (rss ${rss} MB)`)
  if (viaOutbox) await db.delete(emailOutbox).where(inArray(emailOutbox.id, ids))
}

try {
  console.log(`e-mail outbox over SMTP on 127.0.0.1, PostgreSQL ${new URL(database.url).pathname.slice(1)}, ${SMTP_CONNECTIONS} connections per instance\n`)
  await timed('before: one connection per mail, one at a time', Math.max(50, Math.round(MAILS / 10)), async () => {
    const perMail = nodemailer.createTransport(sink.url)
    await drain(perMail, 1)
    perMail.close()
  })
  await timed('now: two instances, pooled transports', MAILS, async () => {
    const instances = [smtpTransport()!, smtpTransport()!]
    await Promise.all(instances.map((transport) => drain(transport)))
    for (const transport of instances) transport.close()
  })
  await timed(
    'anchor: nodemailer alone, pooled, no database',
    MAILS,
    async (ids) => {
      const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: SMTP_CONNECTIONS * 2 })
      let next = 0
      const lane = async () => {
        while (next < ids.length) {
          const id = ids[next++]!
          await transport.sendMail({ from: 'bench@lokalsicht.test', to: 'empfaenger@example.de', subject: 'Benchmark', text: textBody, html: htmlBody, headers: { 'X-Outbox-Id': id } })
        }
      }
      await Promise.all(Array.from({ length: SMTP_CONNECTIONS * 2 }, lane))
      transport.close()
    },
    false,
  )
  // Nothing of the benchmark is left in its database (it is dropped anyway).
  const left = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, 'sending'))
  if (left.length) throw new Error(`${left.length} messages left in "sending"`)
} finally {
  await sink.stop()
  await database.drop()
  process.exit(process.exitCode ?? 0)
}
