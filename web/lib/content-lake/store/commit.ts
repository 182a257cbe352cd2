import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Executor, Transaction } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { contentDocumentRevisions, contentDocuments, contentTransactions } from '../../db/schema'
import { type CommittedTransaction, type ContentDocument, ContentLakeError, type ContentIdentity, type ContentMutation, type DocumentChange } from '../types'
import { isIsoTime, stamp } from './documents'
import { publishedIdOf } from './ids'
import { lockCommitOrder, lockDataset, lockDocuments } from './locks'
import { documentEffects } from './mendoza-diff'
import { storedIdentity, transitionOf } from './transaction-log'
import { WorkingSet, type WorkingEntry } from './working-set'

/**
 * One write request = one database transaction: lock, load, let the request change the documents in
 * memory, then (in commit order) stamp them, store them, the transaction and one revision per document,
 * and notify the other instances. Any error rolls all of it back.
 */

export const CONTENT_CHANNEL = 'content_lake'

export type WriteSpec = {
  identity: ContentIdentity
  transactionId?: string
  /** Stored with the transaction: what was asked (`{mutations}`, `{actions}`, `{import}`). */
  request: Record<string, unknown>
  /** Every document id the request reads or writes. */
  ids: string[]
  /** Published ids whose release versions must be loaded too (delete checks that none is left). */
  variantsOf?: string[]
  /** Releases whose versions (`versions.<release>.*`) and their published documents are loaded too. */
  releases?: string[]
  /** Load and lock the whole dataset (an import that replaces it). */
  wholeDataset?: boolean
  /** A caller's open transaction to write in; it commits, listeners hear of it through NOTIFY then. */
  executor?: Executor
  /** Store nothing (and answer null) when the request changed no document (imports). */
  skipWhenUnchanged?: boolean
  /** Check and compute the changes, store nothing, tell no one (`dryRun`): the answer has `seq` 0. */
  dryRun?: boolean
}

export type WriteTarget = {
  db: Database
  /** Hands a transaction this instance committed to its listeners (and snapshot). */
  afterCommit: (transaction: CommittedTransaction) => Promise<void>
}

const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,200}$/
const RETRYABLE = new Set(['40P01', '40001'])
const MAX_ATTEMPTS = 3
const BATCH = 500

/** A new transaction id: 22 random base-62 characters, like the Content Lake's. */
export function newTransactionId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(22)].map((byte) => alphabet[byte % 62]).join('')
}

function isTransaction(executor: Executor): executor is Transaction {
  return typeof (executor as Partial<Transaction>).rollback === 'function'
}

function errorCode(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

async function loadDocuments(tx: Transaction, spec: WriteSpec): Promise<Map<string, ContentDocument | null>> {
  const loaded = new Map<string, ContentDocument | null>(spec.ids.map((id) => [id, null]))
  const select = () => tx.select({ document: contentDocuments.document }).from(contentDocuments)
  const rows = spec.wholeDataset
    ? await select().for('update')
    : spec.ids.length > 0
      ? await select().where(inArray(contentDocuments.id, spec.ids)).for('update')
      : []
  for (const { document } of rows) loaded.set(document._id, document as ContentDocument)
  for (const release of spec.releases ?? []) {
    const versions = await select().where(sql`starts_with(${contentDocuments.id}, ${`versions.${release}.`})`).for('update')
    for (const { document } of versions) loaded.set(document._id, document as ContentDocument)
    const publishedIds = versions.map(({ document }) => publishedIdOf(document._id)).filter((id) => !loaded.has(id))
    for (const id of publishedIds) loaded.set(id, null)
    if (publishedIds.length > 0) {
      for (const { document } of await select().where(inArray(contentDocuments.id, publishedIds)).for('update')) loaded.set(document._id, document as ContentDocument)
    }
  }
  for (const publishedId of spec.variantsOf ?? []) {
    const versions = await select()
      .where(and(sql`starts_with(${contentDocuments.id}, 'versions.')`, sql`right(${contentDocuments.id}, ${publishedId.length + 1}) = ${`.${publishedId}`}`))
      .for('update')
    for (const { document } of versions) {
      if (publishedIdOf(document._id) === publishedId) loaded.set(document._id, document as ContentDocument)
    }
  }
  return loaded
}

function hasSystemFields(document: Record<string, unknown>): document is ContentDocument {
  return typeof document._rev === 'string' && document._rev !== '' && isIsoTime(document._createdAt) && isIsoTime(document._updatedAt)
}

function changeOf(entry: WorkingEntry, transactionId: string, timestamp: string): DocumentChange | null {
  const previous = entry.before
  if (previous === null && entry.current === null) return null
  const result =
    entry.current === null
      ? null
      : entry.keepSystemFields && hasSystemFields(entry.current)
        ? (entry.current as ContentDocument)
        : stamp(entry.current, transactionId, timestamp, previous)
  return {
    documentId: entry.id,
    transition: transitionOf(previous, result),
    previous,
    result,
    previousRev: previous?._rev ?? null,
    resultRev: result?._rev ?? null,
    mutations: entry.mutations as unknown as ContentMutation[],
    effects: documentEffects(previous, result),
  }
}

async function insertBatched<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH))
}

