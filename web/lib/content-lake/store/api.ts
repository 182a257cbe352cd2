import { getDb } from '../../db/client'
import type { CommittedTransaction, ContentAction, ContentDocument, ContentMutation } from '../types'
import { contentStore } from './default-store'
import { type ExportPageOptions, readExportPage } from './import-export'
import type { SharedPresence } from './shared-presence'
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
  RevisionSelector,
  TransactionListener,
  TransactionsQuery,
} from './public-types'

/**
 * The store's functions on the process's database. Imported by index.ts (the app, server-only) and
 * directly by scripts (`npm run seed`, `npm run content:export`), which run outside Next.
 */

/** Mutate API: all mutations in one database transaction, or none. */
export async function applyMutations(mutations: ContentMutation[], options: MutateOptions): Promise<CommittedTransaction> {
  return (await contentStore()).applyMutations(mutations, options)
}

/**
 * After a caller committed its own database transaction in which `applyMutations` wrote (`executor`):
 * this instance's listeners and queries see the change before the caller answers its client.
 */
export async function afterCallerCommit(transaction: CommittedTransaction): Promise<void> {
  await (await contentStore()).afterCallerCommit(transaction)
}

/** Actions API (what the Studio sends): all actions in one database transaction, or none. */
export async function applyActions(actions: ContentAction[], options: ActionOptions): Promise<CommittedTransaction> {
  return (await contentStore()).applyActions(actions, options)
}

/** What `subscribeToTransactions` returns: call it to unsubscribe; `ready` resolves once listening. */
export type Unsubscribe = (() => void) & { ready: Promise<void> }

/**
 * Every committed transaction of every instance, once, in commit order, from the time `ready`
 * resolves (e.g. send the listener's `welcome` after it).
 */
export function subscribeToTransactions(listener: TransactionListener): Unsubscribe {
  let unsubscribe: (() => void) | null = null
  let cancelled = false
  const ready = contentStore().then(async (store) => {
    if (cancelled) return
    unsubscribe = store.subscribeToTransactions(listener)
    await store.listening()
  })
  return Object.assign(
    () => {
      cancelled = true
      unsubscribe?.()
    },
    { ready },
  )
}

/** A GROQ query over the current documents in a perspective (default `published`). */
export async function queryContent<Result = unknown>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}): Promise<Result> {
  return (await contentStore()).queryContent<Result>(query, params, options)
}

/** A query's result with its content source map (`resultSourceMap`, store/source-map.ts). */
export async function queryContentWithSourceMap<Result = unknown>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}) {
  return (await contentStore()).queryContentWithSourceMap<Result>(query, params, options)
}

/**
 * Loads the documents the queries read into memory now, instead of on the first query. An app instance
 * does this at start: on the embedded PGlite (one connection) a first query made while the same
 * request holds a database transaction open (an e-mail composed inside it reads the site settings)
 * would wait for that transaction, which waits for the query.
 */
export async function loadContentSnapshot(): Promise<void> {
  await (await contentStore()).loadSnapshot()
}

/**
 * Every document in memory and the seq of the last transaction they contain (a query worker's copy);
 * `subscribeToTransactions` delivers the transactions after it.
 */
export async function snapshotState(): Promise<{ documents: ContentDocument[]; seq: number }> {
  return (await contentStore()).snapshotState()
}

/** The stored documents with these ids (any prefix), null where none exists; in the order asked. */
export async function getDocuments(ids: string[]): Promise<(ContentDocument | null)[]> {
  return (await contentStore()).getDocuments(ids)
}

export { setQueryRewriter } from './query-rewriter'

/** The last committed transaction. */
export async function contentHead(): Promise<ContentHead> {
  return (await contentStore()).contentHead()
}

/** Committed transactions after `seq`, oldest first, at most `limit` (listeners resuming with `Last-Event-ID`). */
export async function transactionsAfter(seq: number, limit: number): Promise<CommittedTransaction[]> {
  return (await contentStore()).transactionsAfter(seq, limit)
}

/** The studio's presence as every instance on this database shares it. */
export async function sharedPresence(): Promise<SharedPresence> {
  return (await contentStore()).presence
}

/** The document as transaction (or revision) `revisionId` left it; null if it did not exist then. */
export async function documentRevision(id: string, revisionId: string): Promise<ContentDocument | null> {
  return (await contentStore()).documentRevision(id, revisionId)
}

/** `/data/history/:ds/documents/:ids?revision=|time=|lastRevision=true`: each id's state, if any. */
export async function documentsAt(ids: string[], at: RevisionSelector): Promise<ContentDocument[]> {
  return (await contentStore()).documentsAt(ids, at)
}

/** `/data/history/:ds/transactions/:ids`: the transactions that touched any of these documents. */
export async function transactionsForDocuments(ids: string[], options: TransactionsQuery = {}): Promise<HistoryTransaction[]> {
  return (await contentStore()).transactionsForDocuments(ids, options)
}

/** `/data/history/:ds/events/documents/:id`: the document group's events, newest first. */
export async function documentEvents(id: string, options: { limit?: number; nextCursor?: string } = {}): Promise<DocumentEventsPage> {
  return (await contentStore()).documentEvents(id, options)
}

/** Loads a Sanity NDJSON export as one transaction. */
export async function importDataset(ndjson: string, options: ImportOptions): Promise<ImportResult> {
  return (await contentStore()).importDataset(ndjson, options)
}

/** NDJSON of the stored documents, one per line, sorted by `_id`, stable key order. */
export async function exportDataset(options: ExportOptions = {}): Promise<string> {
  return (await contentStore()).exportDataset(options)
}

/**
 * One page of the stored documents (all of them: drafts, versions, assets) in `_id` order, after
 * `options.after`: the Export API (`/data/export/:ds`) reads the dataset a page at a time.
 */
export async function exportDocumentsPage(options: ExportPageOptions): Promise<ContentDocument[]> {
  return readExportPage(await getDb(), options)
}

export type { ExportPageOptions }

export { closeContentStore } from './default-store'
export { createContentStore, type ContentStore } from './content-store'
export { SYSTEM_IDENTITY } from './system-identity'
