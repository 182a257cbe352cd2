import { Worker } from 'node:worker_threads'
import { snapshotState, subscribeToTransactions } from '../../store'
import type { CommittedTransaction } from '../../types'
import { ContentApiError } from '../http/content-lake-error'
import type { QueryPoolOptions } from '../options'
import type { FromWorker, QueryAnswer, QueryFailure, QueryRequest, ToWorker } from './query-messages'

export const defaultQueryPoolOptions: QueryPoolOptions = {
  size: 2,
  timeoutMs: 5_000,
  maxResultBytes: 10 * 1_048_576,
  memoryLimitMb: 512,
  // One client never takes every worker: another's queries always find one.
  maxRunningPerClient: 1,
  maxWaitingPerClient: 50,
  maxWaitMs: 30_000,
  // Next bundles the worker from this form (Turbopack's worker_threads support).
  spawn: (resourceLimits) => new Worker(new URL('./query-worker.ts', import.meta.url), { resourceLimits, name: 'content-query' }),
}

type Job = {
  id: number
  client: string
  request: QueryRequest
  resolve: (answer: QueryAnswer) => void
  reject: (error: unknown) => void
  /** Gives the job up while it waits. */
  waitTimer: NodeJS.Timeout
}

type PoolWorker = {
  worker: Worker
  ready: boolean
  /** The job it runs, and the timer that ends it. */
  job: { job: Job; timer: NodeJS.Timeout } | null
  /** The seq its copy of the documents is current at. */
  seq: number
  /** Ended on purpose (time limit, close): its exit is expected. */
  ending: boolean
}

export type QueryPool = {
  /** Runs a query for a client; resolves with the result as JSON text and its sync tags. */
  run: (request: QueryRequest, client: string) => Promise<QueryAnswer>
  close: () => Promise<void>
}

const toWorker = (poolWorker: PoolWorker, message: ToWorker) => poolWorker.worker.postMessage(message)

function errorOf(failure: QueryFailure, message: string): Error {
  if (!failure) return new Error(`query worker: ${message}`)
  return new ContentApiError(failure.statusCode as ContentApiError['statusCode'], failure.type, failure.description, failure.details)
}

/**
 * The Content API's GROQ queries run here, in worker threads, never on the thread that serves the site:
 * a heavy editor query (nested joins over every document) used to hold `/`, `/login` and every other
 * page of its instance for seconds. Each worker keeps its own copy of the documents, current with every
 * committed transaction. Limits, per query: a running time (the worker is ended and replaced), a result
 * size, and a worker memory limit; per client (a person's studio or an API token): a number of queries
 * running at once (more wait their turn) and of queries waiting (more get 429). Workers run at the
 * lowest scheduling priority (query-worker.ts), so the site's own thread wins whenever they compete.
 */