async function store(tx: Transaction, spec: WriteSpec, transactionId: string, changes: DocumentChange[], timestamp: string): Promise<number> {
  let seq: number
  try {
    const [row] = await tx
      .insert(contentTransactions)
      .values({
        id: transactionId,
        createdAt: new Date(timestamp),
        authorId: spec.identity.id || null,
        authorRole: spec.identity.role,
        request: spec.request,
        documentIds: changes.map((change) => change.documentId),
      })
      .returning({ seq: contentTransactions.seq })
    seq = row!.seq
  } catch (error) {
    if (isUniqueViolation(error)) throw new ContentLakeError(409, 'conflict', `Transaction ID "${transactionId}" was already used`)
    throw error
  }
  const written = changes.flatMap((change) => (change.result ? [change.result] : []))
  await insertBatched(written, (batch) =>
    tx
      .insert(contentDocuments)
      .values(
        batch.map((document) => ({
          id: document._id,
          type: document._type,
          rev: document._rev,
          document,
          createdAt: new Date(document._createdAt),
          updatedAt: new Date(document._updatedAt),
        })),
      )
      .onConflictDoUpdate({
        target: contentDocuments.id,
        set: {
          type: sql`excluded.type`,
          rev: sql`excluded.rev`,
          document: sql`excluded.document`,
          createdAt: sql`excluded.created_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
  )
  const removed = changes.filter((change) => change.result === null).map((change) => change.documentId)
  await insertBatched(removed, (batch) => tx.delete(contentDocuments).where(inArray(contentDocuments.id, batch)))
  await insertBatched(changes, (batch) =>
    tx.insert(contentDocumentRevisions).values(
      batch.map((change) => ({
        transactionSeq: seq,
        documentId: change.documentId,
        previousRev: change.previousRev,
        resultRev: change.resultRev,
        document: change.result,
        effects: change.effects,
        mutations: change.mutations as unknown as Record<string, unknown>[],
      })),
    ),
  )
  // Delivered to every LISTENing instance when (and only if) the transaction commits.
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(seq)})`)
  return seq
}

async function writeIn(tx: Transaction, spec: WriteSpec, transactionId: string, work: (working: WorkingSet) => void): Promise<CommittedTransaction | null> {
  await lockDataset(tx, spec.wholeDataset ? 'exclusive' : 'shared')
  await lockDocuments(tx, spec.ids)
  const [used] = await tx.select({ seq: contentTransactions.seq }).from(contentTransactions).where(eq(contentTransactions.id, transactionId)).limit(1)
  if (used) throw new ContentLakeError(409, 'conflict', `Transaction ID "${transactionId}" was already used`)
  const working = new WorkingSet(await loadDocuments(tx, spec))
  work(working)
  await lockCommitOrder(tx)
  const timestamp = new Date().toISOString()
  const changes = working.touchedEntries().flatMap((entry) => changeOf(entry, transactionId, timestamp) ?? [])
  if (changes.length === 0 && spec.skipWhenUnchanged) return null
  const seq = spec.dryRun ? 0 : await store(tx, spec, transactionId, changes, timestamp)
  return { seq, id: transactionId, timestamp, identity: storedIdentity(spec.identity.id || null, spec.identity.role), changes }
}

export async function commitWrite(target: WriteTarget, spec: WriteSpec, work: (working: WorkingSet) => void): Promise<CommittedTransaction | null> {
  if (spec.transactionId !== undefined && !TRANSACTION_ID.test(spec.transactionId)) {
    throw new ContentLakeError(400, 'invalidTransactionId', 'A transaction ID uses up to 200 of a-z, A-Z, 0-9, ".", "_" and "-"')
  }
  const transactionId = spec.transactionId ?? newTransactionId()
  if (spec.executor && isTransaction(spec.executor)) return writeIn(spec.executor, spec, transactionId, work)
  const db = (spec.executor as Database | undefined) ?? target.db
  for (let attempt = 1; ; attempt += 1) {
    try {
      const committed = await db.transaction((tx) => writeIn(tx, spec, transactionId, work))
      if (committed && !spec.dryRun) await target.afterCommit(committed)
      return committed
    } catch (error) {
      // Two writers that wait on each other (deadlock) or a serialization failure: PostgreSQL rolled
      // one back; running it again is safe because nothing of it was stored.
      const code = errorCode(error)
      if (attempt < MAX_ATTEMPTS && code && RETRYABLE.has(code)) continue
      throw error
    }
  }
}
