import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyActions,
  applyMutations,
  closeContentStore,
  contentHead,
  exportDataset,
  getDocuments,
  importDataset,
  queryContent,
  SYSTEM_IDENTITY,
  type ContentAction,
} from '../../web/lib/content-lake'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'
import { editor, lakeError, openDatabase } from '../helpers/content-store'
import { type TestDatabase, testDatabases } from '../helpers/test-databases'

const system = { identity: SYSTEM_IDENTITY }
const lines = (ndjson: string) => ndjson.split('\n').filter((line) => line.trim() !== '')

/** Each database with a second, empty one of its kind to import an export into. */
const pairs = testDatabases({ content: 'empty' }).map((database) => ({
  name: database.name,
  database,
  fresh: testDatabases({ content: 'empty' }).find((other) => other.name === database.name)!,
}))

describe.each(pairs)(
  'content store import and export on $name',
  ({ database, fresh }: { database: TestDatabase; fresh: TestDatabase }) => {
    let seeded: string

    beforeAll(async () => {
      seeded = await readFile(localDatasetFile, 'utf8')
      await openDatabase(database)
    })
    afterAll(async () => {
      await closeContentStore()
      await database.close()
    })

    it('imports the seeded dataset as one transaction, and a second time changes nothing', async () => {
      const before = await contentHead()
      const first = await importDataset(seeded, { ...system, replace: true })
      expect(first).toMatchObject({ documents: lines(seeded).length, written: lines(seeded).length, deleted: 0 })
      expect(first.transaction!.seq).toBe(before.seq + 1)
      expect(first.transaction!.changes).toHaveLength(lines(seeded).length)
      expect(await queryContent('count(*)', {}, { perspective: 'raw' })).toBe(lines(seeded).length)
      const again = await importDataset(seeded, { ...system, replace: true })
      expect(again).toMatchObject({ transaction: null, written: 0, deleted: 0 })
      expect((await contentHead()).seq).toBe(first.transaction!.seq)
    })

    it('exports what it imported: the seed content, sorted by _id, with system fields', async () => {
      const exported = await exportDataset({ drafts: true })
      const documents = lines(exported).map((line) => JSON.parse(line) as Record<string, unknown>)
      const ids = documents.map((document) => document._id as string)
      expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)))
      expect(Object.keys(documents[0]!).slice(0, 5)).toEqual(['_id', '_type', '_rev', '_createdAt', '_updatedAt'])
      // The dataset file holds system fields too once `npm run build` has exported the store over it.
      const withoutSystemFields = ({ _rev, _createdAt, _updatedAt, ...content }: Record<string, unknown>) => content
      const seedById = new Map(lines(seeded).map((line) => [JSON.parse(line)._id as string, withoutSystemFields(JSON.parse(line) as Record<string, unknown>)]))
      for (const document of documents) {
        const { _rev, _createdAt, _updatedAt } = document
        expect([_rev, _createdAt, _updatedAt].every((value) => typeof value === 'string')).toBe(true)
        expect(withoutSystemFields(document)).toEqual(seedById.get(document._id as string))
      }
    })

    it('round-trips export → import into an empty store → export byte for byte', async () => {
      await applyActions(
        [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.siteSettings', publishedId: 'siteSettings', patch: { set: { companyName: 'Lokalsicht Entwurf' } } } as ContentAction],
        { identity: editor },
      )
      const exported = await exportDataset({ drafts: true })
      expect(exported).toContain('"_id":"drafts.siteSettings"')
      await closeContentStore()
      await fresh.open()
      try {
        const result = await importDataset(exported, { ...system, replace: true })
        expect(result.written).toBe(lines(exported).length)
        expect(await exportDataset({ drafts: true })).toBe(exported)
        expect(await importDataset(exported, { ...system, replace: true })).toMatchObject({ transaction: null })
      } finally {
        // The last test of this block: the first database is not reopened (afterAll drops it).
        await closeContentStore()
        await fresh.close()
      }
      // It opens (and migrates) a second database itself.
    }, 120_000)
  },
)

describe.each(testDatabases({ content: 'empty' }))('content store import rules on $name', (database) => {
  beforeAll(() => openDatabase(database))
  afterAll(async () => {
    await closeContentStore()
    await database.close()
  })

  it('replace deletes documents (drafts, assets) that are not in the file; without replace they stay', async () => {
    await applyMutations(
      [
        { createOrReplace: { _id: 'i-keep', _type: 'faq', q: 'alt' } },
        { createOrReplace: { _id: 'drafts.i-keep', _type: 'faq', q: 'Entwurf' } },
        { createOrReplace: { _id: 'image-abc-1x1-png', _type: 'sanity.imageAsset' } },
      ],
      { identity: editor },
    )
    const file = `${JSON.stringify({ _id: 'i-keep', _type: 'faq', q: 'neu' })}\n${JSON.stringify({ _id: 'i-new', _type: 'faq' })}\n`
    const merged = await importDataset(file, { ...system, replace: false })
    expect(merged).toMatchObject({ written: 2, deleted: 0 })
    expect(await getDocuments(['i-keep', 'drafts.i-keep', 'image-abc-1x1-png'])).toEqual([
      expect.objectContaining({ q: 'neu' }),
      expect.objectContaining({ q: 'Entwurf' }),
      expect.objectContaining({ _type: 'sanity.imageAsset' }),
    ])
    const replaced = await importDataset(file, { ...system, replace: true })
    expect(replaced).toMatchObject({ written: 0, deleted: 2 })
    expect(await getDocuments(['i-keep', 'drafts.i-keep', 'image-abc-1x1-png', 'i-new'])).toEqual([
      expect.objectContaining({ q: 'neu' }),
      null,
      null,
      expect.objectContaining({ _id: 'i-new' }),
    ])
  })

  it.each([
    ['a line that is not JSON', '{"_id":"i-a","_type":"faq"}\n{nope}\n', /Line 2/],
    ['a document without _type', '{"_id":"i-b"}\n', /Document 1/],
    ['an invalid id', '{"_id":"i b","_type":"faq"}\n', /Document 1/],
    ['an id twice', '{"_id":"i-c","_type":"faq"}\n{"_id":"i-c","_type":"faq"}\n', /appears twice/],
    ['a line that is an array', '[1,2]\n', /Line 1/],
  ])('refuses %s with 400 and stores nothing', async (_label, file, message) => {
    const head = await contentHead()
    const error = await lakeError(importDataset(file, { ...system, replace: true }))
    expect(error.statusCode).toBe(400)
    expect(error.message).toMatch(message)
    expect((await contentHead()).seq).toBe(head.seq)
    expect(await getDocuments(['i-keep'])).toEqual([expect.objectContaining({ q: 'neu' })])
  })
})
