/**
 * The e-mail outbox of two instances: the backlog of a load run delivered, and SMTP down for a minute
 * and up again; every message must arrive exactly once (X-Outbox-Id counted by the SMTP server).
 */
import pg from 'pg'
import { checkStored } from './checks'
import { type BenchContext, type ScenarioRow, sleep } from './context'
import { runSubmissions } from './form-client'

interface OutboxRow {
  id: string
  status: string
  attempts: number
}

async function outboxRows(databaseUrl: string, runTag?: string): Promise<OutboxRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = runTag
      ? await client.query<OutboxRow>('select o.id, o.status, o.attempts from email_outbox o join leads l on l.id = o.lead_id where l.email like $1', [`${runTag}-%`])
      : await client.query<OutboxRow>('select id, status, attempts from email_outbox')
    return rows
  } finally {
    await client.end()
  }
}

const settled = (rows: OutboxRow[]) => rows.every((row) => row.status === 'sent' || row.status === 'failed')

async function untilSettled(context: BenchContext, runTag: string | undefined, timeoutMs: number): Promise<OutboxRow[]> {
  const started = performance.now()
  let rows = await outboxRows(context.databaseUrl, runTag)
  while (!settled(rows) && performance.now() - started < timeoutMs) {
    await sleep(1_000)
    rows = await outboxRows(context.databaseUrl, runTag)
  }
  return rows
}

function deliveryCounts(context: BenchContext, rows: OutboxRow[]) {
  const received = rows.map((row) => context.smtp.deliveries.get(row.id) ?? 0)
  const once = received.filter((n) => n === 1).length
  const more = received.filter((n) => n > 1).length
  return { once, more, never: received.length - once - more }
}

/** Waits until the outbox is empty (bounded) and checks that each mail so far arrived exactly once. */
export async function outboxBacklog(context: BenchContext): Promise<ScenarioRow> {
  const started = performance.now()
  const pendingAtStart = (await outboxRows(context.databaseUrl)).filter((row) => row.status !== 'sent').length
  const rows = await untilSettled(context, undefined, 900_000)
  const seconds = (performance.now() - started) / 1000
  const counts = deliveryCounts(context, rows)
  return {
    scenario: "the outbox backlog of the runs so far, sent by both instances' workers (OUTBOX_INTERVAL_MS=1000, rounds of up to 100 mails, 4 SMTP connections each)",
    measured: `${pendingAtStart} mails waiting; all sent after ${seconds.toFixed(0)} s (${(pendingAtStart / seconds).toFixed(0)} mails/s); of all ${rows.length} outbox mails, at the SMTP server ${counts.once} exactly once, ${counts.more} more than once, ${counts.never} never`,
    held: settled(rows) && counts.once === rows.length,
  }
}

export async function smtpOutage(context: BenchContext, count: number, outageMs = 60_000): Promise<ScenarioRow> {
  const runTag = `smtp-${Date.now()}`
  await context.smtp.stop()
  const stoppedAt = performance.now()
  const { results } = await runSubmissions({ origin: context.origin, ca: context.ca, runTag, count, concurrency: 20, perAddress: 4, addressBlock: 4, retryForMs: 0 })
  await sleep(Math.max(0, outageMs - (performance.now() - stoppedAt)))
  const sentDuringOutage = (await outboxRows(context.databaseUrl, runTag)).filter((row) => row.status === 'sent').length
  await context.smtp.start()
  const upAt = performance.now()
  const rows = await untilSettled(context, runTag, 300_000)
  const allSentAfter = (performance.now() - upAt) / 1000
  const counts = deliveryCounts(context, rows)
  const check = await checkStored(context.databaseUrl, runTag, results)
  return {
    scenario: `SMTP down for ${outageMs / 1000} s while ${count} submissions come in, then up (two instances' outbox workers)`,
    measured: `${rows.length} outbox mails, ${sentDuringOutage} sent during the outage; all sent ${allSentAfter.toFixed(0)} s after SMTP was back (retries after 30 s, 60 s, 120 s, …); at the SMTP server ${counts.once} exactly once, ${counts.more} more than once, ${counts.never} never; up to ${Math.max(...rows.map((row) => row.attempts))} attempts per mail; ${check.storedLeads} leads stored, ${check.duplicateLeads} twice`,
    held: check.ok && rows.length === 2 * count && counts.once === rows.length && rows.every((row) => row.status === 'sent'),
  }
}
