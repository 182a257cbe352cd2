import { z } from 'zod'
import { getDocuments } from '../../store'
import { DOCUMENT_ID } from '../../store/request-schemas'
import { json } from '../http/exchange'
import { parseWith } from '../http/query-string'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'

export const documentIdList = z
  .string()
  .max(20_000)
  .transform((value) => value.split(',').filter((id) => id !== ''))
  .pipe(z.array(z.string().regex(DOCUMENT_ID, 'not a document id')).min(1).max(1_000))

/** `GET /data/doc/:ds/:ids`: the stored documents (any prefix), and why the others are missing. */
export const documentRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'data/doc/:dataset/:ids',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const ids = parseWith(documentIdList, exchange.param('ids'), 'document ids')
      const found = await getDocuments(ids)
      return json({
        documents: found.filter((document) => document !== null),
        omitted: ids.filter((_id, index) => found[index] === null).map((id) => ({ id, reason: 'existence' })),
      })
    },
  },
]
