import type { ContentDocument } from '../types'
import type { DocumentBody } from './documents'
import { cloneJson } from './json'

/** What a transaction did to one document so far. */
export type WorkingEntry = {
  id: string
  /** As stored when the transaction locked it (null: did not exist). */
  before: ContentDocument | null
  /** As the transaction leaves it so far (null: does not exist). */
  current: DocumentBody | null
  /** The Mutate-API form of what was done to it, for listeners and history. */
  mutations: Record<string, unknown>[]
  /** Written by the transaction (a no-op such as createIfNotExists on an existing document is not). */
  touched: boolean
  /** Keep `_rev`, `_createdAt` and `_updatedAt` as given (a dataset import restoring documents). */
  keepSystemFields: boolean
}

/**
 * The documents of one transaction: loaded (and locked) before any action runs, changed in memory,
 * written together on commit. Asking for a document that was not loaded is a bug, not a request error.
 */
export class WorkingSet {
  private readonly entries = new Map<string, WorkingEntry>()

  constructor(loaded: Iterable<[string, ContentDocument | null]>) {
    for (const [id, document] of loaded) {
      this.entries.set(id, {
        id,
        before: document,
        current: document ? (cloneJson(document) as DocumentBody) : null,
        mutations: [],
        touched: false,
        keepSystemFields: false,
      })
    }
  }

  private entry(id: string): WorkingEntry {
    const entry = this.entries.get(id)
    if (!entry) throw new Error(`content store: document "${id}" was not loaded for this transaction`)
    return entry
  }

  /** The document as the transaction sees it now (a copy: change it through `put`). */
  get(id: string): DocumentBody | null {
    const current = this.entry(id).current
    return current ? (cloneJson(current) as DocumentBody) : null
  }

  exists(id: string): boolean {
    return this.entry(id).current !== null
  }

  /** The stored revision the client may compare with (`ifRevisionID`): null once created or deleted here. */
  storedRevision(id: string): string | null {
    const entry = this.entry(id)
    return entry.current === null ? null : (entry.before?._rev ?? null)
  }

  put(id: string, document: DocumentBody | null, mutations: Record<string, unknown>[], keepSystemFields = false): void {
    const entry = this.entry(id)
    entry.current = document ? (cloneJson(document) as DocumentBody) : null
    entry.mutations.push(...cloneJson(mutations))
    entry.touched = true
    entry.keepSystemFields = keepSystemFields
  }

  /** Ids of every loaded document. */
  loadedIds(): string[] {
    return [...this.entries.keys()]
  }

  touchedEntries(): WorkingEntry[] {
    return [...this.entries.values()].filter((entry) => entry.touched).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  }
}
