import type { Database } from '../../db/client'
import type { CommittedTransaction } from '../types'
import { readContentHead } from './head'
import type { NotificationSource } from './notifications'
import type { TransactionListener } from './public-types'
import { readTransactionsAfter } from './transaction-log'

const BATCH = 200

/**
 * Delivers every committed transaction once, in commit order, to this instance's listeners: its own
 * right after commit, the other instances' (and those committed in a caller's transaction) when
 * PostgreSQL's NOTIFY names their seq — then it reads every row it has not delivered yet, so a lost
 * notification or a reconnect never skips one. Delivery starts when the first listener (or the query
 * snapshot) subscribes, with the transactions committed from then on.
 */
export class TransactionEvents {
  private readonly listeners = new Set<TransactionListener>()
  private snapshotSink: TransactionListener | null = null
  /** Seq of the last transaction handed to listeners; -1 before delivery started. */
  private delivered = -1
  private chain: Promise<void> = Promise.resolve()
  private started: Promise<void> | null = null
  private stopListening: (() => Promise<void>) | null = null
  private closed = false

  constructor(
    private readonly db: Database,
    private readonly source: NotificationSource,
  ) {}

  /** Runs tasks one after another, so deliveries never overlap or overtake each other. */
  private enqueue(task: () => Promise<void> | void): Promise<void> {
    const next = this.chain.then(task)
    this.chain = next.catch((error: unknown) => console.error('content store: delivering transactions failed', error))
    return this.chain
  }

  /** Starts listening (once); resolves when every transaction committed from now on will be delivered. */
  start(): Promise<void> {
    this.started ??= this.enqueue(async () => {
      if (this.closed) return
      this.stopListening = await this.source.listen(
        () => void this.enqueue(() => this.catchUp()),
        () => void this.enqueue(() => this.catchUp()),
      )
      // Listening before reading the head: a transaction committed in between is either in the head
      // (and counts as before the start) or notified after it.
      this.delivered = (await readContentHead(this.db)).seq
    })
    return this.started
  }

  /** Seq of the last delivered transaction (-1: delivery has not started). */
  get deliveredSeq(): number {
    return this.delivered
  }

  subscribe(listener: TransactionListener): () => void {
    this.listeners.add(listener)
    void this.start()
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** The query snapshot hears of each transaction before any other listener (which may query it). */
  setSnapshotSink(sink: TransactionListener): void {
    this.snapshotSink = sink
  }

  /** This instance committed `transaction`: deliver it (after any gap before it) before returning. */
  afterCommit(transaction: CommittedTransaction): Promise<void> {
    if (!this.started) return Promise.resolve()
    return this.enqueue(async () => {
      if (this.delivered < 0 || transaction.seq <= this.delivered) return
      if (transaction.seq === this.delivered + 1) this.emit(transaction)
      else await this.catchUp()
    })
  }

  /** Reads and delivers every committed transaction after the last delivered one. */
  private async catchUp(): Promise<void> {
    while (!this.closed && this.delivered >= 0) {
      const batch = await readTransactionsAfter(this.db, this.delivered, BATCH)
      batch.forEach((transaction) => this.emit(transaction))
      if (batch.length < BATCH) return
    }
  }

  private emit(transaction: CommittedTransaction): void {
    this.delivered = transaction.seq
    for (const listener of [this.snapshotSink, ...this.listeners]) {
      if (!listener) continue
      try {
        listener(transaction)
      } catch (error) {
        console.error('content store: a transaction listener failed', error)
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true
    this.listeners.clear()
    await this.chain
    await this.stopListening?.()
  }
}
