import type { QueryRewriter } from './public-types'

// One rewriter per process (the search's `text::query()` support), shared by every store instance and
// by every module instance Next makes of this file.
const key = Symbol.for('lokalsicht.contentStore.queryRewriter')
const holder = globalThis as typeof globalThis & { [key]?: QueryRewriter | null }

export function setQueryRewriter(next: QueryRewriter | null): void {
  holder[key] = next
}

export function currentQueryRewriter(): QueryRewriter | null {
  return holder[key] ?? null
}
