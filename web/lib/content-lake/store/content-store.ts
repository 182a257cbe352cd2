import type { ContentSourceMap } from '@sanity/client/csm'
import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contentDocuments } from '../../db/schema'
import { type CommittedTransaction, type ContentAction, type ContentDocument, ContentLakeError, type ContentMutation } from '../types'
import { applyPlannedActions, planActions } from './actions'
import { withArrayKeys } from './array-keys'
import { commitWrite, type WriteTarget } from './commit'
import { documentEvents } from './document-events'
import type { DocumentBody } from './documents'
import { ItemError } from './errors'
import { TransactionEvents } from './events'
import { readContentHead } from './head'
import { documentRevision, documentsAt, transactionsForDocuments } from './history'
import { isValidDocumentId } from './ids'
import { exportDataset, importDataset } from './import-export'
import { assertStorableJson } from './json'
import { applyPlannedMutations, mutationTargets, planMutations } from './mutations'
import { notificationsFor } from './notifications'
import { resolveQueryTargets } from './query-targets'
import { normalizePerspective } from './perspectives'
import type { ActionOptions, ExportOptions, ImportOptions, MutateOptions, QueryOptions, RevisionSelector, TransactionListener, TransactionsQuery } from './public-types'
import { runQuery, runQueryWithSourceMap } from './query'
import { currentQueryRewriter } from './query-rewriter'
import { archivedVersionIds, releaseDocumentId } from './release-actions'
import type { ParsedAction } from './request-schemas'
import { databasePresence, PRESENCE_CHANNEL } from './shared-presence'
import type { ContentSnapshot } from './snapshot'
import type { SourceMapMode } from './source-map'
import { loadSnapshot as loadSnapshotFrom } from './snapshot-load'
import { readTransactionsAfter } from './transaction-log'

/**
 * One instance of the store on one database connection. The app uses one per process
 * (default-store.ts); tests make two on separate pools to play two app instances.
 */
export type ContentStore = ReturnType<typeof createContentStore>

function storableRequest(kind: 'mutationError' | 'actionError', value: unknown): void {
  try {
    assertStorableJson(value, undefined)
  } catch (error) {
    if (error instanceof ItemError) throw new ContentLakeError(400, kind, `The request cannot be stored: ${error.message}`)
    throw error
  }
}

function committed(transaction: CommittedTransaction | null): CommittedTransaction {
  if (!transaction) throw new Error('content store: a request transaction was not stored')
  return transaction
}

