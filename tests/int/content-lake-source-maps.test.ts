import type { SanityClient } from '@sanity/client'
import { stegaClean } from '@sanity/client/stega'
import { vercelStegaDecode } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanityClientFor, startTestApi, TOKENS, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * `resultSourceMap` on the Query API as hosted Sanity answers it, through the real @sanity/client: the map
 * with `true` and `withKeyArraySelector`, and the client's own stega encoding from it (what next-sanity's
 * and the Presentation tool's click-to-edit read): each marked string opens the field it came from, in
 * the draft when the drafts perspective showed the draft.
 */
type EditInfo = { origin: string; href: string }

function editUrlOf(text: string): URL {
  const decoded = vercelStegaDecode(text) as EditInfo | undefined
  expect(decoded?.origin, `"${stegaClean(text)}" carries edit info`).toBe('sanity.io')
  return new URL(decoded!.href, 'http://studio.test')
}
/** The intent's path as the studio reads it: `/studio/intent/edit/id=…;type=…;path=…`. */
const intentOf = (url: URL) => decodeURIComponent(url.pathname)

describe.each(testDatabases({ content: 'empty' }))('content source maps through @sanity/client ($name)', (database) => {
  let api: TestApi
  let editor: SanityClient

  beforeAll(async () => {
    await database.open()
    api = await startTestApi({ tls: 'none' })
    editor = sanityClientFor(api, { token: TOKENS.editor })
    await editor
      .transaction()
      .create({ _id: 'csm-author', _type: 'csmAuthor', name: 'Ada', role: { de: 'Leitung', en: 'Lead' } })
      .create({
        _id: 'csm-post',
        _type: 'csmPost',
        title: { de: 'Über uns', en: 'About us' },
        author: { _type: 'reference', _ref: 'csm-author' },
        sections: [{ _key: 'k1', _type: 'hero', heading: { de: 'Willkommen', en: 'Welcome' } }],
      })
      .create({ _id: 'drafts.csm-post', _type: 'csmPost', title: { de: 'Über uns (Entwurf)', en: 'About us (draft)' }, sections: [] })
      .commit()
  })

  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  const query = `*[_type == "csmPost"][0]{ "title": select($locale == "en" => title.en, title.de), "author": author->name, sections[]{ "heading": heading.de } }`

  it('answers resultSourceMap with index paths (true) and key paths (withKeyArraySelector)', async () => {
    const byIndex = await editor.fetch(query, { locale: 'de' }, { filterResponse: false, resultSourceMap: true, perspective: 'published' })
    expect(byIndex.result).toEqual({ title: 'Über uns', author: 'Ada', sections: [{ heading: 'Willkommen' }] })
    const map = byIndex.resultSourceMap!
    expect(map.documents).toEqual([
      { _id: 'csm-post', _type: 'csmPost' },
      { _id: 'csm-author', _type: 'csmAuthor' },
    ])
    const source = (resultPath: string) => {
      const mapping = map.mappings[resultPath]!.source as { document: number; path: number }
      return `${map.documents[mapping.document]!._id} ${map.paths[mapping.path]}`
    }
    expect(source("$['title']")).toBe("csm-post $['title']['de']")
    expect(source("$['author']")).toBe("csm-author $['name']")
    expect(source("$['sections'][0]['heading']")).toBe("csm-post $['sections'][0]['heading']['de']")

    const byKey = await editor.fetch(query, { locale: 'de' }, { filterResponse: false, resultSourceMap: 'withKeyArraySelector', perspective: 'published' })
    expect(byKey.resultSourceMap!.paths).toContain("$['sections'][?(@._key=='k1')]['heading']['de']")

    const without = await editor.fetch(query, { locale: 'de' }, { filterResponse: false, perspective: 'published' })
    expect(without).not.toHaveProperty('resultSourceMap')
  })

  it("stega from the map opens the right document's field in the studio, in the draft when the draft is shown", async () => {
    const stega = editor.withConfig({ stega: { enabled: true, studioUrl: '/studio' } })
    const published = await stega.fetch<{ title: string; author: string; sections: { heading: string }[] }>(query, { locale: 'en' }, { perspective: 'published' })
    expect(stegaClean(published)).toEqual({ title: 'About us', author: 'Ada', sections: [{ heading: 'Willkommen' }] })
    const title = editUrlOf(published.title)
    expect(intentOf(title)).toBe('/studio/intent/edit/mode=presentation;id=csm-post;type=csmPost;path=title.en')
    expect(intentOf(editUrlOf(published.author))).toContain('id=csm-author;type=csmAuthor;path=name')
    expect(intentOf(editUrlOf(published.sections[0]!.heading))).toContain('id=csm-post;type=csmPost;path=sections[_key=="k1"].heading.de')

    const draft = await stega.fetch<{ title: string }>(query, { locale: 'de' }, { perspective: 'drafts' })
    expect(stegaClean(draft.title)).toBe('Über uns (Entwurf)')
    const draftUrl = editUrlOf(draft.title)
    expect(intentOf(draftUrl)).toContain('id=csm-post;type=csmPost;path=title.de')
    // A draft's edit link names no perspective (the studio's default, drafts); a published document's names it.
    expect(draftUrl.searchParams.has('perspective')).toBe(false)
    expect(title.searchParams.get('perspective')).toBe('published')
  })

  it('refuses an unknown resultSourceMap value with 400', async () => {
    const response = await fetch(`http://localhost:${api.port}/v2025-02-19/data/query/production?query=*[0]&resultSourceMap=yes`, {
      headers: { authorization: `Bearer ${TOKENS.editor}` },
    })
    expect(response.status).toBe(400)
  })
})
