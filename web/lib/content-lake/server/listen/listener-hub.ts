import { contentHead, subscribeToTransactions, transactionsAfter } from '../../store'
import type { CommittedTransaction } from '../../types'

/** How many recent transactions a reconnecting listener can catch up on (`Last-Event-ID`). */
const RESUME_BUFFER = 1_000

export type TransactionSink = (transaction: CommittedTransaction) => void

/**
 * One subscription to the store's commits for all listeners of this server (opened with the first
 * listener), and the recent transactions for listeners that reconnect with `Last-Event-ID`: from memory
 * when this instance saw them, else from the database (the listener may have been on another instance).
 */
export type ListenerHub = {
  register: (sink: TransactionSink) => Promise<() => void>
  /**
   * Transactions after `seq` (from `seq` on with `inclusive`), or null when more than the last 1,000
   * were missed (the listener is told to start afresh).
   */
  missedSince: (seq: number, inclusive: boolean) => Promise<CommittedTransaction[] | null>
  /**
   * Resolves once this server has seen transaction `seq` (a client that heard of it from another
   * instance: `lastLiveEventId`), or after `timeoutMs` if it has not.
   */
  seen: (seq: number, timeoutMs: number) => Promise<void>
  close: () => void
}

export function createListenerHub(): ListenerHub {
  const sinks = new Set<TransactionSink>()
  const recent: CommittedTransaction[] = []
  let unsubscribe: (() => void) | null = null
  let started: Promise<void> | null = null
  /** Every transaction after this seq is in `recent` (or was evicted, which raises it). */
  let coveredAfter = Number.POSITIVE_INFINITY
  /** The last transaction this server has seen. */
  let lastSeq = -1
  const waiters = new Set<{ seq: number; resolve: () => void }>()

  const deliver = (transaction: CommittedTransaction) => {
    lastSeq = transaction.seq
    for (const waiter of waiters) if (waiter.seq <= lastSeq) waiter.resolve()
    recent.push(transaction)
    if (recent.length > RESUME_BUFFER) coveredAfter = Math.max(coveredAfter, recent.shift()!.seq)
    for (const sink of sinks) sink(transaction)
  }

  const start = () => {
    started ??= (async () => {
      unsubscribe = subscribeToTransactions(deliver)
      // Subscribed first, then read the head: whatever commits after it reaches `deliver`.
      const head = await contentHead()
      coveredAfter = Math.min(coveredAfter, head.seq)
      lastSeq = Math.max(lastSeq, head.seq)
    })().catch((error: unknown) => {
      started = null
      throw error
    })
    return started
  }

  return {
    register: async (sink) => {
      await start()
      sinks.add(sink)
      return () => sinks.delete(sink)
    },
    missedSince: async (seq, inclusive) => {
      if (!Number.isSafeInteger(seq) || seq < 0) return null
      const after = inclusive ? seq - 1 : seq
      if (after >= coveredAfter && after <= lastSeq) return recent.filter((transaction) => transaction.seq > after)
      // A position this database never reached (another database, a restore): start afresh.
      if (after > (await contentHead()).seq) return null
      const stored = await transactionsAfter(after, RESUME_BUFFER + 1)
      return stored.length > RESUME_BUFFER ? null : stored
    },
    seen: async (seq, timeoutMs) => {
      await start()
      if (seq <= lastSeq) return
      await new Promise<void>((resolve) => {
        const waiter = {
          seq,
          resolve: () => {
            clearTimeout(timer)
            waiters.delete(waiter)
            resolve()
          },
        }
        const timer = setTimeout(waiter.resolve, timeoutMs)
        timer.unref()
        waiters.add(waiter)
      })
    },
    close: () => {
      waiters.forEach((waiter) => waiter.resolve())
      unsubscribe?.()
      unsubscribe = null
      started = null
      sinks.clear()
    },
  }
}
