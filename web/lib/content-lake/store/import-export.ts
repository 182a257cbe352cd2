import { and, asc, gt, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contentDocuments } from '../../db/schema'
import { ContentLakeError, type ContentDocument } from '../types'
import { commitWrite, type WriteTarget } from './commit'
import { checkDocumentBody, type DocumentBody, isIsoTime } from './documents'
import { ItemError } from './errors'
import { isPublishedId } from './ids'
import { jsonEqual, stableStringify } from './json'
import { parseNdjson } from './ndjson'
import type { ExportOptions, ImportOptions, ImportResult } from './public-types'

/**
 * Import and export of Sanity's NDJSON dataset format. An import is one transaction: documents that
 * are equal to the stored ones are left alone (so importing an export of this store changes nothing),
 * system fields in the file (`_rev`, `_createdAt`, `_updatedAt`) are restored as they were, and
 * `replace` deletes what the file does not contain. The export is sorted by `_id` with a stable key
 * order, so export → import → export gives the same bytes.
 */

const SYSTEM_FIELDS = ['_rev', '_createdAt', '_updatedAt'] as const
const REVISION = /^[A-Za-z0-9._-]{1,200}$/

function withoutSystemFields(document: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...document }
  for (const field of SYSTEM_FIELDS) delete copy[field]
  return copy
}

/** The document to store from a file line, and whether its system fields are to be kept. */
function fileDocument(raw: Record<string, unknown>, line: number): { body: DocumentBody; restore: boolean } {
  try {
    const body = checkDocumentBody(raw, raw._id as string)
    const restore = typeof raw._rev === 'string' && REVISION.test(raw._rev) && isIsoTime(raw._createdAt) && isIsoTime(raw._updatedAt)
    return { body: restore ? { ...body, _rev: raw._rev, _createdAt: raw._createdAt, _updatedAt: raw._updatedAt } : body, restore }
  } catch (error) {
    if (error instanceof ItemError) throw new ContentLakeError(400, 'invalidDocument', `Document ${line}: ${error.message}`, { index: line - 1 })
    throw error
  }
}

export async function importDataset(target: WriteTarget, ndjson: string, options: ImportOptions): Promise<ImportResult> {
  const lines = parseNdjson(ndjson)
  const seen = new Set<string>()
  const documents = lines.map((raw, index) => {
    const parsed = fileDocument(raw, index + 1)
    if (seen.has(parsed.body._id)) throw new ContentLakeError(400, 'invalidDocument', `Document ${index + 1}: "${parsed.body._id}" appears twice`)
    seen.add(parsed.body._id)
    return parsed
  })
  let written = 0
  let deleted = 0
  const transaction = await commitWrite(
    target,
    {
      identity: options.identity,
      request: { import: { documents: documents.length, replace: options.replace } },
      ids: [...seen],
      wholeDataset: true,
      skipWhenUnchanged: true,
    },
    (working) => {
      for (const { body, restore } of documents) {
        const existing = working.get(body._id)
        const unchanged = existing && (restore ? jsonEqual(existing, body) : jsonEqual(withoutSystemFields(existing), withoutSystemFields(body)))
        if (unchanged) continue
        const replacement = !restore && existing ? { ...body, _createdAt: existing._createdAt } : body
        working.put(body._id, replacement, [{ createOrReplace: replacement }], restore)
        written += 1
      }
      if (!options.replace) return
      for (const id of working.loadedIds()) {
        if (seen.has(id) || !working.exists(id)) continue
        working.put(id, null, [{ delete: { id } }])
        deleted += 1
      }
    },
  )
  return { transaction, documents: documents.length, written, deleted }
}

export async function exportDataset(db: Database, options: ExportOptions = {}): Promise<string> {
  const rows = await db.select({ document: contentDocuments.document }).from(contentDocuments).orderBy(asc(contentDocuments.id))
  const documents = rows
    .map((row) => row.document as ContentDocument)
    .filter((document) => options.drafts || isPublishedId(document._id))
    // Code unit order, whatever the database's collation.
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
  return documents.map((document) => `${stableStringify(document, true)}\n`).join('')
}

export type ExportPageOptions = {
  /** Start after this `_id` (the last one of the previous page); from the first document without it. */
  after?: string
  /** Only documents of these `_type`s; all when absent or empty. */
  types?: readonly string[]
  /** At most this many documents. */
  limit: number
}

/**
 * One page of every stored document (published, drafts, versions, assets, system documents), in the
 * database's `_id` order (the primary key's index; deterministic, but not necessarily code-unit order),
 * for the Export API: a caller that starts each page after the previous page's last `_id` reads the
 * whole dataset a page at a time, however large it is. Pages are separate reads, not one snapshot: a
 * document changed meanwhile is read as it is when its page is read.
 */
export async function readExportPage(db: Database, options: ExportPageOptions): Promise<ContentDocument[]> {
  const conditions: SQL[] = []
  if (options.after !== undefined) conditions.push(gt(contentDocuments.id, options.after))
  if (options.types && options.types.length > 0) conditions.push(inArray(contentDocuments.type, [...options.types]))
  const rows = await db
    .select({ document: contentDocuments.document })
    .from(contentDocuments)
    .where(and(...conditions))
    .orderBy(asc(contentDocuments.id))
    .limit(options.limit)
  return rows.map((row) => row.document as ContentDocument)
}
