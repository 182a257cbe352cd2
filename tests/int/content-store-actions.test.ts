import { Mutation } from '@sanity/mutator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyActions, applyMutations, closeContentStore, contentHead, getDocuments, type CommittedTransaction, type ContentAction } from '../../web/lib/content-lake'
import { editor, lakeError, openDatabase } from '../helpers/content-store'
import { testDatabases } from '../helpers/test-databases'

const edit = (publishedId: string, patch: Record<string, unknown>, draftId = `drafts.${publishedId}`): ContentAction =>
  ({ actionType: 'sanity.action.document.edit', draftId, publishedId, patch }) as ContentAction
const publish = (publishedId: string, extra: Record<string, unknown> = {}): ContentAction =>
  ({ actionType: 'sanity.action.document.publish', draftId: `drafts.${publishedId}`, publishedId, ...extra }) as ContentAction
const create = (publishedId: string, attributes: Record<string, unknown>, ifExists = 'fail'): ContentAction =>
  ({ actionType: 'sanity.action.document.create', publishedId, attributes: { _id: `drafts.${publishedId}`, ...attributes }, ifExists }) as ContentAction

async function publishedDocument(id: string, fields: Record<string, unknown>) {
  return applyMutations([{ createOrReplace: { _id: id, _type: 'service', ...fields } }], { identity: editor })
}

/** Every change's mutations, applied with @sanity/mutator as a listening Studio would, give its result. */
function expectReplayable(transaction: CommittedTransaction) {
  for (const change of transaction.changes) {
    const replayed = new Mutation({ mutations: change.mutations as never, resultRev: transaction.id, timestamp: transaction.timestamp }).apply(
      change.previous ? structuredClone(change.previous) : null,
    )
    expect(replayed, change.documentId).toEqual(change.result)
  }
}

