import { z } from 'zod'
import { exportDocumentsPage } from '../../store'
import { isValidDocumentId } from '../../store/ids'
import { stableStringify } from '../../store/json'
import type { ContentDocument } from '../../types'
import { badRequest, errorAnswer } from '../http/content-lake-error'
import type { ApiExchange, RawResponse } from '../http/exchange'
import { parseQuery } from '../http/query-string'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'

/** Documents read from the database at a time while streaming (the memory an export holds). */
export const EXPORT_STREAM_PAGE = 500
/** Documents per request in cursor mode (`nextCursor=`), then `{"nextCursor":"…"}` when more follow. */
export const EXPORT_CURSOR_PAGE = 1_000

/** A document type's name as schemas write them (`post`, `sanity.imageAsset`, `media.tag`). */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/
const MAX_TYPES = 100

const typeList = z
  .string()
  .max(10_000)
  .transform((value) => value.split(',').filter((name) => name !== ''))
  .refine((names) => names.length <= MAX_TYPES, `at most ${MAX_TYPES} types`)
  .refine((names) => names.every((name) => TYPE_NAME.test(name)), 'expected type names separated by commas')

const exportQuery = z.object({
  types: typeList.optional(),
  /** Present (empty for the first page): cursor mode. Opaque: the last `_id` of the previous page. */
  nextCursor: z.string().max(400).optional(),
  tag: z.string().max(500).optional(),
})

const encodeCursor = (id: string) => Buffer.from(id, 'utf8').toString('base64url')

/** The `_id` a cursor of this server stands for, or 400. */
function decodeCursor(cursor: string): string | undefined {
  if (cursor === '') return undefined
  const id = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : null
  if (id === null || !isValidDocumentId(id) || encodeCursor(id) !== cursor) throw badRequest('Invalid query parameter "nextCursor": not a cursor of this export')
  return id
}

const line = (document: ContentDocument) => `${stableStringify(document, true)}\n`

/** Writes a chunk, waiting while the client's buffer is full; false once the client is gone. */
function write(response: RawResponse, chunk: string, closed: () => boolean): Promise<boolean> {
  if (closed()) return Promise.resolve(false)
  if (response.write(chunk)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const settle = (open: boolean) => () => {
      response.off('drain', onDrain)
      response.off('close', onClose)
      resolve(open)
    }
    const onDrain = settle(true)
    const onClose = settle(false)
    response.once('drain', onDrain)
    response.once('close', onClose)
  })
}

/**
 * `GET /data/export/:ds` as the hosted Content Lake answers it and @sanity/export (`sanity dataset
 * export`) reads it: NDJSON, one stored document a line — published documents, drafts, release versions,
 * asset and system documents (the client leaves out what it was not asked for) — optionally only the
 * `types=a,b`. Without `nextCursor` the whole dataset in one answer (stream mode); with it (empty at
 * first) at most EXPORT_CURSOR_PAGE documents, followed by `{"nextCursor":"…"}` while more follow
 * (cursor mode). Read from the database a page at a time by `_id`, written as the client takes it, so an
 * export holds one page in memory whatever the size of the dataset. A failure after the first line is
 * written becomes a last line `{"error": …, "statusCode": …}`, which @sanity/export reports, rather than
 * an export that silently ends early.
 */
export const exportRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'data/export/:dataset',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const query = parseQuery(exchange.url, exportQuery)
      const types = query.types ?? []
      const cursorMode = query.nextCursor !== undefined
      const after = cursorMode ? decodeCursor(query.nextCursor!) : undefined
      const pageSize = cursorMode ? EXPORT_CURSOR_PAGE : EXPORT_STREAM_PAGE
      // The first page before the answer starts: a database that is unreachable is still a 503.
      const first = await exportDocumentsPage({ after, types, limit: pageSize + 1 })
      await streamExport(exchange, first, { types, pageSize, cursorMode })
      return { streamed: true }
    },
  },
]

async function streamExport(
  exchange: ApiExchange,
  first: ContentDocument[],
  { types, pageSize, cursorMode }: { types: string[]; pageSize: number; cursorMode: boolean },
) {
  const { response } = exchange
  let closed = false
  response.once('close', () => (closed = true))
  response.writeHead(200, { ...exchange.corsHeaders, 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' })
  if (exchange.method === 'HEAD') {
    response.end()
    return
  }
  try {
    let page = first
    for (;;) {
      const more = page.length > pageSize
      const documents = more ? page.slice(0, pageSize) : page
      const last = documents.at(-1)?._id
      if (!(await write(response, documents.map(line).join(''), () => closed))) return
      if (!more || last === undefined) break
      if (cursorMode) {
        await write(response, `${JSON.stringify({ nextCursor: encodeCursor(last) })}\n`, () => closed)
        break
      }
      page = await exportDocumentsPage({ after: last, types, limit: pageSize + 1 })
    }
  } catch (error) {
    const answer = errorAnswer(error)
    if (answer.status === 500) console.error('content API: export', exchange.url.pathname.slice(0, 200), error)
    if (!closed) response.write(`${JSON.stringify(answer.body)}\n`)
  }
  if (!closed) response.end()
}
