import type { CommittedTransaction, DocumentChange } from '../../types'
import type { ListenOptions } from './listen-request'

/**
 * A `mutation` event as the Studio matches it: `eventId` and the transaction's `transactionId` dedupe
 * events, `previousRev` → `resultRev` (= the transaction id) chain them per document, and
 * `transactionTotalEvents`/`transactionCurrentEvent` let the Studio wait for every document of a
 * transaction (e.g. publish: draft deleted and published written) before applying it.
 */
export type MutationEvent = Record<string, unknown> & { eventId: string; documentId: string }

const isVersionId = (id: string) => id.startsWith('versions.')

export function wantsDocument(documentId: string, options: ListenOptions): boolean {
  // Release versions are only for listeners that ask for all versions; drafts always come.
  return options.includeAllVersions || !isVersionId(documentId)
}

export function mutationEvents(
  transaction: CommittedTransaction,
  changes: DocumentChange[],
  options: ListenOptions,
): MutationEvent[] {
  return changes.map((change, index) => ({
    eventId: `${transaction.id}#${change.documentId}`,
    documentId: change.documentId,
    transactionId: transaction.id,
    transition: change.transition,
    identity: transaction.identity.id,
    ...(options.includeMutations ? { mutations: change.mutations } : {}),
    // Absent (not null) for a new document: the Studio chains it to a snapshot without a revision.
    ...(change.previousRev ? { previousRev: change.previousRev } : {}),
    resultRev: transaction.id,
    timestamp: transaction.timestamp,
    visibility: options.visibility === 'transaction' ? 'transaction' : 'query',
    transactionTotalEvents: changes.length,
    transactionCurrentEvent: index + 1,
    ...(options.effectFormat === 'mendoza' ? { effects: change.effects } : {}),
    ...(options.includeResult && change.result ? { result: change.result } : {}),
    ...(options.includePreviousRevision && change.previous ? { previous: change.previous } : {}),
  }))
}
