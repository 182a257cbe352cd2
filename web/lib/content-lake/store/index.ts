import 'server-only'
import type { CommittedTransaction, ContentAction, ContentDocument, ContentMutation } from '../types'
import type {
  ActionOptions,
  ContentHead,
  DocumentEventsPage,
  ExportOptions,
  HistoryTransaction,
  ImportOptions,
  ImportResult,
  MutateOptions,
  QueryOptions,
  QueryRewriter,
  RevisionSelector,
  TransactionListener,
  TransactionsQuery,
} from './public-types'

/**
 * The store of the local Content Lake: documents, transactions and their history in the project's
 * database, an in-memory snapshot for GROQ, and commit events for listeners in every app instance.
 * No HTTP here: web/lib/content-lake/server/ speaks the Content Lake's protocol on top of it.
 */

export type * from './public-types'

function notImplemented(): never {
  throw new Error('content store: not implemented yet')
}

/** Mutate API: all mutations in one database transaction, or none. */
export async function applyMutations(
  mutations: ContentMutation[],
  options: MutateOptions,
): Promise<CommittedTransaction> {
  void mutations
  void options
  notImplemented()
}

/** Actions API (what the Studio sends): all actions in one database transaction, or none. */
export async function applyActions(actions: ContentAction[], options: ActionOptions): Promise<CommittedTransaction> {
  void actions
  void options
  notImplemented()
}

/** Every committed transaction of every instance, once, in commit order. Returns the unsubscribe. */
export function subscribeToTransactions(listener: TransactionListener): () => void {
  void listener
  notImplemented()
}

/** A GROQ query over the current documents in a perspective (default `published`). */
export async function queryContent<Result = unknown>(
  query: string,
  params: Record<string, unknown> = {},
  options: QueryOptions = {},
): Promise<Result> {
  void query
  void params
  void options
  notImplemented()
}

/** The stored documents with these ids (any prefix), null where none exists; in the order asked. */
export async function getDocuments(ids: string[]): Promise<(ContentDocument | null)[]> {
  void ids
  notImplemented()
}

/** Registers the query rewriter (search); null removes it. */
export function setQueryRewriter(rewriter: QueryRewriter | null): void {
  void rewriter
  notImplemented()
}

/** The last committed transaction. */
export async function contentHead(): Promise<ContentHead> {
  notImplemented()
}

/** The document as transaction `revisionId` left it (null: it did not exist then / unknown revision). */
export async function documentRevision(id: string, revisionId: string): Promise<ContentDocument | null> {
  void id
  void revisionId
  notImplemented()
}

/** `/data/history/:ds/documents/:ids?revision=|time=|lastRevision=true`: each id's state, if any. */
export async function documentsAt(ids: string[], at: RevisionSelector): Promise<ContentDocument[]> {
  void ids
  void at
  notImplemented()
}

/** `/data/history/:ds/transactions/:ids`: the transactions that touched any of these documents. */
export async function transactionsForDocuments(
  ids: string[],
  options: TransactionsQuery = {},
): Promise<HistoryTransaction[]> {
  void ids
  void options
  notImplemented()
}

/** `/data/history/:ds/events/documents/:id`: the document group's events, newest first. */
export async function documentEvents(
  id: string,
  options: { limit?: number; nextCursor?: string } = {},
): Promise<DocumentEventsPage> {
  void id
  void options
  notImplemented()
}

/** Loads a Sanity NDJSON export as one transaction. */
export async function importDataset(ndjson: string, options: ImportOptions): Promise<ImportResult> {
  void ndjson
  void options
  notImplemented()
}

/** NDJSON of the stored documents, one per line, sorted by `_id`, stable key order. */
export async function exportDataset(options: ExportOptions = {}): Promise<string> {
  void options
  notImplemented()
}