export function createQueryPool(overrides: Partial<QueryPoolOptions> = {}): QueryPool {
  const options = { ...defaultQueryPoolOptions, ...overrides }
  const workers: PoolWorker[] = []
  const waiting: Job[] = []
  const running = new Map<string, number>()
  let nextId = 1
  let closed = false

  const countOf = (client: string) => running.get(client) ?? 0
  const waitingOf = (client: string) => waiting.filter((job) => job.client === client).length

  /** Starts every waiting job it can: an idle worker, and its client under its limit (first come, first served). */
  const dispatch = () => {
    for (const poolWorker of workers) {
      if (!poolWorker.ready || poolWorker.job || poolWorker.ending) continue
      const index = waiting.findIndex((job) => countOf(job.client) < options.maxRunningPerClient)
      if (index < 0) return
      const [job] = waiting.splice(index, 1)
      clearTimeout(job!.waitTimer)
      start(poolWorker, job!)
    }
  }

  const finish = (poolWorker: PoolWorker) => {
    const current = poolWorker.job
    if (!current) return null
    clearTimeout(current.timer)
    poolWorker.job = null
    running.set(current.job.client, countOf(current.job.client) - 1)
    if (countOf(current.job.client) <= 0) running.delete(current.job.client)
    return current.job
  }

  const start = (poolWorker: PoolWorker, job: Job) => {
    running.set(job.client, countOf(job.client) + 1)
    const timer = setTimeout(() => {
      const ended = finish(poolWorker)
      retire(poolWorker)
      ended?.reject(
        new ContentApiError(400, 'queryTimeout', `The query ran longer than ${options.timeoutMs / 1000} s and was stopped: narrow it with filters, slices or projections`, {
          query: job.request.query,
        }),
      )
      dispatch()
    }, options.timeoutMs)
    timer.unref()
    poolWorker.job = { job, timer }
    toWorker(poolWorker, { type: 'query', id: job.id, request: job.request, maxResultBytes: options.maxResultBytes })
  }

  /** Workers that failed one after another before they were ready: the next start waits longer. */
  let failedStarts = 0
  /** Ends a worker (its query is over or it is stuck) and starts another in its place. */
  const retire = (poolWorker: PoolWorker) => {
    poolWorker.ending = true
    const index = workers.indexOf(poolWorker)
    if (index >= 0) workers.splice(index, 1)
    void poolWorker.worker.terminate()
    if (!poolWorker.ready) failedStarts++
    if (closed) return
    const delay = failedStarts === 0 ? 0 : Math.min(250 * 2 ** failedStarts, 30_000)
    setTimeout(() => void replace(), delay).unref()
  }
  const replace = () =>
    spawn().catch((error: unknown) => {
      failedStarts++
      console.warn('[content] a query worker could not start:', (error as Error).message)
      if (!closed) setTimeout(() => void replace(), Math.min(250 * 2 ** failedStarts, 30_000)).unref()
    })

  const spawn = async () => {
    const worker = options.spawn({ maxOldGenerationSizeMb: options.memoryLimitMb })
    const poolWorker: PoolWorker = { worker, ready: false, job: null, seq: -1, ending: false }
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'loaded') {
        poolWorker.ready = true
        failedStarts = 0
        return dispatch()
      }
      const job = poolWorker.job?.job
      if (!job || job.id !== message.id) return
      finish(poolWorker)
      if (message.type === 'result') job.resolve(message.answer)
      else job.reject(errorOf(message.failure, message.message))
      dispatch()
    })
    worker.on('error', (error: Error & { code?: string }) => {
      if (poolWorker.ending) return
      const job = finish(poolWorker)
      if (job && error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        job.reject(new ContentApiError(400, 'queryResultTooLarge', 'The query needs more memory than a query may use: select fewer documents or fields (slices, projections)', { query: job.request.query }))
      } else {
        if (!job) console.error('[content] a query worker failed:', error)
        job?.reject(error)
      }
      retire(poolWorker)
      dispatch()
    })
    worker.on('exit', () => {
      if (poolWorker.ending) return
      finish(poolWorker)?.reject(new Error('query worker exited'))
      retire(poolWorker)
    })
    worker.unref()
    // The copy of the documents as they are now; every transaction after it is forwarded (below).
    const state = await snapshotState()
    if (closed) return void worker.terminate()
    poolWorker.seq = state.seq
    toWorker(poolWorker, { type: 'load', documents: state.documents, seq: state.seq })
    workers.push(poolWorker)
  }

  const forward = (transaction: CommittedTransaction) => {
    const update = { seq: transaction.seq, changes: transaction.changes.map(({ documentId, result }) => ({ documentId, result })) }
    for (const poolWorker of workers) {
      if (transaction.seq <= poolWorker.seq) continue
      poolWorker.seq = transaction.seq
      toWorker(poolWorker, { type: 'apply', update })
    }
  }
  const unsubscribe = subscribeToTransactions(forward)
  const started = unsubscribe.ready.then(async () => {
    for (let index = 0; index < options.size; index++) await spawn()
  })
  started.catch((error: unknown) => console.warn('[content] query workers could not start:', (error as Error).message))

  return {
    run: async (request, client) => {
      if (closed) throw new ContentApiError(503, 'serviceUnavailable', 'The content API is shutting down')
      if (waitingOf(client) >= options.maxWaitingPerClient) {
        throw new ContentApiError(429, 'tooManyRequests', `More than ${options.maxWaitingPerClient} queries of this client are waiting: wait for their answers`, {}, { 'retry-after': '1' })
      }
      await started
      return new Promise<QueryAnswer>((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          client,
          request,
          resolve,
          reject,
          waitTimer: setTimeout(() => {
            const index = waiting.indexOf(job)
            if (index < 0) return
            waiting.splice(index, 1)
            reject(new ContentApiError(503, 'serviceUnavailable', 'The content API is busy: try the query again shortly', {}, { 'retry-after': '5' }))
          }, options.maxWaitMs),
        }
        job.waitTimer.unref()
        waiting.push(job)
        dispatch()
      })
    },
    close: async () => {
      closed = true
      unsubscribe()
      const shutdown = new ContentApiError(503, 'serviceUnavailable', 'The content API is shutting down')
      for (const job of waiting.splice(0)) {
        clearTimeout(job.waitTimer)
        job.reject(shutdown)
      }
      await Promise.all(
        workers.splice(0).map((poolWorker) => {
          poolWorker.ending = true
          finish(poolWorker)?.reject(shutdown)
          return poolWorker.worker.terminate()
        }),
      )
    },
  }
}
