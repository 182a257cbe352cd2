import { readFileSync } from 'node:fs'
import type { ContentSourceMap } from '@sanity/client/csm'
import { describe, expect, it } from 'vitest'
import { runQueryWithSourceMap } from '../store/query'
import type { ContentDocument } from '../types'
import { localDatasetFile } from '../../content/local-dataset-location'
import * as queries from '../../content/queries'

/**
 * Content source maps (web/lib/content-lake/store/source-map.ts): each value of a result traced to the
 * document and field it came from, through projections, `->`, `select()`/`coalesce()`, `[]` maps, filters,
 * slices, `order()` and splats; and, over every query of the site in both languages, every mapping sound
 * (the value at the result path is the value at the source path).
 */
const documents = [
  {
    _id: 'post-1',
    _originalId: 'drafts.post-1',
    _type: 'post',
    order: 2,
    title: { de: 'Über uns', en: 'About us' },
    author: { _type: 'reference', _ref: 'author-1' },
    sections: [
      { _key: 'a1', _type: 'hero', heading: { de: 'Willkommen', en: 'Welcome' } },
      { _key: 'b2', _type: 'text', heading: { de: 'Mehr', en: 'More' } },
    ],
    tags: [
      { _key: 't1', de: 'eins', en: 'one' },
      { _key: 't2', de: 'zwei', en: 'two' },
    ],
  },
  { _id: 'post-2', _type: 'post', order: 1, title: { de: 'Nur Deutsch' } },
  { _id: 'author-1', _type: 'author', name: 'Anna', role: { de: 'Leitung', en: 'Lead' } },
] as unknown as ContentDocument[]

/** The mappings as `result path → document id + source path`, for readable expectations. */
function readable(map: ContentSourceMap): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map.mappings).map(([resultPath, mapping]) => {
      const source = mapping.source as { document: number; path: number }
      return [resultPath, `${map.documents[source.document]!._id} ${map.paths[source.path]}`]
    }),
  )
}

async function sourceMap(query: string, params: Record<string, unknown> = {}, mode: 'paths' | 'keys' = 'keys') {
  const answer = await runQueryWithSourceMap(documents, { query, params }, null, mode)
  return { result: answer.result, map: readable(answer.resultSourceMap!) }
}

describe('content source maps', () => {
  it('follow projections, localized fields, references and coalesce', async () => {
    const { map } = await sourceMap(
      `*[_id == "post-1"][0]{ _id, "title": select($locale == "en" => title.en, title.de), "author": author->{ name, "role": role[$locale] }, "fallback": coalesce(title.fr, title.en) }`,
      { locale: 'en' },
    )
    expect(map).toEqual({
      "$['_id']": "drafts.post-1 $['_id']",
      "$['title']": "drafts.post-1 $['title']['en']",
      "$['author']['name']": "author-1 $['name']",
      "$['author']['role']": "author-1 $['role']['en']",
      "$['fallback']": "drafts.post-1 $['title']['en']",
    })
  })

  it('write array items by key when asked (withKeyArraySelector), by index otherwise', async () => {
    const query = `*[_id == "post-1"][0]{ sections[]{ "heading": heading.de }, "tags": tags[].en, "hero": sections[_type == "hero"][0].heading.de }`
    expect((await sourceMap(query, {}, 'keys')).map).toEqual({
      "$['sections'][0]['heading']": "drafts.post-1 $['sections'][?(@._key=='a1')]['heading']['de']",
      "$['sections'][1]['heading']": "drafts.post-1 $['sections'][?(@._key=='b2')]['heading']['de']",
      "$['tags'][0]": "drafts.post-1 $['tags'][?(@._key=='t1')]['en']",
      "$['tags'][1]": "drafts.post-1 $['tags'][?(@._key=='t2')]['en']",
      "$['hero']": "drafts.post-1 $['sections'][?(@._key=='a1')]['heading']['de']",
    })
    expect((await sourceMap(query, {}, 'paths')).map["$['sections'][1]['heading']"]).toBe("drafts.post-1 $['sections'][1]['heading']['de']")
  })

  it('follow order(), slices, splats and whole values; computed values have no source', async () => {
    const { result, map } = await sourceMap(`*[_type == "post"] | order(order asc)[0..1]{ ..., "count": count(sections), "label": "Beitrag" }`)
    expect((result as { _id: string }[]).map((post) => post._id)).toEqual(['post-2', 'post-1'])
    expect(map["$[0]['title']"]).toBe("post-2 $['title']")
    expect(map["$[1]['sections']"]).toBe("drafts.post-1 $['sections']")
    expect(map["$[1]['count']"]).toBeUndefined()
    expect(map["$[1]['label']"]).toBeUndefined()
  })

  it('follow `^` into a filter nested in a projection', async () => {
    const { map } = await sourceMap(`*[_type == "author"][0]{ "posts": *[_type == "post" && author._ref == ^._id]{ "title": title.de } }`)
    expect(map).toEqual({ "$['posts'][0]['title']": "drafts.post-1 $['title']['de']" })
  })
})

/** The value at a parsed JSONPath (`['a']`, `[0]`, `[?(@._key=='k')]`). */
function valueAt(root: unknown, path: string): unknown {
  let value = root
  for (const match of path.matchAll(/\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]|\[\?\(@\._key=='((?:[^'\\]|\\.)*)'\)\]/g)) {
    if (match[1] !== undefined) value = (value as Record<string, unknown> | null)?.[match[1]]
    else if (match[2] !== undefined) value = (value as unknown[] | null)?.[Number(match[2])]
    else value = (value as { _key?: string }[] | null)?.find((item) => item?._key === match[3])
  }
  return value ?? null
}

describe('content source maps of the site queries (seeded content)', () => {
  const seeded = readFileSync(localDatasetFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ContentDocument)
    .filter((document) => !document._id.startsWith('drafts.') && !document._id.startsWith('versions.'))
  const slugOf = (type: string, locale: string) =>
    (seeded.find((document) => document._type === type) as { slug?: Record<string, { current?: string }> } | undefined)?.slug?.[locale]?.current
  const kind = (seeded.find((document) => document._type === 'legalPage') as { kind?: string } | undefined)?.kind

  const siteQueries = Object.entries(queries as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  const slugTypes: Record<string, string> = { serviceBySlugQuery: 'service', cityBySlugQuery: 'city', postBySlugQuery: 'post', caseStudyBySlugQuery: 'caseStudy' }

  it.each(['de', 'en'])('map every query soundly (%s)', async (locale) => {
    expect(siteQueries.length).toBeGreaterThan(15)
    for (const [name, query] of siteQueries) {
      const params: Record<string, unknown> = {}
      if (query.includes('$locale')) params.locale = locale
      if (query.includes('$slug')) params.slug = slugOf(slugTypes[name]!, locale)
      if (query.includes('$kind')) params.kind = kind
      const { result, resultSourceMap } = await runQueryWithSourceMap(seeded, { query, params }, null, 'keys')
      const entries = Object.entries(resultSourceMap!.mappings)
      expect(entries.length, `${name} has a source map`).toBeGreaterThan(0)
      const byId = new Map(seeded.map((document) => [document._id, document]))
      for (const [resultPath, mapping] of entries) {
        const source = mapping.source as { document: number; path: number }
        const document = byId.get(resultSourceMap!.documents[source.document]!._id)
        expect(valueAt(result, resultPath), `${name}: ${resultPath}`).toEqual(valueAt(document, resultSourceMap!.paths[source.path]!))
      }
    }
  })
})
