import { describe, expect, it } from 'vitest'
import { newestFirst, relatedPosts } from '../../web/lib/blog/related'
import { formatPostDate } from '../../web/lib/blog/dates'
import { readingTimeMinutes, WORDS_PER_MINUTE } from '../../web/lib/blog/reading-time'
import { blogPostsQuery } from '../../web/lib/content/queries'
import { queryLocalDataset } from '../../web/lib/content/local-source'
import type { BlogPostsQueryResult } from '../../web/lib/content/sanity.types'

const post = (slug: string, category: string, publishedAt: string) => ({ slug, publishedAt, category: { _id: category } })

describe('relatedPosts', () => {
  const posts = [
    post('a-local', 'local', '2026-01-01'),
    post('b-tech', 'tech', '2026-06-01'),
    post('c-local', 'local', '2026-03-01'),
    post('d-tech', 'tech', '2026-05-01'),
    post('e-content', 'content', '2026-07-01'),
    post('f-local', 'local', '2026-03-01'),
  ]

  it('puts the same category first, newest first, then the rest newest first', () => {
    expect(relatedPosts(posts[0]!, posts).map((entry) => entry.slug)).toEqual(['c-local', 'f-local', 'e-content'])
    expect(relatedPosts(posts[1]!, posts).map((entry) => entry.slug)).toEqual(['d-tech', 'e-content', 'c-local'])
  })

  it('never returns the current article and returns at most the count', () => {
    for (const current of posts) {
      const related = relatedPosts(current, posts)
      expect(related).toHaveLength(3)
      expect(related.map((entry) => entry.slug)).not.toContain(current.slug)
    }
    expect(relatedPosts(posts[0]!, posts.slice(0, 2))).toHaveLength(1)
  })

  it('is deterministic: the input order does not matter, ties go by slug', () => {
    const reversed = [...posts].reverse()
    expect(relatedPosts(posts[4]!, reversed)).toEqual(relatedPosts(posts[4]!, posts))
    expect([post('z', 'x', '2026-01-01'), post('y', 'x', '2026-01-01')].sort(newestFirst).map((entry) => entry.slug)).toEqual(['y', 'z'])
  })

  it('gives every seeded article three others in both languages', async () => {
    for (const locale of ['de', 'en'] as const) {
      const seeded = await queryLocalDataset<BlogPostsQueryResult>(blogPostsQuery, { locale })
      expect(seeded).toHaveLength(10)
      for (const current of seeded) {
        const related = relatedPosts(current, seeded)
        expect(related).toHaveLength(3)
        expect(related.map((entry) => entry._id)).not.toContain(current._id)
        const sameCategory = seeded.filter((other) => other._id !== current._id && other.category?._id === current.category?._id)
        expect(related.slice(0, Math.min(3, sameCategory.length)).every((entry) => entry.category?._id === current.category?._id)).toBe(true)
      }
    }
  })
})

describe('readingTimeMinutes', () => {
  it('uses the figure from the CMS where it is set', () => {
    expect(readingTimeMinutes(7, 'ein paar Worte')).toBe(7)
  })

  it('computes it from the words of the body otherwise (at least one minute)', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'Wort').join(' ')
    expect(readingTimeMinutes(null, words(WORDS_PER_MINUTE * 5))).toBe(5)
    expect(readingTimeMinutes(0, words(WORDS_PER_MINUTE * 3 + 40))).toBe(3)
    expect(readingTimeMinutes(undefined, '')).toBe(1)
    expect(readingTimeMinutes(null, `${words(10)} – — ·`)).toBe(1)
  })
})

describe('formatPostDate', () => {
  it('writes the publication day in the language of the page', () => {
    expect(formatPostDate('de', '2026-02-12')).toBe('12. Februar 2026')
    expect(formatPostDate('en', '2026-02-12')).toBe('12 February 2026')
    expect(formatPostDate('de', '2026-01-01')).toBe('1. Januar 2026')
  })
})
