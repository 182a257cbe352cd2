import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client'

/**
 * Advisory locks (transaction-scoped, so a crash or rollback releases them) that make concurrent
 * writers safe on PostgreSQL with several app instances. PGlite runs one transaction at a time, where
 * they cost nothing.
 *
 * - every writer holds the dataset lock shared, an import holds it exclusively;
 * - a writer locks the ids it reads or writes (also ids that do not exist yet, which row locks could
 *   not), in ascending key order so that two writers never wait on each other in a circle;
 * - the commit lock, taken last and held until commit, hands out `seq` in commit order: whoever sees
 *   transaction n committed knows that every lower seq is committed or rolled back.
 */
const DOCUMENT_SPACE = 1_131_113_265
const DATASET_SPACE = 1_131_113_266
const DATASET_KEY = 0
const COMMIT_KEY = 1

/** A stable 32-bit key per document id (collisions only make two writers wait for each other). */
function documentKey(id: string): number {
  return createHash('sha1').update(id).digest().readInt32BE(0)
}

export async function lockDataset(tx: Transaction, mode: 'shared' | 'exclusive'): Promise<void> {
  if (mode === 'shared') await tx.execute(sql`select pg_advisory_xact_lock_shared(${DATASET_SPACE}::int, ${DATASET_KEY}::int)`)
  else await tx.execute(sql`select pg_advisory_xact_lock(${DATASET_SPACE}::int, ${DATASET_KEY}::int)`)
}

export async function lockDocuments(tx: Transaction, ids: Iterable<string>): Promise<void> {
  const keys = [...new Set([...ids].map(documentKey))].sort((a, b) => a - b)
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${DOCUMENT_SPACE}::int, ${key}::int)`)
}

export async function lockCommitOrder(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DATASET_SPACE}::int, ${COMMIT_KEY}::int)`)
}
