import { describe, expect, it } from 'vitest'
import type { CommittedTransaction, ContentDocument } from '../types'
import { compileDocumentFilter } from '../server/listen/listen-filter'
import { mutationEvents, wantsDocument } from '../server/listen/mutation-event'
import { eventStreamId, parseEventStreamId } from '../server/listen/event-stream'

const service = (id: string, rev: string): ContentDocument => ({
  _id: id,
  _type: 'service',
  _rev: rev,
  _createdAt: '2026-11-22T10:00:00Z',
  _updatedAt: '2026-11-22T10:00:00Z',
  title: 'Local SEO',
})

describe('listen filters', () => {
  it('use the filter of the query and ignore projections, ordering and slices (as the Content Lake)', async () => {
    const byType = compileDocumentFilter('*[_type == $type] {\n  ...,\n} | order(_createdAt desc) [0...10]', { type: 'service' })
    expect(await byType(service('a', 'r'), 'u')).toBe(true)
    expect(await byType({ ...service('a', 'r'), _type: 'city' }, 'u')).toBe(false)
    const pair = compileDocumentFilter('*[_id in $ids]', { ids: ['a', 'drafts.a'] })
    expect(await pair(service('drafts.a', 'r'), 'u')).toBe(true)
    expect(await pair(service('b', 'r'), 'u')).toBe(false)
    const everything = compileDocumentFilter('*', {})
    expect(await everything(service('anything', 'r'), 'u')).toBe(true)
    const versions = compileDocumentFilter('*[sanity::versionOf($publishedId)]', { publishedId: 'a' })
    expect(await versions(service('drafts.a', 'r'), 'u')).toBe(true)
  })

  it('reject queries that do not parse', () => {
    expect(() => compileDocumentFilter('*[_type == ', {})).toThrow()
  })
})

describe('mutation events', () => {
  const transaction: CommittedTransaction = {
    seq: 42,
    id: 'tx-publish',
    timestamp: '2026-11-22T10:45:25.000Z',
    identity: { id: 'u-editor', name: 'E', email: 'e@example.test', role: 'editor' },
    changes: [
      {
        documentId: 'drafts.a',
        transition: 'disappear',
        previous: service('drafts.a', 'tx-edit'),
        result: null,
        previousRev: 'tx-edit',
        resultRev: null,
        mutations: [{ delete: { id: 'drafts.a' } }],
        effects: { apply: [0, null], revert: [0, {}] },
      },
      {
        documentId: 'a',
        transition: 'appear',
        previous: null,
        result: service('a', 'tx-publish'),
        previousRev: null,
        resultRev: 'tx-publish',
        mutations: [{ createOrReplace: service('a', 'tx-publish') }],
        effects: { apply: [0, service('a', 'tx-publish')], revert: [0, null] },
      },
    ],
  }

  it('carry every field the Studio matches on, options deciding the optional ones', () => {
    const options = {
      includeResult: true,
      includePreviousRevision: false,
      includeMutations: false,
      includeAllVersions: true,
      effectFormat: 'mendoza' as const,
      visibility: 'query' as const,
      enableResume: true,
    }
    const [draftGone, published] = mutationEvents(transaction, transaction.changes, options)
    expect(draftGone).toEqual({
      eventId: 'tx-publish#drafts.a',
      documentId: 'drafts.a',
      transactionId: 'tx-publish',
      transition: 'disappear',
      identity: 'u-editor',
      previousRev: 'tx-edit',
      resultRev: 'tx-publish',
      timestamp: '2026-11-22T10:45:25.000Z',
      visibility: 'query',
      transactionTotalEvents: 2,
      transactionCurrentEvent: 1,
      effects: { apply: [0, null], revert: [0, {}] },
    })
    // A new document has no previous revision: absent, so the Studio chains it to an empty snapshot.
    expect(published).not.toHaveProperty('previousRev')
    expect(published).toMatchObject({ transactionCurrentEvent: 2, result: { _id: 'a' } })
  })

  it('leave release versions to listeners that ask for all versions', () => {
    const options = { includeAllVersions: false } as Parameters<typeof wantsDocument>[1]
    expect(wantsDocument('versions.r1.a', options)).toBe(false)
    expect(wantsDocument('drafts.a', options)).toBe(true)
  })

  it('number events so that a reconnecting listener can resume', () => {
    expect(parseEventStreamId(eventStreamId(42, 1, 2))).toEqual({ seq: 42, partial: true })
    expect(parseEventStreamId(eventStreamId(42, 2, 2))).toEqual({ seq: 42, partial: false })
    expect(parseEventStreamId('garbage')).toBeNull()
  })
})

describe('error answers', () => {
  it('turn an unreachable database into 503 and anything unknown into a bare 500', async () => {
    const { errorAnswer } = await import('../server/http/content-lake-error')
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(errorAnswer(refused)).toMatchObject({ status: 503, body: { error: { type: 'serviceUnavailable' } } })
    const bug = errorAnswer(new TypeError('secret internals'))
    expect(bug.status).toBe(500)
    expect(JSON.stringify(bug.body)).not.toContain('secret internals')
  })
})
