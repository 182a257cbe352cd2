import { describe, expect, it } from 'vitest'
import { blogFilterHref, matchesFilter, matchesQuery, parseBlogFilter, queryTerms, searchIndex } from '../../web/lib/blog/search'

describe('blog search matching', () => {
  const index = searchIndex(['Lokales SEO in München', 'Bewertungen für Läden und Straßencafés', 'Google Maps'])

  it('ignores case and accents', () => {
    expect(matchesQuery(index, 'LOKALES seo')).toBe(true)
    expect(matchesQuery(index, 'google maps')).toBe(true)
    expect(matchesQuery(searchIndex(['Café Crème']), 'cafe creme')).toBe(true)
    expect(matchesQuery(searchIndex(['cafe creme']), 'Café Crème')).toBe(true)
  })

  it('finds German umlauts and ß in every spelling', () => {
    for (const query of ['München', 'münchen', 'muenchen', 'Munchen', 'MUENCHEN']) expect(matchesQuery(index, query)).toBe(true)
    for (const query of ['Läden', 'laeden', 'laden']) expect(matchesQuery(index, query)).toBe(true)
    for (const query of ['Straße', 'strasse']) expect(matchesQuery(index, query)).toBe(true)
  })

  it('needs every word of the query, in any order and part of a word', () => {
    expect(matchesQuery(index, 'maps lokal')).toBe(true)
    expect(matchesQuery(index, 'bewert')).toBe(true)
    expect(matchesQuery(index, 'maps berlin')).toBe(false)
    expect(matchesQuery(index, 'linkbuilding')).toBe(false)
  })

  it('matches everything for a blank query', () => {
    expect(queryTerms('   ')).toEqual([])
    expect(matchesQuery(index, '')).toBe(true)
    expect(matchesQuery(index, null)).toBe(true)
  })

  it('combines the search with the category', () => {
    const card = { index, category: 'lokales-seo' }
    expect(matchesFilter(card, { q: '', category: '' })).toBe(true)
    expect(matchesFilter(card, { q: 'maps', category: 'lokales-seo' })).toBe(true)
    expect(matchesFilter(card, { q: 'maps', category: 'linkbuilding' })).toBe(false)
    expect(matchesFilter(card, { q: 'berlin', category: 'lokales-seo' })).toBe(false)
  })
})

describe('blog filter in the URL', () => {
  const categories = ['lokales-seo', 'linkbuilding']

  it('reads q and category from the query string and drops unknown categories', () => {
    expect(parseBlogFilter({ q: '  maps ', category: 'linkbuilding' }, categories)).toEqual({ q: 'maps', category: 'linkbuilding' })
    expect(parseBlogFilter({ category: 'gibt-es-nicht' }, categories)).toEqual({ q: '', category: '' })
    expect(parseBlogFilter({ q: ['eins', 'zwei'] }, categories)).toEqual({ q: 'eins', category: '' })
    expect(parseBlogFilter({ q: 'x'.repeat(500) }, categories).q).toHaveLength(100)
  })

  it('writes canonical listing URLs', () => {
    expect(blogFilterHref('/blog', { q: '', category: '' })).toBe('/blog')
    expect(blogFilterHref('/blog', { q: '', category: 'lokales-seo' })).toBe('/blog?category=lokales-seo')
    expect(blogFilterHref('/en/blog', { q: ' google maps ', category: 'local-seo' })).toBe('/en/blog?q=google+maps&category=local-seo')
    expect(blogFilterHref('/blog', { q: 'München', category: '' })).toBe('/blog?q=M%C3%BCnchen')
  })
})
