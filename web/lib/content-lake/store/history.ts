import { and, asc, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contentDocumentRevisions, contentDocuments, contentTransactions } from '../../db/schema'
import { ContentLakeError, type ContentDocument } from '../types'
import { isIsoTime } from './documents'
import { isValidDocumentId } from './ids'
import type { DocumentEffects, HistoryTransaction, RevisionSelector, TransactionsQuery } from './public-types'

/**
 * The History API over content_transactions and content_document_revisions: a document as a
 * transaction left it, at a time, or its last state; the transactions that touched documents, with
 * Mendoza effects, as `/data/history/:ds/transactions/:ids` streams them.
 */

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 10_000

function assertIds(ids: string[]): void {
  if (ids.length === 0) throw new ContentLakeError(400, 'invalidRequest', 'No document ID given')
  const invalid = ids.find((id) => !isValidDocumentId(id))
  if (invalid !== undefined) throw new ContentLakeError(400, 'invalidRequest', `Invalid document ID ${JSON.stringify(invalid)}`)
}

function assertTime(time: string, name: string): Date {
  if (!isIsoTime(time)) throw new ContentLakeError(400, 'invalidRequest', `${name} must be an ISO date-time, got ${JSON.stringify(time)}`)
  return new Date(time)
}

/** Seq of a transaction named by its id or by a revision (`_rev`) one of `ids` had; null if unknown. */
async function seqOfRevision(db: Database, revision: string, ids: string[]): Promise<number | null> {
  const [byTransaction] = await db.select({ seq: contentTransactions.seq }).from(contentTransactions).where(eq(contentTransactions.id, revision)).limit(1)
  if (byTransaction) return byTransaction.seq
  const [byRevision] = await db
    .select({ seq: contentDocumentRevisions.transactionSeq })
    .from(contentDocumentRevisions)
    .where(and(inArray(contentDocumentRevisions.documentId, ids), eq(contentDocumentRevisions.resultRev, revision)))
    .orderBy(desc(contentDocumentRevisions.transactionSeq))
    .limit(1)
  return byRevision?.seq ?? null
}

/** The document as the latest revision at or before `seq` (or before/at `time`) left it. */
async function stateAt(db: Database, id: string, bound: { seq: number } | { time: Date }): Promise<ContentDocument | null> {
  const condition =
    'seq' in bound ? lte(contentDocumentRevisions.transactionSeq, bound.seq) : lte(contentTransactions.createdAt, bound.time)
  const [row] = await db
    .select({ document: contentDocumentRevisions.document })
    .from(contentDocumentRevisions)
    .innerJoin(contentTransactions, eq(contentTransactions.seq, contentDocumentRevisions.transactionSeq))
    .where(and(eq(contentDocumentRevisions.documentId, id), condition))
    .orderBy(desc(contentDocumentRevisions.transactionSeq))
    .limit(1)
  return (row?.document as ContentDocument | null | undefined) ?? null
}

export async function documentRevision(db: Database, id: string, revisionId: string): Promise<ContentDocument | null> {
  assertIds([id])
  const seq = await seqOfRevision(db, revisionId, [id])
  return seq === null ? null : stateAt(db, id, { seq })
}

async function lastRevision(db: Database, id: string): Promise<ContentDocument | null> {
  const [current] = await db.select({ document: contentDocuments.document }).from(contentDocuments).where(eq(contentDocuments.id, id))
  if (current) return current.document as ContentDocument
  const [row] = await db
    .select({ document: contentDocumentRevisions.document })
    .from(contentDocumentRevisions)
    .where(and(eq(contentDocumentRevisions.documentId, id), isNotNull(contentDocumentRevisions.document)))
    .orderBy(desc(contentDocumentRevisions.transactionSeq))
    .limit(1)
  return (row?.document as ContentDocument | undefined) ?? null
}

export async function documentsAt(db: Database, ids: string[], at: RevisionSelector): Promise<ContentDocument[]> {
  assertIds(ids)
  const documents = await Promise.all(
    ids.map((id) => {
      if ('revision' in at) return documentRevision(db, id, at.revision)
      if ('time' in at) return stateAt(db, id, { time: assertTime(at.time, 'time') })
      return lastRevision(db, id)
    }),
  )
  return documents.filter((document): document is ContentDocument => document !== null)
}

export async function transactionsForDocuments(db: Database, ids: string[], options: TransactionsQuery = {}): Promise<HistoryTransaction[]> {
  assertIds(ids)
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT)
  const conditions = [
    inArray(
      contentTransactions.seq,
      db.select({ seq: contentDocumentRevisions.transactionSeq }).from(contentDocumentRevisions).where(inArray(contentDocumentRevisions.documentId, ids)),
    ),
  ]
  for (const [name, bound, compare] of [
    ['fromTransaction', options.fromTransaction, gte],
    ['toTransaction', options.toTransaction, lte],
  ] as const) {
    if (!bound) continue
    const seq = await seqOfRevision(db, bound, ids)
    if (seq === null) throw new ContentLakeError(404, 'notFound', `${name} "${bound}" is not a transaction of these documents`)
    conditions.push(compare(contentTransactions.seq, seq))
  }
  if (options.fromTime) conditions.push(gte(contentTransactions.createdAt, assertTime(options.fromTime, 'fromTime')))
  if (options.toTime) conditions.push(lte(contentTransactions.createdAt, assertTime(options.toTime, 'toTime')))

  const transactions = await db
    .select({
      seq: contentTransactions.seq,
      id: contentTransactions.id,
      createdAt: contentTransactions.createdAt,
      authorId: contentTransactions.authorId,
      documentIds: contentTransactions.documentIds,
    })
    .from(contentTransactions)
    .where(and(...conditions))
    .orderBy(options.reverse ? desc(contentTransactions.seq) : asc(contentTransactions.seq))
    .limit(limit)
  if (transactions.length === 0) return []
  const revisions = await db
    .select({
      seq: contentDocumentRevisions.transactionSeq,
      documentId: contentDocumentRevisions.documentId,
      effects: contentDocumentRevisions.effects,
      mutations: contentDocumentRevisions.mutations,
    })
    .from(contentDocumentRevisions)
    .where(
      and(
        inArray(
          contentDocumentRevisions.transactionSeq,
          transactions.map((transaction) => transaction.seq),
        ),
        inArray(contentDocumentRevisions.documentId, ids),
      ),
    )
  const wanted = new Set(ids)
  return transactions.map((transaction) => {
    const own = revisions.filter((revision) => revision.seq === transaction.seq).sort((a, b) => ids.indexOf(a.documentId) - ids.indexOf(b.documentId))
    const effects: Record<string, DocumentEffects> = {}
    for (const revision of own) effects[revision.documentId] = revision.effects
    const line: HistoryTransaction = {
      id: transaction.id,
      timestamp: transaction.createdAt.toISOString(),
      author: transaction.authorId ?? '',
      documentIDs: options.includeIdentifiedDocumentsOnly
        ? transaction.documentIds.filter((id) => wanted.has(id))
        : transaction.documentIds,
      effects,
    }
    if (!options.excludeContent && !options.excludeMutations) {
      line.mutations = own.flatMap((revision) => revision.mutations) as HistoryTransaction['mutations']
    }
    return line
  })
}