export function createContentStore(db: Database, driver: 'postgres' | 'pglite') {
  const events = new TransactionEvents(db, notificationsFor(db, driver))
  const target: WriteTarget = { db, afterCommit: (transaction) => events.afterCommit(transaction) }
  const presence = databasePresence(db, notificationsFor(db, driver, PRESENCE_CHANNEL))
  let snapshot: Promise<ContentSnapshot> | null = null

  /**
   * The snapshot, loaded on first use. Transactions committed while it loads are buffered and applied
   * on top (those already contained are skipped by seq).
   */
  function loadSnapshot(): Promise<ContentSnapshot> {
    if (!snapshot) {
      const pending: CommittedTransaction[] = []
      let loaded: ContentSnapshot | null = null
      events.setSnapshotSink((transaction) => (loaded ? loaded.apply(transaction) : pending.push(transaction)))
      const loading = events.start().then(async () => {
        const next = await loadSnapshotFrom(db)
        pending.forEach((transaction) => next.apply(transaction))
        loaded = next
        return next
      })
      snapshot = loading
      // A failed load (database unreachable) is not remembered: the next query tries again.
      loading.catch(() => {
        if (snapshot === loading) snapshot = null
      })
    }
    return snapshot
  }

  /** The versions that unarchiving a release brings back, as they were when it was archived (the history). */
  async function archivedVersionsToRestore(actions: ParsedAction[]): Promise<Map<string, DocumentBody>> {
    const releaseIds = actions.flatMap((action) => (action.actionType === 'sanity.action.release.unarchive' ? [action.releaseId] : []))
    if (releaseIds.length === 0) return new Map()
    const releases = await documentsAt(db, releaseIds.map(releaseDocumentId), { lastRevision: true })
    const versionIds = releaseIds.flatMap((releaseId) => archivedVersionIds(releases.find((release) => release._id === releaseDocumentId(releaseId)), releaseId))
    const versions = versionIds.length ? await documentsAt(db, versionIds, { lastRevision: true }) : []
    return new Map(versions.map((version) => [version._id, version as DocumentBody]))
  }

  async function queryCurrentSnapshot(request: { query: string; params: Record<string, unknown> }, options: QueryOptions, sourceMap: SourceMapMode | null) {
    const current = await loadSnapshot()
    return runQueryWithSourceMap(current.view(normalizePerspective(options.perspective)), request, currentQueryRewriter(), sourceMap)
  }

  return {
    async applyMutations(mutations: ContentMutation[], options: MutateOptions): Promise<CommittedTransaction> {
      const requested = options.autoGenerateArrayKeys ? mutations.map((mutation) => withArrayKeys(mutation) as ContentMutation) : mutations
      storableRequest('mutationError', requested)
      const resolveQuery = options.resolveQuery ?? (async (query, params) => runQuery((await loadSnapshot()).view('raw'), { query, params }, null))
      const planned = planMutations(requested, await resolveQueryTargets(requested, resolveQuery))
      const transaction = await commitWrite(
        target,
        {
          identity: options.identity,
          transactionId: options.transactionId,
          request: { mutations: requested },
          ids: mutationTargets(planned),
          executor: options.executor,
          dryRun: options.dryRun,
        },
        (working) => applyPlannedMutations(working, planned),
      )
      return committed(transaction)
    },

    async applyActions(actions: ContentAction[], options: ActionOptions): Promise<CommittedTransaction> {
      storableRequest('actionError', actions)
      const { actions: planned, targets } = planActions(actions)
      const archivedVersions = await archivedVersionsToRestore(planned)
      const transaction = await commitWrite(
        target,
        {
          identity: options.identity,
          transactionId: options.transactionId,
          request: { actions },
          ids: [...targets.ids, ...archivedVersions.keys()],
          variantsOf: targets.variantsOf,
          releases: targets.releases,
          dryRun: options.dryRun,
        },
        (working) => applyPlannedActions(working, planned, archivedVersions),
      )
      return committed(transaction)
    },

    /**
     * A transaction written in a caller's own database transaction (`executor`), after the caller
     * committed it: delivered to this instance's listeners (and its query snapshot) now, not only once
     * the notification comes back, so that the next request of the same client sees it.
     */
    afterCallerCommit: (transaction: CommittedTransaction) => events.afterCommit(transaction),

    subscribeToTransactions(listener: TransactionListener): () => void {
      return events.subscribe(listener)
    },

    /** Resolves once transactions committed from now on reach the listeners. */
    listening(): Promise<void> {
      return events.start()
    },

    /** Loads the documents into memory now (see loadContentSnapshot in api.ts). */
    async loadSnapshot(): Promise<void> {
      await loadSnapshot()
    },

    /** Every document and the seq they are current at; transactions after it reach subscribers later. */
    async snapshotState(): Promise<{ documents: ContentDocument[]; seq: number }> {
      return (await loadSnapshot()).state()
    },

    async queryContent<Result = unknown>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}): Promise<Result> {
      return (await queryCurrentSnapshot({ query, params }, options, null)).result as Result
    },

    /** The result with its content source map (source-map.ts): an editor's preview encodes it as stega. */
    async queryContentWithSourceMap<Result = unknown>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}) {
      return (await queryCurrentSnapshot({ query, params }, options, 'keys')) as { result: Result; resultSourceMap: ContentSourceMap }
    },

    async getDocuments(ids: string[]): Promise<(ContentDocument | null)[]> {
      const invalid = ids.find((id) => !isValidDocumentId(id))
      if (invalid !== undefined) throw new ContentLakeError(400, 'invalidRequest', `Invalid document ID ${JSON.stringify(invalid)}`)
      if (ids.length === 0) return []
      const rows = await db.select({ document: contentDocuments.document }).from(contentDocuments).where(inArray(contentDocuments.id, ids))
      const byId = new Map(rows.map((row) => [row.document._id, row.document as ContentDocument]))
      return ids.map((id) => byId.get(id) ?? null)
    },

    contentHead: () => readContentHead(db),
    /** Committed transactions after `seq`, oldest first (a listener resuming on another instance). */
    transactionsAfter: (seq: number, limit: number) => readTransactionsAfter(db, seq, limit),
    /** The studio's presence, shared by the instances on this database. */
    presence,
    documentRevision: (id: string, revisionId: string) => documentRevision(db, id, revisionId),
    documentsAt: (ids: string[], at: RevisionSelector) => documentsAt(db, ids, at),
    transactionsForDocuments: (ids: string[], options?: TransactionsQuery) => transactionsForDocuments(db, ids, options),
    documentEvents: (id: string, options?: { limit?: number; nextCursor?: string }) => documentEvents(db, id, options),
    importDataset: (ndjson: string, options: ImportOptions) => importDataset(target, ndjson, options),
    exportDataset: (options?: ExportOptions) => exportDataset(db, options),

    /** Stops listening for other instances' commits and presence. */
    close: async () => {
      await Promise.all([events.close(), presence.close()])
    },
  }
}
