import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contentDocumentRevisions, contentTransactions } from '../../db/schema'
import { ContentLakeError } from '../types'
import { draftIdOf, isPublishedId, isValidDocumentId, publishedIdOf, releaseOf } from './ids'
import type { DocumentEventsPage, DocumentHistoryEvent } from './public-types'

/**
 * `/data/history/:ds/events/documents/:id`: the lifecycle of a document group (published document,
 * draft, release versions) derived from its transactions, newest first — created, published,
 * unpublished, discarded, deleted; edits are not events (the Studio reads them from the transactions).
 * Shapes as sanity 6.16's `DocumentGroupEvent` (without its client-side fields).
 */

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1_000
const TRANSACTION_BATCH = 500

type Row = {
  seq: number
  transactionId: string
  createdAt: Date
  authorId: string | null
  request: Record<string, unknown>
  documentId: string
  previousRev: string | null
  resultRev: string | null
  existedBefore: boolean
  existsAfter: boolean
}

function requestedUnpublish(request: Record<string, unknown>): boolean {
  const actions = request.actions
  return Array.isArray(actions) && actions.some((action) => (action as { actionType?: unknown })?.actionType === 'sanity.action.document.unpublish')
}

function withRelease(versionId: string): { releaseId?: string } {
  const release = releaseOf(versionId)
  return release ? { releaseId: release } : {}
}

/** The events of one transaction of the group, in the order the Studio lists them (newest first). */
function eventsOf(rows: Row[], publishedId: string): DocumentHistoryEvent[] {
  const first = rows[0]!
  const base = { timestamp: first.createdAt.toISOString(), author: first.authorId ?? '', documentId: publishedId }
  const published = rows.find((row) => row.documentId === publishedId)
  const variants = rows.filter((row) => row.documentId !== publishedId)
  const gone = variants.filter((row) => row.existedBefore && !row.existsAfter)
  const events: DocumentHistoryEvent[] = []
  const handled = new Set<string>()

  if (published?.existsAfter && gone.length > 0) {
    const source = gone[0]!
    handled.add(source.documentId)
    events.push({
      ...base,
      type: 'publishDocumentVersion',
      id: published.resultRev!,
      revisionId: published.resultRev!,
      versionId: source.documentId,
      ...(source.previousRev ? { versionRevisionId: source.previousRev } : {}),
      ...withRelease(source.documentId),
      publishCause: 'document.publish',
    })
  } else if (published && published.existedBefore && !published.existsAfter) {
    if (requestedUnpublish(first.request)) {
      const draft = variants.find((row) => row.documentId === draftIdOf(publishedId))
      if (draft) handled.add(draft.documentId)
      events.push({
        ...base,
        type: 'unpublishDocument',
        id: `unpublishAt-${base.timestamp}`,
        versionId: draftIdOf(publishedId),
        versionRevisionId: draft?.resultRev ?? '',
      })
    } else {
      variants.forEach((row) => handled.add(row.documentId))
      events.push({ ...base, type: 'deleteDocumentGroup', id: `deleted-${base.timestamp}` })
    }
  } else if (published?.existsAfter) {
    const type = published.existedBefore ? 'updateLiveDocument' : 'createLiveDocument'
    events.push({ ...base, type, id: published.resultRev!, revisionId: published.resultRev! })
  }

  for (const row of variants) {
    if (handled.has(row.documentId)) continue
    if (!row.existedBefore && row.existsAfter) {
      events.push({
        ...base,
        type: 'createDocumentVersion',
        id: row.resultRev!,
        versionId: row.documentId,
        versionRevisionId: row.resultRev!,
        ...withRelease(row.documentId),
      })
    } else if (row.existedBefore && !row.existsAfter) {
      events.push({
        ...base,
        type: 'deleteDocumentVersion',
        id: row.previousRev ?? `deleteAt-${base.timestamp}`,
        versionId: row.documentId,
        versionRevisionId: row.previousRev ?? '',
        ...withRelease(row.documentId),
      })
    }
  }
  return events
}

export async function documentEvents(
  db: Database,
  id: string,
  options: { limit?: number; nextCursor?: string } = {},
): Promise<DocumentEventsPage> {
  if (!isValidDocumentId(id)) throw new ContentLakeError(400, 'invalidRequest', `Invalid document ID ${JSON.stringify(id)}`)
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT)
  let before = Number.MAX_SAFE_INTEGER
  if (options.nextCursor) {
    before = Number(options.nextCursor)
    if (!Number.isSafeInteger(before) || before < 0) throw new ContentLakeError(400, 'invalidRequest', 'Invalid nextCursor')
  }
  const publishedId = publishedIdOf(id)
  if (!isPublishedId(publishedId)) throw new ContentLakeError(400, 'invalidRequest', `Invalid document ID ${JSON.stringify(id)}`)
  const inGroup = or(
    eq(contentDocumentRevisions.documentId, publishedId),
    eq(contentDocumentRevisions.documentId, draftIdOf(publishedId)),
    and(
      sql`starts_with(${contentDocumentRevisions.documentId}, 'versions.')`,
      sql`right(${contentDocumentRevisions.documentId}, ${publishedId.length + 1}) = ${`.${publishedId}`}`,
    ),
  )

  const events: DocumentHistoryEvent[] = []
  let nextCursor = ''
  while (events.length < limit) {
    const seqs = await db
      .selectDistinct({ seq: contentDocumentRevisions.transactionSeq })
      .from(contentDocumentRevisions)
      .where(and(inGroup, lt(contentDocumentRevisions.transactionSeq, before)))
      .orderBy(desc(contentDocumentRevisions.transactionSeq))
      .limit(TRANSACTION_BATCH)
    if (seqs.length === 0) break
    const rows = await db
      .select({
        seq: contentDocumentRevisions.transactionSeq,
        transactionId: contentTransactions.id,
        createdAt: contentTransactions.createdAt,
        authorId: contentTransactions.authorId,
        request: contentTransactions.request,
        documentId: contentDocumentRevisions.documentId,
        previousRev: contentDocumentRevisions.previousRev,
        resultRev: contentDocumentRevisions.resultRev,
        existedBefore: sql<boolean>`${contentDocumentRevisions.previousRev} is not null`,
        existsAfter: sql<boolean>`${contentDocumentRevisions.document} is not null`,
      })
      .from(contentDocumentRevisions)
      .innerJoin(contentTransactions, eq(contentTransactions.seq, contentDocumentRevisions.transactionSeq))
      .where(and(inGroup, inArray(contentDocumentRevisions.transactionSeq, seqs.map((row) => row.seq))))
    for (const { seq } of seqs) {
      const own = rows.filter((row) => row.seq === seq && publishedIdOf(row.documentId) === publishedId)
      if (own.length > 0) events.push(...eventsOf(own, publishedId))
      before = seq
      if (events.length >= limit) {
        nextCursor = String(seq)
        break
      }
    }
    if (seqs.length < TRANSACTION_BATCH) break
  }
  return { events: { [id]: events.slice(0, limit) }, nextCursor }
}
