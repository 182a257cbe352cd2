import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testRedis, type TestRedis } from '../helpers/redis-server'

/**
 * The shared cache of several instances (web/cache/redis-cache-handler.mjs) against a real Redis:
 * "instance A" is the handler Next would load; "instance B" reads the same Redis with its own client,
 * as a second server process does. Redis keeps its data across the restart (append-only file), so the
 * test can see that a revalidation Redis missed during an outage is done when it is back.
 */
const BUILD_ID = 'test-build'
const prefix = `lokalsicht:${BUILD_ID}:`
const page = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false })
const fetchContext = (tags: string[]) => ({ kind: 'FETCH', fetchCache: true, tags, revalidate: false })

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/** The part of Next's cache handler interface the test calls. */
interface CacheHandlerLike {
  get: (key: string, context: object) => Promise<{ value: { data: { body: string } } } | null>
  set: (key: string, value: object, context: object) => Promise<void>
  revalidateTag: (tag: string) => Promise<void>
}

describe('Next cache handler on Redis (several instances)', () => {
  let redis: TestRedis
  let distDir: string
  let instanceA: CacheHandlerLike
  let instanceB: ReturnType<typeof createRedisHandler>
  let clientB: ReturnType<typeof createClient>

  beforeAll(async () => {
    redis = await testRedis({ persistent: true })
    await redis.start()
    distDir = await mkdtemp(path.join(tmpdir(), 'next-dist-'))
    await mkdir(path.join(distDir, 'server'))
    await writeFile(path.join(distDir, 'BUILD_ID'), BUILD_ID)
    process.env.REDIS_URL = redis.url
    process.env.REDIS_CACHE_TIMEOUT_MS = '300'
    const { default: CacheHandler } = await import('../../web/cache/redis-cache-handler.mjs')
    // What Next passes to a cache handler it creates (FileSystemCacheContext), as far as the handler reads it.
    instanceA = new CacheHandler({ serverDistDir: path.join(distDir, 'server'), dev: false } as never) as unknown as CacheHandlerLike
    clientB = createClient({ url: redis.url, disableOfflineQueue: true })
    clientB.on('error', () => {})
    await clientB.connect()
    instanceB = createRedisHandler({ client: clientB as never, keyPrefix: prefix, keyExpirationStrategy: 'EXAT' })
    // A's client connects in the background; wait until its writes reach Redis.
    expect(await eventually(async () => (await instanceA.set('probe', page('probe'), fetchContext([])), (await clientB.exists(`${prefix}probe`)) === 1))).toBe(true)
  })
  afterAll(async () => {
    delete process.env.REDIS_URL
    delete process.env.REDIS_CACHE_TIMEOUT_MS
    await clientB?.close().catch(() => {})
    await redis?.remove()
    await rm(distDir, { recursive: true, force: true })
  })

  it('stores under the build id, so that another instance reads the same entry', async () => {
    await instanceA.set('service-page', page('price 490 €'), fetchContext(['service']))
    const seenByB = await instanceB.get('service-page', { implicitTags: [] })
    expect(seenByB?.value).toMatchObject({ kind: 'FETCH', data: { body: 'price 490 €' } })
    expect(seenByB?.tags).toEqual(['service'])
  })

  it('a tag revalidated on one instance is gone for all of them', async () => {
    await instanceA.set('city-page', page('Berlin'), fetchContext(['city']))
    await instanceB.revalidateTag('city')
    expect(await instanceA.get('city-page', { kind: 'FETCH', softTags: [] })).toBeNull()
    expect(await clientB.exists(`${prefix}city-page`)).toBe(0)
  })

  it('serves from the local copy while Redis is down and catches up on the revalidation it missed', async () => {
    await instanceA.set('home-page', page('old home'), fetchContext(['homePage']))
    await instanceA.set('team-page', page('team'), fetchContext(['teamMember']))
    await clientB.close()
    await redis.stop()

    // Redis down: pages come from this instance's memory, at once (commands are not queued).
    const started = Date.now()
    expect((await instanceA.get('team-page', { kind: 'FETCH', softTags: [] }))?.value.data.body).toBe('team')
    expect(Date.now() - started).toBeLessThan(1_000)
    // A published change while Redis is down: the local copy is dropped now…
    await instanceA.revalidateTag('homePage')
    expect(await instanceA.get('home-page', { kind: 'FETCH', softTags: [] })).toBeNull()

    // …and Redis, which kept the old page, is cleaned as soon as it is back.
    await redis.start()
    clientB = createClient({ url: redis.url })
    clientB.on('error', () => {})
    await clientB.connect()
    expect(await clientB.exists(`${prefix}team-page`)).toBe(1)
    expect(await eventually(async () => (await clientB.exists(`${prefix}home-page`)) === 0)).toBe(true)
    instanceB = createRedisHandler({ client: clientB as never, keyPrefix: prefix, keyExpirationStrategy: 'EXAT' })
    expect(await instanceB.get('home-page', { implicitTags: [] })).toBeNull()
    expect((await instanceB.get('team-page', { implicitTags: [] }))?.value).toMatchObject({ data: { body: 'team' } })
  })
})
