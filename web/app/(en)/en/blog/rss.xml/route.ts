import { blogFeed } from '@/screens/blog-feed'

/** Generated at build time and refreshed with the content (web/screens/blog-feed.ts). */
export const dynamic = 'force-static'

export function GET() {
  return blogFeed('en')
}
