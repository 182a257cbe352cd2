import { desc } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { contentTransactions } from '../../db/schema'
import type { ContentHead } from './public-types'

/** The last committed transaction. */
export async function readContentHead(db: Executor): Promise<ContentHead> {
  const [row] = await db
    .select({ seq: contentTransactions.seq, id: contentTransactions.id, createdAt: contentTransactions.createdAt })
    .from(contentTransactions)
    .orderBy(desc(contentTransactions.seq))
    .limit(1)
  return row ? { seq: row.seq, transactionId: row.id, timestamp: row.createdAt.toISOString() } : { seq: 0, transactionId: null, timestamp: null }
}
