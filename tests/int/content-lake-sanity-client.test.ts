import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusal } from '../helpers/client-refusal'
import { sanityClientFor, startTestApi, TOKENS, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * The Mutate and Actions API as hosted Sanity documents them, driven by the real @sanity/client
 * (pinned in package.json) against the real server (plain HTTP, as behind the proxy), on PGlite and
 * PostgreSQL: patch and delete by GROQ query, `autoGenerateArrayKeys`, `dryRun` (mutations and
 * actions). Each test fails if the local Content Lake answered differently from the documented API.
 */
const TYPE = 'clientConformanceNote'

describe.each(testDatabases({ content: 'empty' }))('@sanity/client mutations on the local Content Lake ($name)', (database) => {
  let api: TestApi
  let client: SanityClient

  beforeAll(async () => {
    await database.open()
    api = await startTestApi({ tls: 'none' })
    client = sanityClientFor(api, { token: TOKENS.editor })
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  const titles = (group: string) => client.fetch<string[]>(`*[_type == $type && group == $group] | order(title asc).title`, { type: TYPE, group }, { perspective: 'raw' })

  it('patches every document a query selects, drafts included, in one transaction', async () => {
    await client
      .transaction()
      .create({ _id: 'patch-q-1', _type: TYPE, group: 'patch', title: 'a', views: 1 })
      .create({ _id: 'patch-q-2', _type: TYPE, group: 'patch', title: 'b', views: 5 })
      .create({ _id: 'drafts.patch-q-3', _type: TYPE, group: 'patch', title: 'c', views: 2 })
      .create({ _id: 'patch-q-other', _type: TYPE, group: 'other', title: 'x', views: 1 })
      .commit()

    const result = await client.patch({ query: `*[_type == $type && group == "patch" && views < $limit]`, params: { type: TYPE, limit: 3 } }).inc({ views: 10 }).set({ checked: true }).commit({ returnDocuments: false })

    expect(result.results.map((item) => item.id).sort()).toEqual(['drafts.patch-q-3', 'patch-q-1'])
    expect(result.results.every((item) => item.operation === 'update')).toBe(true)
    const stored = await client.fetch<{ _id: string; views: number; checked?: boolean }[]>(`*[_type == $type] | order(_id asc){_id, views, checked}`, { type: TYPE }, { perspective: 'raw' })
    expect(stored).toEqual([
      { _id: 'drafts.patch-q-3', views: 12, checked: true },
      { _id: 'patch-q-1', views: 11, checked: true },
      { _id: 'patch-q-2', views: 5, checked: null },
      { _id: 'patch-q-other', views: 1, checked: null },
    ])
  })

  it('deletes every document a query selects; a query that selects nothing is no error', async () => {
    await client
      .transaction()
      .create({ _id: 'delete-q-1', _type: TYPE, group: 'delete', title: 'keep' })
      .create({ _id: 'delete-q-2', _type: TYPE, group: 'delete', title: 'old' })
      .create({ _id: 'delete-q-3', _type: TYPE, group: 'delete', title: 'old' })
      .commit()

    const result = await client.delete({ query: `*[_type == $type && group == "delete" && title == $title]`, params: { type: TYPE, title: 'old' } })
    expect(result.results.map((item) => [item.id, item.operation]).sort()).toEqual([
      ['delete-q-2', 'delete'],
      ['delete-q-3', 'delete'],
    ])
    expect(await titles('delete')).toEqual(['keep'])

    const nothing = await client.delete({ query: `*[_type == "noSuchType"]` })
    expect(nothing.results).toEqual([])
  })

  it('a mutation by query fails the whole transaction like any other mutation, with its index', async () => {
    await client.create({ _id: 'atomic-q-1', _type: TYPE, group: 'atomic', title: 'before' })
    const failed = await refusal(() =>
      client
        .transaction()
        .patch({ query: `*[_id == "atomic-q-1"]` }, (patch) => patch.set({ title: 'after' }))
        .create({ _id: 'atomic-q-1', _type: TYPE, title: 'already exists' })
        .commit(),
    )
    expect(failed).toMatchObject({ status: 409, type: 'mutationError' })
    expect(await titles('atomic')).toEqual(['before'])
  })

  it('refuses a query that selects something other than documents, and a malformed query, with 400', async () => {
    expect(await refusal(() => client.delete({ query: `*[_type == $type].title`, params: { type: TYPE } }))).toMatchObject({
      status: 400,
      type: 'mutationError',
      description: expect.stringContaining('must select documents'),
    })
    expect(await refusal(() => client.patch({ query: `*[_type == ` }).set({ a: 1 }).commit())).toMatchObject({ status: 400, type: 'queryParseError' })
    expect(await refusal(() => client.delete({ query: `*[_type == $missing]` }))).toMatchObject({ status: 400, type: 'queryParseError' })
  })

  it('autoGenerateArrayKeys gives objects in arrays a unique key, in created documents and in patches', async () => {
    const created = await client.create(
      {
        _id: 'keys-1',
        _type: TYPE,
        tags: ['plain', 'strings'],
        items: [{ label: 'one' }, { _key: 'given', label: 'two' }, { label: 'three', nested: [{ label: 'deep' }] }],
      },
      { autoGenerateArrayKeys: true },
    )
    const items = created.items as { _key?: string; label: string; nested?: { _key?: string }[] }[]
    expect(created.tags).toEqual(['plain', 'strings'])
    expect(items.map((item) => item.label)).toEqual(['one', 'two', 'three'])
    expect(items[1]!._key).toBe('given')
    expect(items.every((item) => typeof item._key === 'string' && item._key.length > 0)).toBe(true)
    expect(new Set(items.map((item) => item._key)).size).toBe(3)
    expect(items[2]!.nested![0]!._key).toEqual(expect.any(String))

    const patched = await client.patch('keys-1').insert('after', 'items[-1]', [{ label: 'four' }, { label: 'five' }]).set({ more: [{ label: 'six' }] }).commit({ autoGenerateArrayKeys: true })
    const after = patched.items as { _key?: string; label: string }[]
    expect(after.map((item) => item.label)).toEqual(['one', 'two', 'three', 'four', 'five'])
    expect(new Set(after.map((item) => item._key)).size).toBe(5)
    expect((patched.more as { _key?: string }[])[0]!._key).toEqual(expect.any(String))

    // Without the option nothing is added, as on hosted Sanity.
    const unkeyed = await client.create({ _id: 'keys-2', _type: TYPE, items: [{ label: 'one' }] })
    expect(unkeyed.items).toEqual([{ label: 'one' }])
  })

  it('dryRun answers what a mutation would do and stores nothing', async () => {
    await client.create({ _id: 'dry-1', _type: TYPE, group: 'dry', title: 'stored' })
    const before = await client.getDocument('dry-1')

    const dry = await client.patch('dry-1').set({ title: 'changed' }).commit({ dryRun: true })
    expect(dry).toMatchObject({ _id: 'dry-1', title: 'changed' })
    const created = await client.create({ _id: 'dry-2', _type: TYPE, group: 'dry', title: 'new' }, { dryRun: true })
    expect(created).toMatchObject({ _id: 'dry-2', title: 'new' })
    const deleted = (await client.delete({ query: `*[group == "dry"]` }, { dryRun: true })) as unknown as { results: { id: string }[] }
    expect(deleted.results.map((item) => item.id)).toEqual(['dry-1'])

    expect(await client.getDocument('dry-1')).toEqual(before)
    expect(await client.getDocument('dry-2')).toBeUndefined()
    // A dry run still checks: a conflict is a conflict.
    expect(await refusal(() => client.create({ _id: 'dry-1', _type: TYPE }, { dryRun: true }))).toMatchObject({ status: 409, type: 'mutationError' })
  })

  it('dryRun on the Actions API checks the actions and stores nothing', async () => {
    const action = {
      actionType: 'sanity.action.document.create' as const,
      publishedId: 'dry-action-1',
      attributes: { _id: 'drafts.dry-action-1', _type: TYPE, title: 'Entwurf' },
      ifExists: 'fail' as const,
    }
    await client.action(action, { dryRun: true })
    expect(await client.getDocument('drafts.dry-action-1')).toBeUndefined()
    await client.action(action)
    expect(await client.getDocument('drafts.dry-action-1')).toMatchObject({ title: 'Entwurf' })
    expect(await refusal(() => client.action(action, { dryRun: true }))).toMatchObject({ status: 409, type: 'actionError' })
  })
})
