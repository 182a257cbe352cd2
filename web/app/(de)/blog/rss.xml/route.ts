import { blogFeed } from '@/lib/blog/feed'

/** Generated at build time and refreshed with the content (web/lib/blog/feed.ts). */
export const dynamic = 'force-static'

export function GET() {
  return blogFeed('de')
}
