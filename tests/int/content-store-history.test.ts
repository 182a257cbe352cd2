import { applyPatch } from 'mendoza'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyActions,
  applyMutations,
  closeContentStore,
  documentEvents,
  documentRevision,
  documentsAt,
  getDocuments,
  transactionsForDocuments,
  type CommittedTransaction,
  type ContentAction,
  type ContentDocument,
} from '../../web/lib/content-lake'
import { closeDb } from '../../web/lib/db/client'
import { admin, editor, lakeError, openDatabase } from '../helpers/content-store'
import { testDatabases } from '../helpers/test-databases'

const edit = (id: string, set: Record<string, unknown>): ContentAction =>
  ({ actionType: 'sanity.action.document.edit', draftId: `drafts.${id}`, publishedId: id, patch: { set } }) as ContentAction
const publish = (id: string): ContentAction => ({ actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id }) as ContentAction

describe.each(testDatabases({ content: 'empty' }))('content store history on $name', (database) => {
  /** The draft after each of its transactions, oldest first. */
  const draftStates: { transaction: CommittedTransaction; document: ContentDocument | null }[] = []
  let firstPublish: CommittedTransaction

  beforeAll(async () => {
    await openDatabase(database)
    const remember = (transaction: CommittedTransaction) => {
      const change = transaction.changes.find((item) => item.documentId === 'drafts.h-post')
      if (change) draftStates.push({ transaction, document: change.result })
      return transaction
    }
    remember(
      await applyActions(
        [{ actionType: 'sanity.action.document.create', publishedId: 'h-post', attributes: { _id: 'drafts.h-post', _type: 'post', title: 'Erster Titel', body: 'Text' }, ifExists: 'fail' } as ContentAction],
        { identity: editor },
      ),
    )
    remember(await applyActions([edit('h-post', { title: 'Zweiter Titel' })], { identity: editor }))
    remember(await applyActions([edit('h-post', { body: 'Längerer Text mit mehr Inhalt' })], { identity: admin }))
    firstPublish = remember(await applyActions([publish('h-post')], { identity: admin }))
    remember(await applyActions([edit('h-post', { title: 'Dritter Titel' })], { identity: editor }))
  })
  afterAll(async () => {
    await closeContentStore()
    await database.close()
  })

  it('returns the document as every one of its revisions left it', async () => {
    for (const { transaction, document } of draftStates) {
      expect(await documentRevision('drafts.h-post', transaction.id), transaction.id).toEqual(document)
    }
    expect(await documentRevision('h-post', firstPublish.id)).toMatchObject({ title: 'Zweiter Titel', _rev: firstPublish.id })
    expect(await documentRevision('h-post', 'no-such-revision')).toBeNull()
    expect(await documentsAt(['drafts.h-post'], { revision: draftStates[1]!.transaction.id })).toEqual([draftStates[1]!.document])
  })

  it('finds the state at a time and the last state before deletion', async () => {
    const second = draftStates[1]!.transaction
    expect(await documentsAt(['drafts.h-post'], { time: second.timestamp })).toEqual([draftStates[1]!.document])
    expect(await documentsAt(['drafts.h-post'], { time: '2000-01-01T00:00:00Z' })).toEqual([])
    await applyMutations([{ create: { _id: 'h-gone', _type: 'faq', q: 'Frage' } }], { identity: editor })
    await applyMutations([{ delete: { id: 'h-gone' } }], { identity: editor })
    expect(await documentsAt(['h-gone'], { lastRevision: true })).toEqual([expect.objectContaining({ _id: 'h-gone', q: 'Frage' })])
    expect((await lakeError(documentsAt(['h-gone'], { time: 'yesterday' }))).statusCode).toBe(400)
  })

  it('lists transactions as the History API streams them; their effects rebuild every revision', async () => {
    const transactions = await transactionsForDocuments(['drafts.h-post'])
    expect(transactions.map((transaction) => transaction.id)).toEqual(draftStates.map((state) => state.transaction.id))
    expect(transactions[0]).toMatchObject({ author: editor.id, timestamp: draftStates[0]!.transaction.timestamp, documentIDs: ['drafts.h-post'] })
    expect(transactions[2]!.author).toBe(admin.id)
    expect(transactions[0]!.mutations).toEqual([{ create: expect.objectContaining({ _id: 'drafts.h-post' }) }])
    // The Studio's history rebuilds the document by applying each transaction's effects in turn.
    let document: unknown = null
    transactions.forEach((transaction, index) => {
      document = applyPatch(document, transaction.effects['drafts.h-post']!.apply)
      expect(document).toEqual(draftStates[index]!.document)
    })
    for (let index = transactions.length - 1; index >= 0; index -= 1) {
      document = applyPatch(document, transactions[index]!.effects['drafts.h-post']!.revert)
      expect(document).toEqual(index === 0 ? null : draftStates[index - 1]!.document)
    }
  })

  it('filters transactions as the Studio asks for them', async () => {
    const ids = draftStates.map((state) => state.transaction.id)
    const studio = await transactionsForDocuments(['h-post', 'drafts.h-post'], { excludeContent: true, includeIdentifiedDocumentsOnly: true, limit: 50 })
    expect(studio.map((transaction) => transaction.id)).toEqual(ids)
    expect(studio[3]!.documentIDs).toEqual(['h-post', 'drafts.h-post'].sort())
    expect(Object.keys(studio[3]!.effects).sort()).toEqual(['drafts.h-post', 'h-post'])
    expect(studio.every((transaction) => transaction.mutations === undefined)).toBe(true)
    const range = await transactionsForDocuments(['drafts.h-post'], { fromTransaction: ids[1], toTransaction: ids[3] })
    expect(range.map((transaction) => transaction.id)).toEqual(ids.slice(1, 4))
    expect((await transactionsForDocuments(['drafts.h-post'], { reverse: true, limit: 2 })).map((transaction) => transaction.id)).toEqual([ids[4], ids[3]])
    const since = await transactionsForDocuments(['drafts.h-post'], { fromTime: draftStates[3]!.transaction.timestamp })
    expect(since.map((transaction) => transaction.id)).toEqual(ids.slice(3))
    expect((await lakeError(transactionsForDocuments(['drafts.h-post'], { fromTransaction: 'unknown' }))).statusCode).toBe(404)
  })

  it('restores an old revision by replacing the draft with it', async () => {
    const old = await documentRevision('drafts.h-post', draftStates[0]!.transaction.id)
    await applyActions([{ actionType: 'sanity.action.document.replaceDraft', publishedId: 'h-post', attributes: { ...old!, _id: 'drafts.h-post' } } as ContentAction], {
      identity: editor,
    })
    const [draft] = await getDocuments(['drafts.h-post'])
    expect(draft).toMatchObject({ title: 'Erster Titel', body: 'Text', _createdAt: old!._createdAt })
  })

  it("derives the group's lifecycle events, newest first, with pages", async () => {
    await applyActions([{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.h-post', publishedId: 'h-post' } as ContentAction], { identity: editor })
    await applyActions([publish('h-post')], { identity: editor })
    await applyActions([edit('h-post', { title: 'Verworfen' })], { identity: editor })
    await applyActions([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.h-post' } as ContentAction], { identity: editor })
    await applyActions([{ actionType: 'sanity.action.document.delete', publishedId: 'h-post', includeDrafts: [] } as ContentAction], { identity: admin })

    const page = await documentEvents('h-post')
    const types = page.events['h-post']!.map((event) => event.type)
    expect(types).toEqual([
      'deleteDocumentGroup',
      'deleteDocumentVersion',
      'createDocumentVersion',
      'publishDocumentVersion',
      'unpublishDocument',
      // the first edit after the first publish made a new draft
      'createDocumentVersion',
      'publishDocumentVersion',
      'createDocumentVersion',
    ])
    const [deleted, , , republished] = page.events['h-post']!
    expect(deleted).toMatchObject({ author: admin.id, documentId: 'h-post' })
    expect(republished).toMatchObject({ versionId: 'drafts.h-post', publishCause: 'document.publish', revisionId: expect.any(String), versionRevisionId: expect.any(String) })
    const created = page.events['h-post']!.at(-1)!
    expect(created).toMatchObject({ versionId: 'drafts.h-post', versionRevisionId: draftStates[0]!.transaction.id, author: editor.id })
    expect(page.nextCursor).toBe('')

    const first = await documentEvents('drafts.h-post', { limit: 3 })
    expect(first.events['drafts.h-post']!.map((event) => event.type)).toEqual(types.slice(0, 3))
    const second = await documentEvents('drafts.h-post', { limit: 3, nextCursor: first.nextCursor })
    expect(second.events['drafts.h-post']!.map((event) => event.type)).toEqual(types.slice(3, 6))
  })

  it('keeps documents and history across a restart', async () => {
    const before = await transactionsForDocuments(['drafts.h-post'])
    await closeContentStore()
    await closeDb()
    expect(await transactionsForDocuments(['drafts.h-post'])).toEqual(before)
    expect(await documentRevision('drafts.h-post', draftStates[2]!.transaction.id)).toEqual(draftStates[2]!.document)
  })
})
