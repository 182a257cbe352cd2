/**
 * The Content Lake's second entry, for code that runs outside Next: the scripts tsx runs (`npm run seed`,
 * `content:export`, `studio:trust`, the benchmarks, the local deployment) and test helpers. Nothing here
 * imports `server-only` (whose default export throws outside a React server bundle), nor the HTTP
 * server, the assets or the app's wiring. The app imports `@/lib/content-lake` (index.ts), which
 * re-exports all of this.
 */

// The store: documents, transactions and their history in the project's database (store/api.ts).
export {
  afterCallerCommit,
  applyActions,
  applyMutations,
  closeContentStore,
  contentHead,
  createContentStore,
  documentEvents,
  documentRevision,
  documentsAt,
  exportDataset,
  getDocuments,
  importDataset,
  loadContentSnapshot,
  queryContent,
  queryContentWithSourceMap,
  setQueryRewriter,
  sharedPresence,
  subscribeToTransactions,
  SYSTEM_IDENTITY,
  transactionsForDocuments,
  type ContentStore,
  type Unsubscribe,
} from './store/api'
// Content releases scheduled for a time: published then, once across instances (store/release-scheduler.ts).
export { startReleaseScheduler, type ReleaseSchedulerOptions } from './store/release-scheduler'
// Sync tags of the Live Content API: of a query's answer, and of a committed change (store/sync-tags.ts).
export { changedDocumentsSyncTags, queryWithSyncTags, staticSyncTags, transactionSyncTags, type ReferenceTargets } from './store/sync-tags'
export type {
  ActionOptions,
  ContentHead,
  DocumentEffects,
  DocumentEventsPage,
  DocumentHistoryEvent,
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
} from './store/public-types'
export type { PresenceEvent, PresenceSession, SharedPresence } from './store/shared-presence'

// The contract: documents, identities, transactions, errors (types.ts).
export {
  ContentLakeError,
  type CommittedTransaction,
  type ContentAction,
  type ContentDocument,
  type ContentIdentity,
  type ContentMutation,
  type DocumentChange,
  type Perspective,
} from './types'

// The Content API's TLS certificate and the machine's local certificate authority (`npm run studio:trust`).
export { AUTHORITY_CERT_FILE, AUTHORITY_KEY_FILE, CERT_FILE, loadTlsCertificate, secretsDirectory, type TlsFiles } from './server/tls-certificate'
export { createLocalAuthority, issueServerCertificate, type PemPair } from './server/local-certificate-authority'
