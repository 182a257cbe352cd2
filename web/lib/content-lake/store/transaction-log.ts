import { applyPatch } from 'mendoza'
import { asc, gt, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { contentDocumentRevisions, contentTransactions } from '../../db/schema'
import type { CommittedTransaction, ContentDocument, ContentIdentity, ContentMutation, DocumentChange } from '../types'

/**
 * Committed transactions as stored (content_transactions + one content_document_revisions row per
 * document) and as delivered to listeners. Both the committing instance and the others build the
 * CommittedTransaction the same way, so every listener sees the same thing.
 */

const ROLES = new Set<ContentIdentity['role']>(['administrator', 'editor', 'system'])

/**
 * The identity as the history keeps it: the user's id and role. Names and e-mail addresses are not
 * stored with content history (they belong to the account, which may be deleted).
 */
export function storedIdentity(id: string | null, role: string): ContentIdentity {
  return { id: id ?? '', name: '', email: '', role: ROLES.has(role as ContentIdentity['role']) ? (role as ContentIdentity['role']) : 'system' }
}

export type RevisionRow = typeof contentDocumentRevisions.$inferSelect

export function transitionOf(previous: unknown, result: unknown): DocumentChange['transition'] {
  if (previous === null) return 'appear'
  if (result === null) return 'disappear'
  return 'update'
}

/** Changes of a transaction are listed by document id (code unit order, as on every instance). */
export function byDocumentId(a: { documentId: string }, b: { documentId: string }): number {
  return a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0
}

/** A document change from its revision row; the previous document is rebuilt with `effects.revert`. */
export function changeFromRevision(row: RevisionRow): DocumentChange {
  const result = (row.document as ContentDocument | null) ?? null
  const previous = (applyPatch(result, row.effects.revert) as ContentDocument | null) ?? null
  return {
    documentId: row.documentId,
    transition: transitionOf(previous, result),
    previous,
    result,
    previousRev: row.previousRev,
    resultRev: row.resultRev,
    mutations: row.mutations as unknown as ContentMutation[],
    effects: row.effects,
  }
}

/** Committed transactions after `afterSeq`, oldest first (at most `limit`). */
export async function readTransactionsAfter(db: Executor, afterSeq: number, limit = 200): Promise<CommittedTransaction[]> {
  const transactions = await db
    .select({
      seq: contentTransactions.seq,
      id: contentTransactions.id,
      createdAt: contentTransactions.createdAt,
      authorId: contentTransactions.authorId,
      authorRole: contentTransactions.authorRole,
    })
    .from(contentTransactions)
    .where(gt(contentTransactions.seq, afterSeq))
    .orderBy(asc(contentTransactions.seq))
    .limit(limit)
  if (transactions.length === 0) return []
  const revisions = await db
    .select()
    .from(contentDocumentRevisions)
    .where(
      inArray(
        contentDocumentRevisions.transactionSeq,
        transactions.map((transaction) => transaction.seq),
      ),
    )
    .orderBy(asc(contentDocumentRevisions.transactionSeq))
  const changes = new Map<number, DocumentChange[]>()
  for (const row of revisions) {
    const list = changes.get(row.transactionSeq) ?? []
    list.push(changeFromRevision(row))
    changes.set(row.transactionSeq, list)
  }
  return transactions.map((transaction) => ({
    seq: transaction.seq,
    id: transaction.id,
    timestamp: transaction.createdAt.toISOString(),
    identity: storedIdentity(transaction.authorId, transaction.authorRole),
    changes: (changes.get(transaction.seq) ?? []).sort(byDocumentId),
  }))
}
