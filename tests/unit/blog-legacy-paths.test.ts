import { describe, expect, it } from 'vitest'
import { routeSlugsQuery } from '../../web/lib/content/queries'
import { queryLocalDataset } from '../../web/lib/content/local-source'
import type { RouteSlugsQueryResult } from '../../web/lib/content/sanity.types'
import { type RouteSlugs, resolveLegacyPath } from '../../web/lib/routing/resolve-legacy-path'

/** decisions.md: `/blog/de/{slug}` and `/blog/en/{slug}` → the article in the language the path names. */
describe('legacy article paths', () => {
  it('sends /blog/{language}/{either slug} of every seeded article to its canonical path', async () => {
    const slugs = await queryLocalDataset<RouteSlugsQueryResult>(routeSlugsQuery, {})
    expect(slugs.posts).toHaveLength(10)
    for (const post of slugs.posts) {
      for (const slug of [post.de!, post.en!]) {
        expect(resolveLegacyPath('de', `/blog/de/${slug}`, slugs)).toEqual({ destination: `/blog/${post.de}`, permanent: true })
        expect(resolveLegacyPath('de', `/blog/en/${slug}`, slugs)).toEqual({ destination: `/en/blog/${post.en}`, permanent: true })
      }
      // the other language's slug in a language's article path
      expect(resolveLegacyPath('en', `/blog/${post.de}`, slugs)?.destination).toBe(`/en/blog/${post.en}`)
      expect(resolveLegacyPath('de', `/blog/${post.en}`, slugs)?.destination).toBe(`/blog/${post.de}`)
    }
  })

  const oneLanguage: RouteSlugs = {
    services: [],
    cities: [],
    posts: [{ de: 'nur-deutsch', en: null, legacySlugs: ['alter-slug'] }],
    redirects: [],
  }

  it('does not redirect to an article that does not exist in the requested language', () => {
    expect(resolveLegacyPath('de', '/blog/de/nur-deutsch', oneLanguage)?.destination).toBe('/blog/nur-deutsch')
    expect(resolveLegacyPath('de', '/blog/en/nur-deutsch', oneLanguage)).toBeNull()
    expect(resolveLegacyPath('en', '/blog/nur-deutsch', oneLanguage)).toBeNull()
  })

  it('follows an article’s old slugs', () => {
    expect(resolveLegacyPath('de', '/blog/alter-slug', oneLanguage)?.destination).toBe('/blog/nur-deutsch')
    expect(resolveLegacyPath('de', '/blog/de/alter-slug', oneLanguage)?.destination).toBe('/blog/nur-deutsch')
  })
})
