import { z } from 'zod'
import { documentEvents, documentsAt, transactionsForDocuments } from '../../store'
import type { RevisionSelector } from '../../store'
import { json } from '../http/exchange'
import { badRequest } from '../http/content-lake-error'
import { booleanFlag, parseQuery, parseWith } from '../http/query-string'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'
import { DOCUMENT_ID } from '../../store/request-schemas'
import { documentIdList } from './documents'

const isoTime = z.iso.datetime({ offset: true })
// The Studio sends `fromTransaction=` (empty) for "from the start".
const optionalTransaction = z
  .string()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined))

const transactionsQuery = z.object({
  excludeContent: booleanFlag(false),
  excludeMutations: booleanFlag(false),
  includeIdentifiedDocumentsOnly: booleanFlag(false),
  effectFormat: z.enum(['mendoza']).optional(),
  fromTransaction: optionalTransaction,
  toTransaction: optionalTransaction,
  fromTime: isoTime.optional(),
  toTime: isoTime.optional(),
  reverse: booleanFlag(false),
  limit: z.coerce.number().int().min(1).max(10_000).optional(),
  tag: z.string().max(500).optional(),
})

const revisionQuery = z.object({
  revision: z.string().min(1).max(200).optional(),
  time: isoTime.optional(),
  lastRevision: booleanFlag(false),
})

const eventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1_000).optional(),
  nextCursor: z.string().max(500).optional(),
})

function revisionSelector(query: z.output<typeof revisionQuery>): RevisionSelector {
  if (query.revision) return { revision: query.revision }
  if (query.time) return { time: query.time }
  if (query.lastRevision) return { lastRevision: true }
  throw badRequest('One of "revision", "time" or "lastRevision" is required')
}

export const historyRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'data/history/:dataset/transactions/:ids',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const ids = parseWith(documentIdList, exchange.param('ids'), 'document ids')
      const query = parseQuery(exchange.url, transactionsQuery)
      const transactions = await transactionsForDocuments(ids, query)
      // NDJSON, one transaction a line, as the Studio's history reads it.
      return {
        status: 200,
        contentType: 'application/x-ndjson; charset=utf-8',
        text: transactions.map((transaction) => `${JSON.stringify(transaction)}\n`).join(''),
      }
    },
  },
  {
    method: 'GET',
    pattern: 'data/history/:dataset/documents/:ids',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const ids = parseWith(documentIdList, exchange.param('ids'), 'document ids')
      const selector = revisionSelector(parseQuery(exchange.url, revisionQuery))
      return json({ documents: await documentsAt(ids, selector) })
    },
  },
  {
    method: 'GET',
    pattern: 'data/history/:dataset/events/documents/:id',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const id = parseWith(z.string().regex(DOCUMENT_ID, 'not a document id'), exchange.param('id'), 'document id')
      const query = parseQuery(exchange.url, eventsQuery)
      return json(await documentEvents(id, query))
    },
  },
]
