import type { CommittedTransaction, ContentDocument, DocumentChange } from '../types'

/** What the snapshot needs of a committed transaction (a query worker gets only this much). */
export type SnapshotUpdate = Pick<CommittedTransaction, 'seq'> & { changes: Pick<DocumentChange, 'documentId' | 'result'>[] }
import { cloneJson, deepFreeze } from './json'
import { buildView, type NormalizedPerspective, perspectiveKey } from './perspectives'

/**
 * Every stored document in memory, for GROQ: loaded once per process (snapshot-load.ts) and kept
 * current from the committed transactions, so reading costs no database round trip. Documents are
 * frozen (queries hand them out as they are); each perspective's document list is built once per
 * change. No database here: the Content API's query workers keep a copy of their own.
 */
export class ContentSnapshot {
  private readonly documents = new Map<string, ContentDocument>()
  private readonly views = new Map<string, ContentDocument[]>()
  /** Seq of the last transaction the snapshot contains. */
  private seq: number

  constructor(documents: ContentDocument[], seq: number) {
    for (const document of documents) this.documents.set(document._id, deepFreeze(document))
    this.seq = seq
  }

  /** Every document and the seq they are current at (to hand a copy to a query worker). */
  state(): { documents: ContentDocument[]; seq: number } {
    return { documents: [...this.documents.values()], seq: this.seq }
  }

  get lastSeq(): number {
    return this.seq
  }

  get size(): number {
    return this.documents.size
  }

  apply(transaction: SnapshotUpdate): void {
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
