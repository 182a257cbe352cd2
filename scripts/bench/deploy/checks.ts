/**
 * What a load run left in the database, checked against what the clients were told: every acknowledged
 * (2xx) submission stored exactly once under the id it was given, with exactly its two e-mails (to the
 * agency, and the confirmation) in the outbox; nothing stored twice; no lead without its e-mails.
 */
import pg from 'pg'
import { latencySummary } from '../harness'
import type { SubmissionResult } from './form-client'

export interface StoredCheck {
  acknowledged: number
  unacknowledged: number
  storedLeads: number
  duplicateLeads: number
  acknowledgedMissing: number
  idMismatches: number
  leadsWithoutTwoMails: number
  mails: number
  ok: boolean
}

export async function checkStored(databaseUrl: string, runTag: string, results: SubmissionResult[]): Promise<StoredCheck> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const leads = await client.query<{ id: string; email: string }>('select id, email from leads where email like $1', [`${runTag}-%`])
    const mails = await client.query<{ lead_id: string; n: number }>(
      'select lead_id, count(*)::int as n from email_outbox where lead_id = any($1::uuid[]) group by lead_id',
      [leads.rows.map((row) => row.id)],
    )
    const byEmail = new Map<string, string[]>()
    for (const row of leads.rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id])
    const mailsPerLead = new Map(mails.rows.map((row) => [row.lead_id, row.n]))
    const acknowledged = results.filter((result) => result.id !== null)
    const acknowledgedMissing = acknowledged.filter((result) => !byEmail.has(result.email)).length
    const idMismatches = acknowledged.filter((result) => byEmail.has(result.email) && byEmail.get(result.email)![0] !== result.id).length
    const duplicateLeads = [...byEmail.values()].reduce((sum, ids) => sum + ids.length - 1, 0)
    const leadsWithoutTwoMails = leads.rows.filter((row) => mailsPerLead.get(row.id) !== 2).length
    const check = {
      acknowledged: acknowledged.length,
      unacknowledged: results.length - acknowledged.length,
      storedLeads: leads.rows.length,
      duplicateLeads,
      acknowledgedMissing,
      idMismatches,
      leadsWithoutTwoMails,
      mails: [...mailsPerLead.values()].reduce((sum, n) => sum + n, 0),
    }
    return { ...check, ok: duplicateLeads === 0 && acknowledgedMissing === 0 && idMismatches === 0 && leadsWithoutTwoMails === 0 }
  } finally {
    await client.end()
  }
}

/** Counts of final and intermediate answers, e.g. "4998× 201, 2× 502→201". */
export function statusSummary(results: SubmissionResult[]): string {
  const counts = new Map<string, number>()
  for (const result of results) {
    const path = result.attempts.map((attempt) => attempt.status || 'reset')
    const label = path.length > 3 ? `${path[0]}→…(${path.length} tries)→${path.at(-1)}` : path.join('→')
    counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([label, n]) => `${n}× ${label}`).join(', ')
}

/** Latency of first attempts (what a client waits for an answer), in ms. */
export function firstAttemptLatency(results: SubmissionResult[], seconds: number) {
  return latencySummary(results.map((result) => result.attempts[0]!.ms), seconds)
}

export const allAttempts = (results: SubmissionResult[]) => results.flatMap((result) => result.attempts)
