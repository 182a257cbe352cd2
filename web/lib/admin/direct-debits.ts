import 'server-only'
import { eq } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { sepaCollectionRuns } from '@/lib/db/schema'
import { todayInBerlin } from '@/lib/dates'
import { currentSeller } from '@/lib/invoices/seller'
import { collectionRuns, createCollectionRun, pendingCollections } from '@/lib/sepa/collections'
import { assertAdmin } from './access'
import { recordAdminChange } from './audit'

/** What the next collection run would take, and the runs exported before. */
export async function listDirectDebits(actor: CurrentUser | null) {
  assertAdmin(actor)
  const db = await getDb()
  const [pending, runs] = await Promise.all([pendingCollections(db), collectionRuns(db)])
  return { pending, runs }
}

/** Exports the next collection run (pain.008.001.08), with its audit entry. */
export async function exportCollectionRun(actor: CurrentUser | null, today = todayInBerlin()) {
  assertAdmin(actor)
  const db = await getDb()
  const seller = await currentSeller()
  return db.transaction(async (tx) => {
    const run = await createCollectionRun(tx, { seller, today, createdBy: actor.id })
    await recordAdminChange(tx, actor, { action: 'sepa.run', entityType: 'sepa_run', entityId: run.id, after: { messageId: run.messageId, count: run.count, sumCents: run.sumCents, collectionDate: run.collectionDate } })
    return run
  })
}

/** A run's file as exported, for the office's bank. */
export async function collectionRunFile(actor: CurrentUser | null, runId: string) {
  assertAdmin(actor)
  if (!/^[0-9a-f-]{36}$/i.test(runId)) return null
  const [run] = await (await getDb()).select({ messageId: sepaCollectionRuns.messageId, xml: sepaCollectionRuns.xml }).from(sepaCollectionRuns).where(eq(sepaCollectionRuns.id, runId))
  return run ?? null
}
