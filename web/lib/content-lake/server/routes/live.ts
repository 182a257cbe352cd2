import { z } from 'zod'
import { transactionSyncTags } from '../../store/sync-tags'
import type { CommittedTransaction } from '../../types'
import { ContentApiError } from '../http/content-lake-error'
import type { ApiExchange } from '../http/exchange'
import { booleanFlag, parseQuery } from '../http/query-string'
import { holdEventStream, writeEvent } from '../listen/event-stream'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'

/** Open live streams per instance; more are refused with 429 (each holds a connection). */
export const MAX_LIVE_STREAMS = 5_000

const liveOptions = z.object({
  includeDrafts: booleanFlag(false),
  tag: z.string().max(500).optional(),
  // The client's `waitFor` (wait for the published changes of a release or a visibility level): every
  // change here is visible when it is announced, so there is nothing to wait for.
  waitFor: z.string().max(200).optional(),
})

/** An event id is the transaction's commit number: a position a client resumes from. */
const LIVE_EVENT_ID = /^\d{1,15}$/

let openStreams = 0

/**
 * The Live Content API, `GET /data/live/events/:ds` as Sanity documents it: `welcome`, then for every
 * committed transaction that changes a published document (with `includeDrafts=true` and a token,
 * drafts and versions too) a `message` whose data names the sync tags it touches
 * (`{id, tags}`; store/sync-tags.ts). A client that reconnects with `Last-Event-ID` gets what it
 * missed, or `restart` (refetch everything) when that position is unknown or too old. Anonymous, as on
 * hosted Sanity: the tags are opaque hashes. 406 unless the client accepts `text/event-stream`.
 */
export const liveRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'data/live/events/:dataset',
    anonymous: true,
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const options = parseQuery(exchange.url, liveOptions)
      const accept = exchange.request.headers.accept
      if (typeof accept !== 'string' || !/text\/event-stream|\*\/\*/.test(accept)) {
        throw new ContentApiError(406, 'notAcceptable', 'The live events API answers text/event-stream only')
      }
      if (options.includeDrafts) await context.access.requireIdentity(exchange.request, 'read')
      if (openStreams >= MAX_LIVE_STREAMS) {
        throw new ContentApiError(429, 'tooManyRequests', 'Too many open live event streams on this server, try again shortly', {}, { 'retry-after': '5' })
      }
      openStreams++
      try {
        await streamLiveEvents(exchange, context.listeners, options.includeDrafts)
      } finally {
        openStreams--
      }
      return { streamed: true }
    },
  },
  {
    method: 'GET',
    pattern: 'check/cors',
    anonymous: true,
    // What @sanity/client asks after a live stream failed, to tell a refused origin from a network
    // error. An origin outside the allowed list never gets here: it is answered 403 first.
    handler: async () => ({ status: 200, json: { result: { allowed: true, withCredentials: true } } }),
  },
]

async function streamLiveEvents(exchange: ApiExchange, hub: Parameters<Route['handler']>[1]['listeners'], includeDrafts: boolean) {
  const { response } = exchange
  let closed = false
  const send = (transaction: CommittedTransaction) => {
    if (closed) return
    const tags = transactionSyncTags(transaction, includeDrafts)
    if (tags.length > 0) writeEvent(response, 'message', { id: String(transaction.seq), tags }, String(transaction.seq))
  }
  const lastEventId = exchange.request.headers['last-event-id']
  const resumeFrom = typeof lastEventId === 'string' && lastEventId !== '' ? lastEventId : null
  let held: CommittedTransaction[] | null = resumeFrom ? [] : null
  const unregister = await hub.register((transaction) => (held ? held.push(transaction) : send(transaction)))
  response.writeHead(200, {
    ...exchange.corsHeaders,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  })
  writeEvent(response, 'welcome', {})
  if (resumeFrom) {
    const missed = LIVE_EVENT_ID.test(resumeFrom) ? await hub.missedSince(Number(resumeFrom), false).catch(() => null) : null
    if (missed) missed.forEach(send)
    else writeEvent(response, 'restart', {})
    const lastSent = missed?.at(-1)?.seq ?? (missed ? Number(resumeFrom) : -1)
    const waiting = held
    held = null
    waiting?.filter((transaction) => !missed || transaction.seq > lastSent).forEach(send)
  }

  await holdEventStream(exchange.request, response, () => {
    closed = true
    unregister()
  })
}