describe.each(testDatabases({ content: 'empty' }))('content store actions on $name', (database) => {
  beforeAll(() => openDatabase(database))
  afterAll(async () => {
    await closeContentStore()
    await database.close()
  })

  it('creates a draft; refuses it when it (or the published document) exists, unless ifExists is ignore', async () => {
    const transaction = await applyActions([create('a-new', { _type: 'post', title: 'Neu' })], { identity: editor })
    expect((await getDocuments(['drafts.a-new']))[0]).toMatchObject({ _type: 'post', title: 'Neu', _rev: transaction.id })
    expect(await getDocuments(['a-new'])).toEqual([null])
    expect((await lakeError(applyActions([create('a-new', { _type: 'post' })], { identity: editor }))).statusCode).toBe(409)
    const ignored = await applyActions([create('a-new', { _type: 'post', title: 'anders' }, 'ignore')], { identity: editor })
    expect(ignored.changes).toEqual([])
    await publishedDocument('a-pub', { price: 1 })
    const error = await lakeError(applyActions([create('a-pub', { _type: 'service' })], { identity: editor }))
    expect(error).toMatchObject({ statusCode: 409, type: 'actionError' })
  })

  it('the first edit copies the published document into a new draft, later edits patch the draft', async () => {
    const published = await publishedDocument('a-edit', { price: 490, title: 'Local SEO' })
    // What the Studio sends for its first keystroke: a guard patch, then the change.
    const first = await applyActions([edit('a-edit', { unset: ['_empty_action_guard_pseudo_field_'] }), edit('a-edit', { set: { price: 590 } })], {
      identity: editor,
    })
    const [draft, stillPublished] = await getDocuments(['drafts.a-edit', 'a-edit'])
    expect(draft).toMatchObject({ _id: 'drafts.a-edit', price: 590, title: 'Local SEO', _rev: first.id })
    expect(draft!._createdAt).toBe(published.timestamp)
    expect(stillPublished).toMatchObject({ price: 490, _rev: published.id })
    expect(first.changes.map((change) => change.documentId)).toEqual(['drafts.a-edit'])
    expect(first.changes[0]!.mutations[0]).toHaveProperty('createIfNotExists')
    expectReplayable(first)
    const second = await applyActions([edit('a-edit', { set: { title: 'Lokales SEO' } })], { identity: editor })
    expect(second.changes[0]!.mutations).toHaveLength(1)
    expectReplayable(second)
    expect((await lakeError(applyActions([edit('a-nothing', { set: { a: 1 } })], { identity: editor }))).statusCode).toBe(404)
  })

  it('publishes: the draft replaces the published document, keeps its creation time, and is gone', async () => {
    const original = await publishedDocument('a-publish', { price: 100 })
    await applyActions([edit('a-publish', { set: { price: 200 } })], { identity: editor })
    const transaction = await applyActions([publish('a-publish', { ifPublishedRevisionId: original.id })], { identity: editor })
    const [published, draft] = await getDocuments(['a-publish', 'drafts.a-publish'])
    expect(draft).toBeNull()
    expect(published).toMatchObject({ _id: 'a-publish', price: 200, _rev: transaction.id, _createdAt: original.timestamp, _updatedAt: transaction.timestamp })
    expect(transaction.changes.map((change) => [change.documentId, change.transition])).toEqual([
      ['a-publish', 'update'],
      ['drafts.a-publish', 'disappear'],
    ])
    expectReplayable(transaction)
  })

  it('refuses a publish that would lose an update (409) and one without a draft (404)', async () => {
    const original = await publishedDocument('a-lost', { price: 1 })
    const edited = await applyActions([edit('a-lost', { set: { price: 2 } })], { identity: editor })
    await applyMutations([{ patch: { id: 'a-lost', set: { price: 3 } } }], { identity: editor })
    const stalePublished = await lakeError(applyActions([publish('a-lost', { ifPublishedRevisionId: original.id })], { identity: editor }))
    expect(stalePublished.statusCode).toBe(409)
    const staleDraft = await lakeError(applyActions([publish('a-lost', { ifDraftRevisionId: 'old' })], { identity: editor }))
    expect(staleDraft.statusCode).toBe(409)
    await applyActions([publish('a-lost', { ifDraftRevisionId: edited.id })], { identity: editor })
    expect((await lakeError(applyActions([publish('a-lost')], { identity: editor }))).statusCode).toBe(404)
  })

  it('unpublishes into a draft (made from the published document when there is none)', async () => {
    await publishedDocument('a-unpub', { price: 7 })
    const transaction = await applyActions([{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.a-unpub', publishedId: 'a-unpub' }], {
      identity: editor,
    })
    const [published, draft] = await getDocuments(['a-unpub', 'drafts.a-unpub'])
    expect(published).toBeNull()
    expect(draft).toMatchObject({ price: 7, _id: 'drafts.a-unpub' })
    expectReplayable(transaction)
    const again = await lakeError(applyActions([{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.a-unpub', publishedId: 'a-unpub' }], { identity: editor }))
    expect(again.statusCode).toBe(404)
  })

  it('discards a draft (also as version.discard, as Studio 6.16 sends it); a missing one is 404', async () => {
    await applyActions([create('a-discard', { _type: 'post' })], { identity: editor })
    await applyActions([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.a-discard' }], { identity: editor })
    expect(await getDocuments(['drafts.a-discard'])).toEqual([null])
    await applyActions([create('a-discard', { _type: 'post' })], { identity: editor })
    await applyActions([{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.a-discard' }], { identity: editor })
    expect(await getDocuments(['drafts.a-discard'])).toEqual([null])
    const missing = await lakeError(applyActions([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.a-discard' }], { identity: editor }))
    expect(missing.statusCode).toBe(404)
  })

  it('deletes the published document with the listed drafts, and refuses to leave an unlisted draft behind', async () => {
    await publishedDocument('a-del', { price: 1 })
    await applyActions([edit('a-del', { set: { price: 2 } })], { identity: editor })
    await applyActions([{ actionType: 'sanity.action.document.version.create', publishedId: 'a-del', baseId: 'a-del', versionId: 'versions.rSummer.a-del' }], {
      identity: editor,
    })
    const unlisted = await lakeError(
      applyActions([{ actionType: 'sanity.action.document.delete', publishedId: 'a-del', includeDrafts: ['drafts.a-del'] }], { identity: editor }),
    )
    expect(unlisted.statusCode).toBe(409)
    expect(await getDocuments(['a-del', 'drafts.a-del'])).not.toContain(null)
    const transaction = await applyActions(
      [{ actionType: 'sanity.action.document.delete', publishedId: 'a-del', includeDrafts: ['drafts.a-del', 'versions.rSummer.a-del'] }],
      { identity: editor },
    )
    expect(transaction.changes.map((change) => change.transition)).toEqual(['disappear', 'disappear', 'disappear'])
    expect(await getDocuments(['a-del', 'drafts.a-del', 'versions.rSummer.a-del'])).toEqual([null, null, null])
    const nothing = await lakeError(applyActions([{ actionType: 'sanity.action.document.delete', publishedId: 'a-del', includeDrafts: [] }], { identity: editor }))
    expect(nothing.statusCode).toBe(404)
  })

  it('replaces a draft (restore), keeping its creation time; refuses when neither draft nor published exists', async () => {
    const created = await applyActions([create('a-replace', { _type: 'post', title: 'eins' })], { identity: editor })
    await applyActions([{ actionType: 'sanity.action.document.replaceDraft', publishedId: 'a-replace', attributes: { _id: 'drafts.a-replace', _type: 'post', title: 'zwei' } }], {
      identity: editor,
    })
    const [draft] = await getDocuments(['drafts.a-replace'])
    expect(draft).toMatchObject({ title: 'zwei', _createdAt: created.timestamp })
    const missing = await lakeError(
      applyActions([{ actionType: 'sanity.action.document.replaceDraft', publishedId: 'a-none', attributes: { _id: 'drafts.a-none', _type: 'post' } }], { identity: editor }),
    )
    expect(missing.statusCode).toBe(404)
  })

  it('creates, replaces and marks release versions for unpublishing', async () => {
    await publishedDocument('a-version', { price: 10 })
    await applyActions(
      [{ actionType: 'sanity.action.document.version.create', publishedId: 'a-version', document: { _id: 'versions.rA.a-version', _type: 'service', price: 11 } }],
      { identity: editor },
    )
    await applyActions([{ actionType: 'sanity.action.document.version.replace', document: { _id: 'versions.rA.a-version', _type: 'service', price: 12 } }], {
      identity: editor,
    })
    expect((await getDocuments(['versions.rA.a-version']))[0]).toMatchObject({ price: 12 })
    const unpublish = await applyActions(
      [{ actionType: 'sanity.action.document.version.unpublish', versionId: 'versions.rB.a-version', publishedId: 'a-version' }],
      { identity: editor },
    )
    expect((await getDocuments(['versions.rB.a-version']))[0]).toMatchObject({ price: 10, _system: { delete: true } })
    expectReplayable(unpublish)
    const duplicate = await lakeError(
      applyActions([{ actionType: 'sanity.action.document.version.create', publishedId: 'a-version', baseId: 'a-version', versionId: 'versions.rA.a-version' }], {
        identity: editor,
      }),
    )
    expect(duplicate.statusCode).toBe(409)
  })

  it('runs several actions as one transaction: create, edit and publish a new document', async () => {
    const transaction = await applyActions(
      [create('a-batch', { _type: 'post', title: 'Artikel' }), edit('a-batch', { set: { title: 'Artikel 2' } }), publish('a-batch')],
      { identity: editor },
    )
    expect(await getDocuments(['a-batch', 'drafts.a-batch'])).toEqual([expect.objectContaining({ title: 'Artikel 2', _rev: transaction.id }), null])
    // created and deleted in the same transaction: the draft never existed for anyone else
    expect(transaction.changes.map((change) => change.documentId)).toEqual(['a-batch'])
  })

  it('stores nothing when an action in the middle fails', async () => {
    await publishedDocument('a-atomic', { price: 1 })
    const head = await contentHead()
    const error = await lakeError(
      applyActions([edit('a-atomic', { set: { price: 2 } }), publish('a-atomic-missing'), edit('a-atomic', { set: { price: 3 } })], { identity: editor }),
    )
    expect(error).toMatchObject({ statusCode: 404, type: 'actionError', details: { items: [expect.objectContaining({ index: 1 })] } })
    expect(await getDocuments(['drafts.a-atomic'])).toEqual([null])
    expect((await contentHead()).seq).toBe(head.seq)
  })

  it.each([
    ['an unsupported action type', { actionType: 'sanity.action.document.variant.publish', variantId: 'v1' }],
    ['a draft id of another document', { actionType: 'sanity.action.document.edit', draftId: 'drafts.other', publishedId: 'a-x', patch: { set: { a: 1 } } }],
    ['a published id that is a draft id', { actionType: 'sanity.action.document.discard', draftId: 'a-x' }],
    ['a missing field', { actionType: 'sanity.action.document.publish', draftId: 'drafts.a-x' }],
    ['an unknown patch operation', { actionType: 'sanity.action.document.edit', draftId: 'drafts.a-x', publishedId: 'a-x', patch: { merge: {} } }],
    ['not an object', 'publish everything'],
  ])('refuses %s with 400 actionError', async (_label, action) => {
    const error = await lakeError(applyActions([action as ContentAction], { identity: editor }))
    expect(error).toMatchObject({ statusCode: 400, type: 'actionError' })
    expect(error.details.items).toEqual([expect.objectContaining({ index: 0 })])
  })

  it('lets exactly one of two concurrent publishes of the same draft win', async () => {
    const original = await publishedDocument('a-race', { price: 1 })
    await applyActions([edit('a-race', { set: { price: 2 } })], { identity: editor })
    const results = await Promise.allSettled([
      applyActions([publish('a-race', { ifPublishedRevisionId: original.id })], { identity: editor }),
      applyActions([publish('a-race', { ifPublishedRevisionId: original.id })], { identity: editor }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const [failure] = results.filter((result) => result.status === 'rejected')
    expect([404, 409]).toContain((failure!.reason as { statusCode: number }).statusCode)
  })
})
