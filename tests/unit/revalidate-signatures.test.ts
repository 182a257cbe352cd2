import * as crypto from 'node:crypto'
import { encodeSignatureHeader } from '@sanity/webhook'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as contentRevalidate } from '../../web/app/api/content/revalidate/route'
import { GET as sanityRevalidateGet, POST as sanityRevalidate } from '../../web/app/api/revalidate/route'
import { REVALIDATE_SIGNATURE_HEADER, isValidRevalidationSignature, signRevalidation } from '../../web/lib/content-lake'
import { checkSanitySignature, SIGNATURE_TOLERANCE_MS } from '../../web/lib/http/sanity-webhook-signature'
import * as nextCache from 'next/cache'
import { legalPageQuery, serviceBySlugQuery } from '../../web/lib/content/queries'
import { contentSyncTags } from '../../web/lib/content/sync-tags'

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>()
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) }
})
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))
// The webhook endpoint exists only where a hosted Sanity project sends webhooks; the local source is
// switched per test through this flag.
const content = vi.hoisted(() => ({ source: 'sanity' as 'sanity' | 'local' }))
vi.mock('../../web/lib/content/config', () => ({
  contentConfig: {
    get source() {
      return content.source
    },
  },
}))
const isValidSanitySignature = (body: string, header: string | null, secret: string) => checkSanitySignature(body, header, secret) === 'valid'

/**
 * Both revalidation endpoints check their signature in constant time (crypto.timingSafeEqual on
 * buffers of equal length, also for a wrong guess of the right length), accept real signatures (so
 * the fuzz tests' refusals are not a checker that refuses everything) and refuse tampered ones.
 */
const SECRET = 'webhook-secret-for-the-signature-test'
const body = JSON.stringify({ _type: 'service' })
const timingSafeEqual = vi.mocked(crypto.timingSafeEqual)

function lastComparison() {
  const [a, b] = timingSafeEqual.mock.lastCall as [Buffer, Buffer]
  return { equalLength: a.byteLength === b.byteLength && a.byteLength > 0 }
}

beforeEach(() => {
  content.source = 'sanity'
  process.env.SANITY_REVALIDATE_SECRET = SECRET
  timingSafeEqual.mockClear()
})
afterEach(() => {
  delete process.env.SANITY_REVALIDATE_SECRET
})

describe('Sanity webhook signature (/api/revalidate)', () => {
  it('accepts the header @sanity/webhook makes, comparing in constant time', async () => {
    const header = await encodeSignatureHeader(body, Date.now(), SECRET)
    expect(isValidSanitySignature(body, header, SECRET)).toBe(true)
    expect(timingSafeEqual).toHaveBeenCalledTimes(1)
    expect(lastComparison().equalLength).toBe(true)
  })

  it('refuses a wrong guess of the right length after a constant-time comparison', async () => {
    const header = await encodeSignatureHeader(body, Date.now(), SECRET)
    const guess = `${header.slice(0, -1)}${header.endsWith('A') ? 'B' : 'A'}`
    expect(isValidSanitySignature(body, guess, SECRET)).toBe(false)
    expect(timingSafeEqual).toHaveBeenCalledTimes(1)
    expect(lastComparison().equalLength).toBe(true)
  })

  it('refuses another body, another secret, an old timestamp and malformed headers', async () => {
    const now = Date.now()
    const header = await encodeSignatureHeader(body, now, SECRET)
    expect(isValidSanitySignature('{"_type":"post"}', header, SECRET)).toBe(false)
    expect(isValidSanitySignature(body, await encodeSignatureHeader(body, now, 'another-secret'), SECRET)).toBe(false)
    expect(isValidSanitySignature(body, header.replace(/^t=\d+/, 't=1000'), SECRET)).toBe(false)
    for (const odd of ['', 't=,v1=', 'v1=abc', `${header},v1=x`, `t=${'9'.repeat(40)},v1=abc`, null]) {
      expect(isValidSanitySignature(body, odd, SECRET)).toBe(false)
    }
  })

  it('revalidates for a signed request and refuses the same request with a tampered signature', async () => {
    const header = await encodeSignatureHeader(body, Date.now(), SECRET)
    const post = (signature: string) =>
      sanityRevalidate(new Request('http://localhost/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature }, body }))
    expect((await post(header)).status).toBe(200)
    const refused = await post(header.replace(/v1=./, (prefix) => (prefix.endsWith('a') ? 'v1=b' : 'v1=a')))
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Invalid signature.' })
  })

  it("refreshes the cache tags of the pages that show the webhook's document, and not the others", async () => {
    const revalidateTag = vi.mocked(nextCache.revalidateTag)
    revalidateTag.mockClear()
    const changed = JSON.stringify({ _id: 'service-local-seo', _type: 'service' })
    const answer = await sanityRevalidate(
      new Request('http://localhost/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', 'sanity-webhook-signature': await encodeSignatureHeader(changed, Date.now(), SECRET) }, body: changed }),
    )
    const refreshed = revalidateTag.mock.calls.map(([tag]) => tag)
    expect((await answer.json()).revalidated).toEqual(refreshed)
    const pageTags = (query: string, params: Record<string, unknown>) => contentSyncTags(query, params)
    expect(refreshed.some((tag) => pageTags(serviceBySlugQuery, { locale: 'de', slug: 'local-seo' }).includes(tag))).toBe(true)
    expect(refreshed.some((tag) => pageTags(legalPageQuery, { locale: 'de', kind: 'imprint' }).includes(tag))).toBe(false)
  })
})

