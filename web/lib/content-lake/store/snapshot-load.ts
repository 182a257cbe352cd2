import type { Database } from '../../db/client'
import { contentDocuments } from '../../db/schema'
import type { ContentDocument } from '../types'
import { readContentHead } from './head'
import { ContentSnapshot } from './snapshot'

/** Reads the head and then the documents in one repeatable-read transaction (a consistent pair). */
export function loadSnapshot(db: Database): Promise<ContentSnapshot> {
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
