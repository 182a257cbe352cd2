import { Mutation } from '@sanity/mutator'
import { applyPatch } from 'mendoza'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyMutations,
  closeContentStore,
  contentHead,
  getDocuments,
  type CommittedTransaction,
  type ContentMutation,
} from '../../web/lib/content-lake'
import { getDb } from '../../web/lib/db/client'
import { contentDocumentRevisions, contentTransactions } from '../../web/lib/db/schema'
import { editor, lakeError, openDatabase } from '../helpers/content-store'
import { testDatabases } from '../helpers/test-databases'

/** Applies a change's mutations as the Studio's @sanity/mutator would (with the event's rev and time). */
function replay(transaction: CommittedTransaction, documentId: string) {
  const change = transaction.changes.find((item) => item.documentId === documentId)!
  const mutation = new Mutation({
    mutations: change.mutations as never,
    resultRev: transaction.id,
    timestamp: transaction.timestamp,
  })
  return { change, replayed: mutation.apply(change.previous ? structuredClone(change.previous) : null) }
}

const service = (id: string, fields: Record<string, unknown> = {}) => ({ _id: id, _type: 'service', title: { de: 'Local SEO', en: 'Local SEO' }, price: 490, ...fields })

describe.each(testDatabases({ content: 'empty' }))('content store mutations on $name', (database) => {
  beforeAll(() => openDatabase(database))
  afterAll(async () => {
    await closeContentStore()
    await database.close()
  })

  it('creates a document with _rev = transaction id and the commit time', async () => {
    const before = await contentHead()
    const transaction = await applyMutations([{ create: service('m-create') }], { identity: editor })
    const [stored] = await getDocuments(['m-create'])
    expect(stored).toMatchObject({ _id: 'm-create', _type: 'service', _rev: transaction.id, price: 490 })
    expect(stored!._createdAt).toBe(transaction.timestamp)
    expect(stored!._updatedAt).toBe(transaction.timestamp)
    expect(transaction.seq).toBeGreaterThan(before.seq)
    expect((await contentHead()).transactionId).toBe(transaction.id)
    const [change] = transaction.changes
    expect(change).toMatchObject({ documentId: 'm-create', transition: 'appear', previous: null, previousRev: null, resultRev: transaction.id })
    expect(change!.effects).toEqual({ apply: [0, stored], revert: [0, null] })
    expect(replay(transaction, 'm-create').replayed).toEqual(stored)
    expect(transaction.identity).toMatchObject({ id: editor.id, role: 'editor' })
  })

  it('generates ids for create without _id and under a "prefix."', async () => {
    const transaction = await applyMutations([{ create: { _type: 'faq' } }, { create: { _id: 'drafts.', _type: 'faq' } }] as ContentMutation[], {
      identity: editor,
    })
    const ids = transaction.changes.map((change) => change.documentId)
    expect(ids).toHaveLength(2)
    expect(ids.some((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true)
    expect(ids.some((id) => /^drafts\.[0-9a-f-]{36}$/.test(id))).toBe(true)
  })

  it('refuses create of an existing id with 409 and stores nothing of the request', async () => {
    await applyMutations([{ create: service('m-exists') }], { identity: editor })
    const head = await contentHead()
    const error = await lakeError(applyMutations([{ create: service('m-new-in-failed') }, { create: service('m-exists') }], { identity: editor }))
    expect(error.statusCode).toBe(409)
    expect(error.type).toBe('mutationError')
    expect(error.details.items).toEqual([{ error: expect.objectContaining({ type: 'documentAlreadyExistsError', id: 'm-exists' }), index: 1 }])
    expect(await getDocuments(['m-new-in-failed'])).toEqual([null])
    expect((await contentHead()).seq).toBe(head.seq)
  })

  it('createOrReplace keeps _createdAt, createIfNotExists leaves an existing document alone', async () => {
    const first = await applyMutations([{ create: service('m-replace', { price: 1 }) }], { identity: editor })
    const second = await applyMutations([{ createOrReplace: service('m-replace', { price: 2, extra: true }) }], { identity: editor })
    const [stored] = await getDocuments(['m-replace'])
    expect(stored).toMatchObject({ price: 2, extra: true, _rev: second.id, _createdAt: first.timestamp, _updatedAt: second.timestamp })
    expect(replay(second, 'm-replace').replayed).toEqual(stored)

    const noop = await applyMutations([{ createIfNotExists: service('m-replace', { price: 3 }) }], { identity: editor })
    expect(noop.changes).toEqual([])
    expect((await getDocuments(['m-replace']))[0]).toEqual(stored)
    const created = await applyMutations([{ createIfNotExists: service('m-cine', { price: 3 }) }], { identity: editor })
    expect(created.changes[0]).toMatchObject({ documentId: 'm-cine', transition: 'appear' })
  })

  it('deletes, and deleting a missing document is a no-op', async () => {
    await applyMutations([{ create: service('m-delete') }], { identity: editor })
    const deleted = await applyMutations([{ delete: { id: 'm-delete' } }, { delete: { id: 'm-never-existed' } }], { identity: editor })
    expect(deleted.changes).toHaveLength(1)
    expect(deleted.changes[0]).toMatchObject({ documentId: 'm-delete', transition: 'disappear', result: null, resultRev: null })
    expect(deleted.changes[0]!.effects.apply).toEqual([0, null])
    expect(await getDocuments(['m-delete'])).toEqual([null])
  })

  it('patches with set, setIfMissing, unset, inc, dec, insert and diffMatchPatch', async () => {
    await applyMutations(
      [
        {
          create: {
            _id: 'm-patch',
            _type: 'post',
            title: 'Hallo Welt',
            views: 10,
            tags: [
              { _key: 'a', label: 'A' },
              { _key: 'c', label: 'C' },
            ],
            obsolete: 'x',
            seo: { title: 'alt' },
          },
        },
      ],
      { identity: editor },
    )
    const transaction = await applyMutations(
      [
        { patch: { id: 'm-patch', set: { 'seo.title': 'neu', 'tags[_key=="a"].label': 'Alpha' }, setIfMissing: { subtitle: 'Untertitel', views: 99 } } },
        { patch: { id: 'm-patch', unset: ['obsolete'], inc: { views: 5 }, dec: { views: 2 } } },
        { patch: { id: 'm-patch', insert: { after: 'tags[_key=="a"]', items: [{ _key: 'b', label: 'B' }] } } },
        { patch: { id: 'm-patch', insert: { before: 'tags[0]', items: [{ _key: 'z', label: 'Z' }] } } },
        { patch: { id: 'm-patch', insert: { replace: 'tags[_key=="c"]', items: [{ _key: 'c2', label: 'C2' }] } } },
        { patch: { id: 'm-patch', diffMatchPatch: { title: '@@ -1,10 +1,11 @@\n Hallo \n-Welt\n+Erde!\n' } } },
      ],
      { identity: editor },
    )
    const [stored] = await getDocuments(['m-patch'])
    expect(stored).toMatchObject({
      title: 'Hallo Erde!',
      subtitle: 'Untertitel',
      views: 13,
      seo: { title: 'neu' },
      tags: [
        { _key: 'z', label: 'Z' },
        { _key: 'a', label: 'Alpha' },
        { _key: 'b', label: 'B' },
        { _key: 'c2', label: 'C2' },
      ],
    })
    expect(stored).not.toHaveProperty('obsolete')
    const { change, replayed } = replay(transaction, 'm-patch')
    expect(replayed).toEqual(stored)
    expect(applyPatch(change.previous, change.effects.apply)).toEqual(stored)
    expect(applyPatch(stored, change.effects.revert)).toEqual(change.previous)
  })

  it('answers 404 for a patch of a missing document and 409 for a wrong ifRevisionID', async () => {
    const missing = await lakeError(applyMutations([{ patch: { id: 'm-missing', set: { a: 1 } } }], { identity: editor }))
    expect(missing.statusCode).toBe(404)
    expect(missing.details.items).toEqual([{ error: expect.objectContaining({ type: 'documentNotFoundError', id: 'm-missing' }), index: 0 }])

    const created = await applyMutations([{ create: service('m-rev') }], { identity: editor })
    const conflict = await lakeError(applyMutations([{ patch: { id: 'm-rev', ifRevisionID: 'stale', set: { price: 1 } } }], { identity: editor }))
    expect(conflict.statusCode).toBe(409)
    expect((conflict.details.items as { error: { type: string } }[])[0]!.error.type).toBe('revisionMismatchError')
    await applyMutations([{ patch: { id: 'm-rev', ifRevisionID: created.id, set: { price: 1 } } }], { identity: editor })
    expect((await getDocuments(['m-rev']))[0]).toMatchObject({ price: 1 })
  })

  it.each([
    ['an invalid id', [{ create: { _id: '-bad', _type: 'x' } }], 400],
    ['an id with a space', [{ createOrReplace: { _id: 'a b', _type: 'x' } }], 400],
    ['a document without _type', [{ create: { _id: 'm-notype' } }], 400],
    ['a NUL character', [{ create: { _id: 'm-nul', _type: 'x', text: 'a\u0000b' } }], 400],
    ['a patch with both id and query', [{ patch: { id: 'm-rev', query: '*[_type == "service"]', set: { a: 1 } } }], 400],
    ['a delete by a query that selects no documents', [{ delete: { query: '*[_type == "service"].price' } }], 400],
    ['an unknown mutation', [{ merge: { _id: 'x' } }], 400],
    ['a patch without operations', [{ patch: { id: 'm-rev' } }], 400],
    ['a patch that changes _id', [{ patch: { id: 'm-rev', set: { _id: 'other' } } }], 400],
    ['a patch that removes _type', [{ patch: { id: 'm-rev', unset: ['_type'] } }], 400],
    ['a patch with an invalid path', [{ patch: { id: 'm-rev', set: { 'a[': 1 } } }], 400],
    ['no mutations', [], 400],
  ])('refuses %s with a 4xx mutationError', async (_label, mutations, status) => {
    const error = await lakeError(applyMutations(mutations as ContentMutation[], { identity: editor }))
    expect(error.statusCode).toBe(status)
    expect(error.type).toBe('mutationError')
    expect((await getDocuments(['m-rev']))[0]).toMatchObject({ _type: 'service', price: 1 })
  })

  it('patches and deletes by query in the same transaction as the other mutations', async () => {
    await applyMutations([{ create: { ...service('m-q-1'), group: 'q' } }, { create: { ...service('m-q-2'), group: 'q' } }], { identity: editor })
    const patched = await applyMutations([{ patch: { query: '*[group == $group]', params: { group: 'q' }, set: { price: 7 } } }], { identity: editor })
    expect(patched.changes.map((change) => change.documentId)).toEqual(['m-q-1', 'm-q-2'])
    expect((await getDocuments(['m-q-1', 'm-q-2'])).map((document) => document?.price)).toEqual([7, 7])
    const deleted = await applyMutations([{ delete: { query: '*[group == "q" && _id == "m-q-1"]' } }, { patch: { id: 'm-q-2', set: { price: 8 } } }], { identity: editor })
    expect(deleted.changes.map((change) => [change.documentId, change.transition])).toEqual([['m-q-1', 'disappear'], ['m-q-2', 'update']])
    expect(await getDocuments(['m-q-1'])).toEqual([null])
  })

  it('uses the client transaction id and refuses it a second time', async () => {
    const transaction = await applyMutations([{ create: service('m-txid') }], { identity: editor, transactionId: 'client-tx-1' })
    expect(transaction.id).toBe('client-tx-1')
    expect((await getDocuments(['m-txid']))[0]!._rev).toBe('client-tx-1')
    const reused = await lakeError(applyMutations([{ create: service('m-txid-2') }], { identity: editor, transactionId: 'client-tx-1' }))
    expect(reused.statusCode).toBe(409)
    expect((await lakeError(applyMutations([{ create: service('m-txid-3') }], { identity: editor, transactionId: 'bad id!' }))).statusCode).toBe(400)
  })

  it('writes in a caller transaction: nothing when it rolls back, everything when it commits', async () => {
    const db = await getDb()
    await expect(
      db.transaction(async (tx) => {
        await applyMutations([{ create: service('m-exec-rollback') }], { identity: editor, executor: tx })
        throw new Error('caller fails after the store wrote')
      }),
    ).rejects.toThrow('caller fails')
    expect(await getDocuments(['m-exec-rollback'])).toEqual([null])
    const committed = await db.transaction((tx) => applyMutations([{ create: service('m-exec-commit') }], { identity: editor, executor: tx }))
    expect((await getDocuments(['m-exec-commit']))[0]!._rev).toBe(committed.id)
  })

  it('stores one transaction row and one revision per touched document', async () => {
    const transaction = await applyMutations([{ create: service('m-rows-a') }, { create: service('m-rows-b') }, { patch: { id: 'm-rows-a', set: { price: 5 } } }], {
      identity: editor,
    })
    const db = await getDb()
    const rows = await db.select().from(contentDocumentRevisions)
    const own = rows.filter((row) => row.transactionSeq === transaction.seq)
    expect(own.map((row) => row.documentId).sort()).toEqual(['m-rows-a', 'm-rows-b'])
    expect(own.find((row) => row.documentId === 'm-rows-a')!.mutations).toHaveLength(2)
    const [row] = (await db.select().from(contentTransactions)).filter((item) => item.seq === transaction.seq)
    expect(row).toMatchObject({ id: transaction.id, authorId: editor.id, authorRole: 'editor', documentIds: ['m-rows-a', 'm-rows-b'] })
  })
})
