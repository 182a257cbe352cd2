import { contentHead, subscribeToTransactions } from '../../store'
import type { CommittedTransaction } from '../../types'

/** How many recent transactions a reconnecting listener can catch up on (`Last-Event-ID`). */
const RESUME_BUFFER = 1_000

export type TransactionSink = (transaction: CommittedTransaction) => void

/**
 * One subscription to the store's commits for all listeners of this server (opened with the first
 * listener), and the recent transactions for listeners that reconnect with `Last-Event-ID`.
 */
export type ListenerHub = {
  register: (sink: TransactionSink) => Promise<() => void>
  /** Transactions after `seq` (from `seq` on with `inclusive`), or null when they are no longer known. */
  missedSince: (seq: number, inclusive: boolean) => CommittedTransaction[] | null
  close: () => void
}

export function createListenerHub(): ListenerHub {
  const sinks = new Set<TransactionSink>()
  const recent: CommittedTransaction[] = []
  let unsubscribe: (() => void) | null = null
  let started: Promise<void> | null = null
  /** Every transaction after this seq is in `recent` (or was evicted, which raises it). */
  let coveredAfter = Number.POSITIVE_INFINITY

  const deliver = (transaction: CommittedTransaction) => {
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
    missedSince: (seq, inclusive) => {
      if (!Number.isFinite(seq) || seq < coveredAfter || (inclusive && seq === coveredAfter)) return null
      return recent.filter((transaction) => (inclusive ? transaction.seq >= seq : transaction.seq > seq))
    },
    close: () => {
      unsubscribe?.()
      unsubscribe = null
      started = null
      sinks.clear()
    },
  }
}
