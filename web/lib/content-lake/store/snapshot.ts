import type { Database } from '../../db/client'
import { contentDocuments } from '../../db/schema'
import type { CommittedTransaction, ContentDocument } from '../types'
import { readContentHead } from './head'
import { cloneJson, deepFreeze } from './json'
import { buildView, type NormalizedPerspective, perspectiveKey } from './perspectives'

/**
 * Every stored document in memory, for GROQ: loaded once per process and kept current from the
 * committed transactions, so reading costs no database round trip. Documents are frozen (queries hand
 * them out as they are); each perspective's document list is built once per change.
 */
export class ContentSnapshot {
  private readonly documents = new Map<string, ContentDocument>()
  private readonly views = new Map<string, ContentDocument[]>()
  /** Seq of the last transaction the snapshot contains. */
  private seq: number

  private constructor(documents: ContentDocument[], seq: number) {
    for (const document of documents) this.documents.set(document._id, deepFreeze(document))
    this.seq = seq
  }

  /** Reads the head and then the documents in one repeatable-read transaction (a consistent pair). */
  static async load(db: Database): Promise<ContentSnapshot> {
    return db.transaction(
      async (tx) => {
        const head = await readContentHead(tx)
        const rows = await tx.select({ document: contentDocuments.document }).from(contentDocuments)
        return new ContentSnapshot(
          rows.map((row) => row.document as ContentDocument),
          head.seq,
        )
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
  }

  get lastSeq(): number {
    return this.seq
  }

  get size(): number {
    return this.documents.size
  }

  apply(transaction: CommittedTransaction): void {
    if (transaction.seq <= this.seq) return
    for (const change of transaction.changes) {
      if (change.result) this.documents.set(change.documentId, deepFreeze(cloneJson(change.result)))
      else this.documents.delete(change.documentId)
    }
    this.seq = transaction.seq
    this.views.clear()
  }

  get(id: string): ContentDocument | undefined {
    return this.documents.get(id)
  }

  view(perspective: NormalizedPerspective): ContentDocument[] {
    const key = perspectiveKey(perspective)
    let view = this.views.get(key)
    if (!view) {
      view = buildView(this.documents, perspective)
      this.views.set(key, view)
    }
    return view
  }
}
