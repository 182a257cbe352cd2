import { env } from '@/lib/env'

/** The origin of the site when SITE_URL is unset: `next start` on this machine. */
export const LOCAL_SITE_URL = 'http://localhost:3000'

/** The public origin of the site (canonical URLs, sitemap, metadata). */
export function siteUrl(): string {
  return (env.SITE_URL ?? LOCAL_SITE_URL).replace(/\/$/, '')
}
