/**
 * The search language of `text::query()` as the Studio writes it (`prefixLast` adds `*` to the last
 * word): words (each must occur), `-word` (must not occur), `"a phrase"` (must occur as written), `*`
 * as a wildcard inside or at the end of a word. Matching is per word, case-insensitive, with the
 * word boundaries of GROQ's `match`.
 */
export type TextQueryTerms = {
  /** Word patterns that must each match a word (may contain `*`). */
  required: string[]
  /** Word patterns none of whose matches may occur. */
  excluded: string[]
  /** Phrases that must occur as a whole, lower-cased, single-spaced. */
  phrases: string[]
}

// The separators of GROQ's `match` (groq-js CHARS_WITH_WILDCARD): a word is a run of anything else.
const WORD_WITH_WILDCARD = /[^!@#$%^&(),\\/?";:{}|[\]+<>\s-]+/gu
const WORD = /[^!@#$%^&*(),\\/?";:{}|[\]+<>\s-]+/gu
const TOKEN = /-?"[^"]*"?|\S+/gu

export function parseTextQuery(input: string): TextQueryTerms {
  const terms: TextQueryTerms = { required: [], excluded: [], phrases: [] }
  for (const token of input.match(TOKEN) ?? []) {
    const negated = token.startsWith('-') && token.length > 1
    const body = negated ? token.slice(1) : token
    if (body.startsWith('"')) {
      const phrase = normalizeText(body.replace(/^"|"$/g, ''))
      if (phrase === '') continue
      if (negated) terms.excluded.push(...(phrase.match(WORD) ?? []))
      else terms.phrases.push(phrase)
      continue
    }
    const words = body.match(WORD_WITH_WILDCARD) ?? []
    ;(negated ? terms.excluded : terms.required).push(...words.map((word) => word.toLowerCase()))
  }
  return terms
}

/** The word patterns a field must match for a boost: the required words, else the phrases' words. */
export function fieldPatterns(terms: TextQueryTerms): string[] {
  if (terms.required.length > 0) return terms.required
  return terms.phrases.flatMap((phrase) => phrase.match(WORD) ?? [])
}

export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim()
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/(\b\.+|\.+\b)/g, '').match(WORD) ?? []
}

function patternRegex(pattern: string): RegExp {
  const escaped = pattern.slice(0, 1024).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`, 'iu')
}

/** Whether texts (all string values of a document) satisfy the terms. */
export function textsMatch(texts: readonly string[], terms: TextQueryTerms): boolean {
  const words = new Set(texts.flatMap(wordsOf))
  const anyWord = (pattern: string) => {
    const regex = patternRegex(pattern)
    for (const word of words) if (regex.test(word)) return true
    return false
  }
  if (!terms.required.every(anyWord)) return false
  if (terms.excluded.some(anyWord)) return false
  if (terms.phrases.length > 0) {
    const normalized = texts.map(normalizeText)
    if (!terms.phrases.every((phrase) => normalized.some((text) => text.includes(phrase)))) return false
  }
  return terms.required.length + terms.phrases.length > 0 || terms.excluded.length > 0
}

/** Fields that hold no searchable text (system fields, keys, references). */
const NOT_TEXT = new Set(['_type', '_key', '_ref', '_rev', '_createdAt', '_updatedAt', '_weak', '_strengthenOnPublish'])

/** Every string a document holds, as `@ match` sees the whole document. */
export function documentTexts(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) documentTexts(item, into)
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) documentTexts(item, into)
  }
  return into
}
