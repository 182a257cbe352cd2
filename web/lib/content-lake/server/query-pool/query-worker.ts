import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { ContentSnapshot } from '../../store/snapshot'
import type { FromWorker, ToWorker } from './query-messages'
import { failureOf, runApiQuery } from './run-api-query'

/**
 * A Content API query worker (query-pool.ts starts them): keeps its own copy of the documents, kept
 * current by the changes the pool forwards, and runs one query at a time off the request thread. A
 * query that runs too long is ended by the pool, which ends this worker with it.
 */
/**
 * The lowest scheduling priority for this thread: where the machine has fewer cores than busy threads, the
 * thread that serves the site goes first. Linux names each thread (/proc/thread-self), and its priority
 * can be set alone; elsewhere the worker keeps the process's.
 */
function yieldToRequests() {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)), 19)
  } catch {
    // Not Linux, or not allowed: the operating system shares the cores evenly.
  }
}
yieldToRequests()

let snapshot = new ContentSnapshot([], -1)
const port = parentPort!
const send = (message: FromWorker) => port.postMessage(message)

port.on('message', async (message: ToWorker) => {
  switch (message.type) {
    case 'load':
      snapshot = new ContentSnapshot(message.documents, message.seq)
      return send({ type: 'loaded' })
    case 'apply':
      return snapshot.apply(message.update)
    case 'query':
      try {
        send({ type: 'result', id: message.id, answer: await runApiQuery(snapshot, message.request, message.maxResultBytes) })
      } catch (error) {
        send({ type: 'error', id: message.id, failure: failureOf(error), message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
      }
  }
})
