import { randomUUID } from 'node:crypto'
import type { CommittedTransaction } from '../../types'
import { ContentApiError, errorAnswer } from '../http/content-lake-error'
import type { ApiExchange } from '../http/exchange'
import { eventStreamId, holdEventStream, parseEventStreamId, writeEvent } from '../listen/event-stream'
import { parseListenRequest, type ListenRequest } from '../listen/listen-request'
import { mutationEvents, wantsDocument } from '../listen/mutation-event'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'


/** The changes of a transaction this listener hears of: its filter matched before or after. */
async function matchingChanges(transaction: CommittedTransaction, listen: ListenRequest) {
  const identity = transaction.identity.id
  const matched = []
  for (const change of transaction.changes) {
    if (!wantsDocument(change.documentId, listen.options)) continue
    const before = change.previous ? await listen.filter(change.previous, identity) : false
    const after = !before && change.result ? await listen.filter(change.result, identity) : false
    if (before || after) matched.push(change)
  }
  return matched
}

/**
 * `GET /data/listen/:ds`: `welcome`, then a `mutation` event per matching document change. A listener
 * that reconnects with `Last-Event-ID` (and `enableResume`) gets `welcomeback` and what it missed, or
 * `reset` when that is no longer known, so the Studio refetches. A query that does not parse gets
 * `channelError` and the stream ends.
 */
export const listenRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'data/listen/:dataset',
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      let listen: ListenRequest | null = null
      let channelError: ContentApiError | null = null
      try {
        listen = parseListenRequest(exchange.url)
      } catch (error) {
        if (!(error instanceof ContentApiError && error.details.channel)) throw error
        channelError = error
      }
      const { response } = exchange
      const open = () =>
        response.writeHead(200, {
          ...exchange.corsHeaders,
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
        })
      if (!listen) {
        open()
        const { body } = errorAnswer(channelError)
        writeEvent(response, 'channelError', { message: channelError!.message, error: body.error })
        response.end()
        return { streamed: true }
      }
      await streamEvents(exchange, listen, context.listeners, open)
      return { streamed: true }
    },
  },
]

async function streamEvents(
  exchange: ApiExchange,
  listen: ListenRequest,
  hub: Parameters<Route['handler']>[1]['listeners'],
  open: () => void,
) {
  const { response } = exchange
  // Transactions are written one after another, each after its filter checks.
  let queue = Promise.resolve()
  let closed = false
  const send = (transaction: CommittedTransaction) => {
    queue = queue.then(async () => {
      if (closed) return
      const changes = await matchingChanges(transaction, listen)
      const events = mutationEvents(transaction, changes, listen.options)
      events.forEach((event, index) =>
        writeEvent(response, 'mutation', event, eventStreamId(transaction.seq, index + 1, events.length)),
      )
    }).catch(() => {
      // A filter that fails on a document (e.g. a type error in the query) skips that transaction.
    })
  }

  // A listener that resumes gets what it missed first; what is committed meanwhile waits behind it.
  const resumeFrom = listen.options.enableResume ? parseEventStreamId(firstHeader(exchange.request.headers['last-event-id'])) : null
  let held: CommittedTransaction[] | null = resumeFrom ? [] : null
  const unregister = await hub.register((transaction) => (held ? held.push(transaction) : send(transaction)))
  open()
  if (resumeFrom) {
    const missed = await hub.missedSince(resumeFrom.seq, resumeFrom.partial).catch(() => null)
    if (missed) {
      writeEvent(response, 'welcomeback', { listenerName: randomUUID() })
      missed.forEach(send)
    } else {
      writeEvent(response, 'reset', {})
    }
    const lastSent = missed?.at(-1)?.seq ?? resumeFrom.seq
    const waiting = held
    held = null
    waiting?.filter((transaction) => !missed || transaction.seq > lastSent).forEach(send)
  } else {
    writeEvent(response, 'welcome', { listenerName: randomUUID() })
  }

  await holdEventStream(exchange.request, response, () => {
    closed = true
    unregister()
  })
}

function firstHeader(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value
}
