import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../web/lib/db/client'
import { hitBucket, hitRateLimit, RATE_LIMIT_WINDOW_SECONDS } from '../../web/lib/http/rate-limit'
import { testDatabases } from '../helpers/test-databases'

const MINUTE = 60_000
/** A moment inside a slot, `offsetMs` after a ten-minute boundary. */
const at = (offsetMs: number) => new Date(Date.UTC(2026, 10, 27, 19, 0, 0) + offsetMs)

describe.each(testDatabases())('the sliding-window rate limit on $name', (database) => {
  beforeAll(() => database.open())
  afterAll(() => database.close())

  async function hits(bucket: string, moments: Date[], limit: number) {
    const db = await getDb()
    const results = []
    for (const now of moments) results.push(await hitBucket(db, bucket, now, limit))
    return results
  }

  it('holds across a ten-minute boundary: five hits just before it leave no room just after it', async () => {
    const before = await hits('test:boundary', [1, 2, 3, 4, 5].map((i) => at(-1000 + i)), 5)
    expect(before.every((result) => result.allowed)).toBe(true)
    const [after] = await hits('test:boundary', [at(100)], 5)
    // The oldest hits leave the window ten minutes after their minute began.
    expect(after).toEqual({ allowed: false, retryAfterSeconds: Math.ceil((RATE_LIMIT_WINDOW_SECONDS * 1000 - MINUTE - 100) / 1000) })
  })

  it('frees the room as the oldest minutes leave the window, and only then', async () => {
    const bucket = 'test:sliding'
    // Two hits in minute 0, three in minute 4: the limit of five is reached.
    const first = await hits(bucket, [at(0), at(1000), at(4 * MINUTE), at(4 * MINUTE + 1), at(4 * MINUTE + 2)], 5)
    expect(first.every((result) => result.allowed)).toBe(true)
    // Minute 9: still ten minutes since minute 0 began; refused, free again when minute 0 leaves.
    const [refused] = await hits(bucket, [at(9 * MINUTE + 30_000)], 5)
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30 })
    // Minute 10: minute 0 has left (2 hits), the refused one counts: 3 + 1 + this one = 5.
    const [allowed] = await hits(bucket, [at(10 * MINUTE)], 5)
    expect(allowed).toEqual({ allowed: true })
    const [full] = await hits(bucket, [at(10 * MINUTE + 1)], 5)
    expect(full?.allowed).toBe(false)
  })

  it('keeps buckets apart', async () => {
    await hits('test:one', [at(0), at(1), at(2)], 2)
    expect(await hits('test:two', [at(3)], 2)).toEqual([{ allowed: true }])
  })

  // Second audit, finding 8: an IPv6 client may use any address of its /64.
  it('counts IPv6 clients by their /64: new addresses in the same network share the limit, the next network does not', async () => {
    const db = await getDb()
    const sameNetwork = ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff:ffff:ffff:fffe', '2001:0db8:00aa:0001:1:2:3:4']
    const results = []
    for (const address of sameNetwork) results.push(await hitRateLimit(db, 'test-ipv6', address, at(0), 3))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(await hitRateLimit(db, 'test-ipv6', '2001:db8:aa:2::1', at(0), 3)).toEqual({ allowed: true })
    // IPv4 clients stay one address each.
    for (const address of ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13']) expect((await hitRateLimit(db, 'test-ipv6', address, at(0), 1)).allowed).toBe(true)
  })
})
