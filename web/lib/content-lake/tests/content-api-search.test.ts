import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import type { ContentDocument } from '../types'
import { rewriteTextSearch } from '../server/search/rewrite-text-search'
import { parseTextQuery, textsMatch } from '../server/search/text-query-terms'

/**
 * The Studio's search queries (`// findability-mvi:5`) with `text::query()`, rewritten for groq-js and
 * evaluated by it, as the query route does. The queries below are the Studio's own (sanity 6.16.0
 * createSearchQuery): the list view's unscored one from the recorded trace, and the global search's
 * scored one with `boost()` weights for title-like fields.
 */
const doc = (id: string, fields: Record<string, unknown>): ContentDocument => ({
  _id: id,
  _type: 'service',
  _rev: 'r1',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: `2026-01-0${id.length % 9}T00:00:00Z`,
  ...fields,
})

const dataset: ContentDocument[] = [
  doc('service-audit', { title: 'SEO-Audit', description: 'Wir prüfen Ihre lokale Sichtbarkeit.' }),
  doc('service-local', { title: 'Lokales SEO', description: 'Mehr Anfragen aus Ihrer Stadt.' }),
  doc('service-content', { title: 'Content-Marketing', description: 'Texte, die lokal gefunden werden; mit SEO-Audit vorab.' }),
  doc('service-offpage', { title: 'Offpage', body: [{ _type: 'block', children: [{ _type: 'span', text: 'Backlinks aus der Region' }] }] }),
  { ...doc('city-berlin', { title: 'Berlin SEO' }), _type: 'city' },
]

async function search(query: string, params: Record<string, unknown>) {
  const rewritten = await rewriteTextSearch(query, params, 'drafts', async (types) =>
    dataset.filter((document) => !types || types.includes(document._type)),
  )
  return (await evaluate(parse(rewritten.query, { params: rewritten.params }), { dataset, params: rewritten.params })).get() as Promise<{ _id: string }[]>
}

const listQuery = `// findability-mvi:5
// findability-source: list
*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery)) && (_type == $type)] {_type, _id, _originalId, "orderings": [_updatedAt]} | order(orderings[0] desc) [0...$__limit]`

const globalQuery = `// findability-mvi:5
*[_type in $__types] | score(boost(_type in ["service", "city"] && title match text::query($__query), 10), ([@, _id] match text::query($__query) || references($__rawQuery))) [_score > 0] {_type, _id, _originalId, "orderings": [_score]} | order(orderings[0] desc) [0...$__limit]`

const listParams = (query: string) => ({ __types: ['service'], __limit: 101, __query: query, __rawQuery: query.replace(/\*$/, ''), type: 'service' })
const globalParams = (query: string) => ({ __types: ['service', 'city'], __limit: 1001, __query: query, __rawQuery: query.replace(/\*$/, '') })

describe('text::query() search', () => {
  it('lists every document of the type for the list view’s "*" (the recorded trace)', async () => {
    const ids = (await search(listQuery, listParams('*'))).map((row) => row._id)
    expect(ids.sort()).toEqual(['service-audit', 'service-content', 'service-local', 'service-offpage'])
  })

  it('finds words anywhere in the document, deep in portable text too, with the last word as a prefix', async () => {
    expect((await search(listQuery, listParams('backlink*'))).map((row) => row._id)).toEqual(['service-offpage'])
    expect((await search(listQuery, listParams('anfragen stadt*'))).map((row) => row._id)).toEqual(['service-local'])
    expect(await search(listQuery, listParams('nirgendwo*'))).toEqual([])
  })

  it('ranks title matches above matches elsewhere in the document', async () => {
    const ranked = (await search(globalQuery, globalParams('audit*'))).map((row) => row._id)
    expect(ranked).toEqual(['service-audit', 'service-content'])
    const seo = (await search(globalQuery, globalParams('seo*'))).map((row) => row._id)
    // Three titles say SEO; the content page only mentions it in its description: last.
    expect(seo.slice(0, 3).sort()).toEqual(['city-berlin', 'service-audit', 'service-local'])
    expect(seo.at(-1)).toBe('service-content')
  })

  it('honours exclusions and exact phrases', async () => {
    expect((await search(globalQuery, globalParams('seo -berlin*'))).map((row) => row._id)).not.toContain('city-berlin')
    expect((await search(globalQuery, globalParams('"lokale sichtbarkeit"'))).map((row) => row._id)).toEqual(['service-audit'])
  })

  it('refuses what it cannot evaluate with a 400, not a crash', async () => {
    await expect(search('*[@ match text::semanticSimilarity("x")]', {})).rejects.toMatchObject({ statusCode: 400 })
    await expect(search('*[@ match text::query($missing)]', {})).rejects.toMatchObject({ statusCode: 400 })
    await expect(search('*[@ match text::query(title)]', {})).rejects.toMatchObject({ statusCode: 400 })
  })
})

describe('text query terms', () => {
  it('reads words, prefixes, exclusions and phrases', () => {
    expect(parseTextQuery('Lokales seo* -berlin "ihre stadt"')).toEqual({
      required: ['lokales', 'seo*'],
      excluded: ['berlin'],
      phrases: ['ihre stadt'],
    })
  })

  it('matches whole words case-insensitively, umlauts included', () => {
    expect(textsMatch(['Wir prüfen Ihre Sichtbarkeit'], parseTextQuery('PRÜFEN'))).toBe(true)
    expect(textsMatch(['Wir prüfen Ihre Sichtbarkeit'], parseTextQuery('prüf'))).toBe(false)
    expect(textsMatch(['Wir prüfen Ihre Sichtbarkeit'], parseTextQuery('prüf*'))).toBe(true)
  })
})
