/** Ordering of articles: newest first, ties by slug, so every build renders the same pages. */
export interface DatedPost {
  slug: string | null
  publishedAt: string | null
}

export function newestFirst(a: DatedPost, b: DatedPost): number {
  const byDate = (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')
  return byDate !== 0 ? byDate : (a.slug ?? '').localeCompare(b.slug ?? '')
}

/**
 * Articles to read next: other articles of the same category first, then the rest, each group newest
 * first. Deterministic (no randomness), so article pages stay static; never the article itself.
 */
export function relatedPosts<Post extends DatedPost & { category: { _id: string } | null }>(
  current: { slug: string | null; category: { _id: string } | null },
  posts: readonly Post[],
  count = 3,
): Post[] {
  const others = posts.filter((post) => post.slug && post.slug !== current.slug)
  const sameCategory = (post: Post) => Boolean(current.category && post.category?._id === current.category._id)
  return [...others]
    .sort((a, b) => Number(sameCategory(b)) - Number(sameCategory(a)) || newestFirst(a, b))
    .slice(0, count)
}
