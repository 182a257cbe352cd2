/**
 * Blog search, shared by the server (filtered list without JavaScript) and the browser (filtering as
 * you type): case- and accent-insensitive, and German umlauts match their two-letter spelling too
 * ("muenchen", "munchen" and "München" find each other).
 */

/** Lowercase, umlauts and ß spelled out (ä → ae, ß → ss), other accents dropped, whitespace collapsed. */
function expand(text: string): string {
  return strip(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss'),
  )
}

/** Lowercase, every accent dropped (ä → a), whitespace collapsed. */
function strip(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The text a search runs over, prepared once (server-side, sent as a data attribute): both spellings
 * of every umlaut, so that a query only needs its accents dropped.
 */
/** Between the fields of a search text (title, excerpt, keywords): no word runs across it. */
export const SEARCH_FIELD_SEPARATOR = ' \u2022 '

export function searchIndex(fields: (string | null | undefined)[]): string {
  const text = fields.filter(Boolean).join(SEARCH_FIELD_SEPARATOR)
  const expanded = expand(text)
  const stripped = strip(text)
  return expanded === stripped ? expanded : `${expanded} \u2022 ${stripped}`
}

/** The words of a query, normalized; empty for a blank query. */
export function queryTerms(query: string | null | undefined): string[] {
  return strip(query ?? '')
    .split(' ')
    .filter(Boolean)
}

/** Every word of the query occurs in the index (a blank query matches everything). */
export function matchesQuery(index: string, query: string | null | undefined): boolean {
  return queryTerms(query).every((term) => index.includes(term))
}

export interface BlogFilter {
  /** The search text as typed ('' = none). */
  q: string
  /** A category slug in the page's language ('' = all categories). */
  category: string
}

export function matchesFilter(card: { index: string; category: string | null | undefined }, filter: BlogFilter): boolean {
  if (filter.category && card.category !== filter.category) return false
  return matchesQuery(card.index, filter.q)
}

const MAX_QUERY_LENGTH = 100

/** The filter of a request's query string (`?q=…&category=…`); unknown categories are ignored. */
export function parseBlogFilter(
  searchParams: Record<string, string | string[] | undefined>,
  categories: readonly string[],
): BlogFilter {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
  const q = first(searchParams.q).trim().slice(0, MAX_QUERY_LENGTH)
  const category = first(searchParams.category)
  return { q, category: categories.includes(category) ? category : '' }
}

/** The listing URL of a filter: `/blog`, `/blog?category=…`, `/en/blog?q=…&category=…`. */
export function blogFilterHref(basePath: string, filter: BlogFilter): string {
  const params = new URLSearchParams()
  if (filter.q.trim()) params.set('q', filter.q.trim())
  if (filter.category) params.set('category', filter.category)
  const query = params.toString()
  return query ? `${basePath}?${query}` : basePath
}