describe('replays and the local setup (/api/revalidate)', () => {
  const post = (signature: string) =>
    sanityRevalidate(new Request('http://localhost/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature }, body }))

  it('refuses a genuine signature made more than five minutes ago or ahead', async () => {
    const now = Date.now()
    expect(checkSanitySignature(body, await encodeSignatureHeader(body, now - SIGNATURE_TOLERANCE_MS + 5_000, SECRET), SECRET, now)).toBe('valid')
    expect(checkSanitySignature(body, await encodeSignatureHeader(body, now - SIGNATURE_TOLERANCE_MS - 1, SECRET), SECRET, now)).toBe('expired')
    expect(checkSanitySignature(body, await encodeSignatureHeader(body, now + SIGNATURE_TOLERANCE_MS + 1, SECRET), SECRET, now)).toBe('expired')
    const replayed = await post(await encodeSignatureHeader(body, now - 10 * 60_000, SECRET))
    expect(replayed.status).toBe(401)
    expect(await replayed.json()).toEqual({ error: 'The signature is more than five minutes old (a replay, or a clock far off).' })
  })

  it('answers 404 without a hosted Sanity project, signed or not', async () => {
    content.source = 'local'
    const answer = await post(await encodeSignatureHeader(body, Date.now(), SECRET))
    expect(answer.status).toBe(404)
    expect((await post('t=1,v1=x')).status).toBe(404)
    expect(sanityRevalidateGet().status).toBe(404)
    delete process.env.SANITY_REVALIDATE_SECRET
    expect((await post('')).status).toBe(404)
  })
})

describe('internal content revalidation signature (/api/content/revalidate)', () => {
  const tags = JSON.stringify({ tags: ['service'] })

  it('accepts its own signature and refuses a wrong one of the same length, both in constant time', async () => {
    const signature = signRevalidation(tags)
    expect(isValidRevalidationSignature(tags, signature)).toBe(true)
    expect(lastComparison().equalLength).toBe(true)
    const guess = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect(isValidRevalidationSignature(tags, guess)).toBe(false)
    expect(timingSafeEqual).toHaveBeenCalledTimes(2)
    expect(lastComparison().equalLength).toBe(true)
  })

  it('revalidates for a signed request, 401 for a tampered one', async () => {
    const post = (signature: string) =>
      contentRevalidate(new Request('http://localhost/api/content/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', [REVALIDATE_SIGNATURE_HEADER]: signature }, body: tags }))
    expect((await post(signRevalidation(tags))).status).toBe(200)
    expect((await post(signRevalidation(`${tags} `))).status).toBe(401)
  })
})
