import type { Executor } from '../../db/client'
import type { CommittedTransaction, ContentDocument, ContentIdentity, ContentMutation, Perspective } from '../types'

/** Options of `applyMutations` (Mutate API). */
export type MutateOptions = {
  /** The client's transaction id (`transactionId` of the request); a new one is made when absent. */
  transactionId?: string
  identity: ContentIdentity
  /**
   * An open Drizzle transaction to write in (e.g. the asset bytes and their asset document together).
   * The caller commits it and then calls `afterCallerCommit` with the result, so that this instance's
   * listeners and queries see it at once (other instances hear of it through the notification).
   */
  executor?: Executor
  /** Check and compute everything, store nothing (`dryRun=true`): the answer shows what would happen. */
  dryRun?: boolean
  /** Give every object in an array that has no `_key` a random one (`autoGenerateArrayKeys=true`). */
  autoGenerateArrayKeys?: boolean
  /**
   * Runs the GROQ query of a patch or delete by query (raw perspective: drafts and versions included)
   * and answers its result. Default: in this process over the store's snapshot; the HTTP API runs it in
   * a query worker with the API's time and size limits.
   */
  resolveQuery?: QueryResolver
}

/** A query of a mutation by query → its result (documents, or anything the query selects). */
export type QueryResolver = (query: string, params: Record<string, unknown>) => Promise<unknown>

/** Options of `applyActions` (Actions API). */
export type ActionOptions = {
  transactionId?: string
  identity: ContentIdentity
  /** Check and compute everything, store nothing (`dryRun: true` in the body). */
  dryRun?: boolean
}

export type TransactionListener = (transaction: CommittedTransaction) => void

export type QueryOptions = {
  /** Default `published`, as the Content Lake answers API versions from v2025-02-19 on. */
  perspective?: Perspective
}

/**
 * Runs before a query is parsed (the search engineer's `text::query()`/`score()` support): returns the
 * query (and params) that groq-js evaluates instead.
 */
export type QueryRewriter = (request: { query: string; params: Record<string, unknown> }) => {
  query: string
  params: Record<string, unknown>
}

/** The last committed transaction (`seq` 0 and `transactionId` null while there is none). */
export type ContentHead = { seq: number; transactionId: string | null; timestamp: string | null }

/** Mendoza patches between two states of a document. */
export type DocumentEffects = { apply: unknown[]; revert: unknown[] }

/** One line of `/data/history/:ds/transactions/:ids` (NDJSON), as the Studio parses it. */
export type HistoryTransaction = {
  id: string
  timestamp: string
  /** The author's user id. */
  author: string
  documentIDs: string[]
  /** Per requested document the transaction touched: Mendoza effects (`effectFormat=mendoza`). */
  effects: Record<string, DocumentEffects>
  /** The transaction's mutations (Mutate API form); left out with `excludeMutations`. */
  mutations?: ContentMutation[]
}

export type TransactionsQuery = {
  /** A transaction id: start there (inclusive, as the Content Lake does). */
  fromTransaction?: string
  /** A transaction id: end there (inclusive). */
  toTransaction?: string
  /** ISO times bounding the transactions' timestamps (inclusive). */
  fromTime?: string
  toTime?: string
  /** At most this many transactions (default 100, at most 10,000). */
  limit?: number
  /** Newest first. */
  reverse?: boolean
  /** Leave the mutations (which carry document contents) out; effects stay (the Studio asks so). */
  excludeContent?: boolean
  /** Leave the mutations out entirely. */
  excludeMutations?: boolean
  /** List only the asked-for documents in `documentIDs` (the Studio asks so). */
  includeIdentifiedDocumentsOnly?: boolean
}

/** Selects which stored state of a document `documentsAt` returns. */
export type RevisionSelector = { revision: string } | { time: string } | { lastRevision: true }

/**
 * One event of `/data/history/:ds/events/documents/:id` (sanity's `DocumentGroupEvent` as the API
 * sends it: without the client-side `documentVariantType`).
 */
export type DocumentHistoryEvent = {
  type:
    | 'createDocumentVersion'
    | 'deleteDocumentVersion'
    | 'publishDocumentVersion'
    | 'unpublishDocument'
    | 'deleteDocumentGroup'
    | 'createLiveDocument'
    | 'updateLiveDocument'
  id: string
  timestamp: string
  author: string
  documentId: string
  [field: string]: unknown
}

/** The answer of `/data/history/:ds/events/documents/:id`. */
export type DocumentEventsPage = {
  events: Record<string, DocumentHistoryEvent[]>
  nextCursor: string
}

export type ImportOptions = {
  identity: ContentIdentity
  /** Delete every stored document that is not in the file (in the same transaction). */
  replace: boolean
}

export type ImportResult = {
  /** Null when the file changed nothing. */
  transaction: CommittedTransaction | null
  /** Documents in the file. */
  documents: number
  /** Documents created or changed by the import. */
  written: number
  /** Documents deleted because they were not in the file (`replace`). */
  deleted: number
}

export type ExportOptions = {
  /** Include drafts (`drafts.*`) and release versions (`versions.*`); default false. */
  drafts?: boolean
}

export type { CommittedTransaction, ContentDocument }
