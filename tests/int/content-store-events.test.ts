import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyActions,
  applyMutations,
  closeContentStore,
  createContentStore,
  queryContent,
  subscribeToTransactions,
  type CommittedTransaction,
  type ContentAction,
} from '../../web/lib/content-lake'
import { type Database, getDb } from '../../web/lib/db/client'
import * as schema from '../../web/lib/db/schema'
import { editor, openDatabase } from '../helpers/content-store'
import { testDatabases } from '../helpers/test-databases'

/** Resolves when `predicate` holds, polling (events from another instance arrive asynchronously). */
async function eventually(predicate: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now()
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe.each(testDatabases({ content: 'empty' }))('content store events on $name', (database) => {
  beforeAll(() => openDatabase(database))
  afterAll(async () => {
    await closeContentStore()
    await database.close()
  })

  it('delivers each committed transaction once, in commit order, with the snapshot already current', async () => {
    const received: CommittedTransaction[] = []
    const seenByQuery: unknown[] = []
    const unsubscribe = subscribeToTransactions((transaction) => {
      received.push(transaction)
      void queryContent('*[_id == $id][0].n', { id: transaction.changes[0]?.documentId ?? '' }, { perspective: 'raw' }).then((n) => seenByQuery.push(n))
    })
    await unsubscribe.ready
    await queryContent('count(*)')
    const committed = await Promise.all(
      Array.from({ length: 8 }, (_, index) => applyMutations([{ createOrReplace: { _id: `e-order-${index}`, _type: 'faq', n: index } }], { identity: editor })),
    )
    await eventually(() => received.length >= 8)
    expect(received.map((transaction) => transaction.seq)).toEqual([...committed.map((transaction) => transaction.seq)].sort((a, b) => a - b))
    expect(new Set(received.map((transaction) => transaction.id)).size).toBe(8)
    await eventually(() => seenByQuery.length >= 8)
    expect([...seenByQuery].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    unsubscribe()
    await applyMutations([{ create: { _id: 'e-after-unsubscribe', _type: 'faq' } }], { identity: editor })
    expect(received).toHaveLength(8)
  })

  it('delivers a transaction committed in a caller transaction once the caller commits', async () => {
    const received: CommittedTransaction[] = []
    const unsubscribe = subscribeToTransactions((transaction) => received.push(transaction))
    await unsubscribe.ready
    const db = await getDb()
    const committed = await db.transaction(async (tx) => {
      const transaction = await applyMutations([{ create: { _id: 'e-executor', _type: 'faq' } }], { identity: editor, executor: tx })
      expect(received).toHaveLength(0)
      return transaction
    })
    await eventually(() => received.length === 1)
    expect(received[0]).toMatchObject({ id: committed.id, seq: committed.seq, changes: [expect.objectContaining({ documentId: 'e-executor', transition: 'appear' })] })
    expect(await queryContent('*[_id == "e-executor"][0]._rev', {}, { perspective: 'raw' })).toBe(committed.id)
    unsubscribe()
  })

  it('tells listeners the same transaction the committing instance built', async () => {
    const received: CommittedTransaction[] = []
    const unsubscribe = subscribeToTransactions((transaction) => received.push(transaction))
    await unsubscribe.ready
    await applyMutations([{ createOrReplace: { _id: 'e-same', _type: 'service', title: { de: 'Alt' }, list: [{ _key: 'a', v: 1 }] } }], { identity: editor })
    const edited = await applyActions(
      [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.e-same', publishedId: 'e-same', patch: { set: { 'title.de': 'Neu' } } } as ContentAction],
      { identity: editor },
    )
    await eventually(() => received.some((transaction) => transaction.id === edited.id))
    expect(received.find((transaction) => transaction.id === edited.id)).toEqual(edited)
    unsubscribe()
  })
})

// Several app instances share content only through a PostgreSQL server (PGlite belongs to one process).
describe.each(testDatabases({ content: 'empty' }).filter((database) => database.name === 'postgres'))('content store across two instances on $name', (postgres) => {
  const pools: pg.Pool[] = []
  const other = () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
    // As the app's pool (web/lib/db/client.ts): an idle connection the server ends (the LISTEN test
    // terminates backends, dropping the test database ends the rest) is dropped, not a crash.
    pool.on('error', () => {})
    pools.push(pool)
    return createContentStore(drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database, 'postgres')
  }

  beforeAll(async () => {
    await postgres.open()
    await getDb()
  })
  afterAll(async () => {
    await closeContentStore()
    await Promise.all(pools.map((pool) => pool.end()))
    await postgres.close()
  })

  it('delivers every transaction of both instances to both, once each and in the same order', async () => {
    const a = other()
    const b = other()
    const seenByA: number[] = []
    const seenByB: number[] = []
    a.subscribeToTransactions((transaction) => seenByA.push(transaction.seq))
    b.subscribeToTransactions((transaction) => seenByB.push(transaction.seq))
    await Promise.all([a.listening(), b.listening()])
    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? a : b).applyMutations([{ createOrReplace: { _id: `x-${index % 5}`, _type: 'faq', n: index } }], { identity: editor }),
      ),
    )
    const seqs = writes.map((transaction) => transaction.seq).sort((x, y) => x - y)
    await eventually(() => seenByA.length === 20 && seenByB.length === 20)
    expect(seenByA).toEqual(seqs)
    expect(seenByB).toEqual(seqs)
    // Both snapshots converge on the last write of each document.
    for (const store of [a, b]) {
      const values = await store.queryContent<{ _id: string; n: number }[]>('*[_id match "x-*"]{_id, n} | order(_id)', {}, { perspective: 'raw' })
      const last = new Map<string, number>()
      for (const transaction of writes.sort((x, y) => x.seq - y.seq)) last.set(transaction.changes[0]!.documentId, transaction.changes[0]!.result!.n as number)
      expect(values).toEqual([...last.entries()].sort().map(([_id, n]) => ({ _id, n })))
    }
    await Promise.all([a.close(), b.close()])
  })

  it('lets exactly one of two instances publish the same draft', async () => {
    const a = other()
    const b = other()
    const original = await a.applyMutations([{ createOrReplace: { _id: 'x-race', _type: 'service', price: 1 } }], { identity: editor })
    await a.applyActions([{ actionType: 'sanity.action.document.edit', draftId: 'drafts.x-race', publishedId: 'x-race', patch: { set: { price: 2 } } } as ContentAction], {
      identity: editor,
    })
    const publish = { actionType: 'sanity.action.document.publish', draftId: 'drafts.x-race', publishedId: 'x-race', ifPublishedRevisionId: original.id } as ContentAction
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.allSettled([a.applyActions([publish], { identity: editor }), b.applyActions([publish], { identity: editor })])
      expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(1)
      if (round === 0) expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    }
    await Promise.all([a.close(), b.close()])
  })

  it('catches up after its LISTEN connection was cut', async () => {
    const a = other()
    const b = other()
    const seenByB: string[] = []
    b.subscribeToTransactions((transaction) => seenByB.push(transaction.id))
    await b.listening()
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN content_lake'`)
    await admin.end()
    const missed = await a.applyMutations([{ create: { _id: 'x-missed', _type: 'faq' } }], { identity: editor })
    await eventually(() => seenByB.includes(missed.id), 15_000)
    await Promise.all([a.close(), b.close()])
  })
})
